/** PostgreSQL `time` columns read as HH:MM:SS; the API speaks HH:MM. */
export const hhmm = (t: string) => t.slice(0, 5);
