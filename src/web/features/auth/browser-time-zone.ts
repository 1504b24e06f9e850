/** This browser's IANA zone ("America/Vancouver"): a new nurse's profile starts with it. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
