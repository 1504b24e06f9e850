/** The date-time input of Change Date, read and written in the nurse's zone. */

/** "2027-01-01T00:00" as the nurse's zone reads an instant (for the date-time input). */
export function localInputValue(at: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "00";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

/** The instant a date-time typed in the nurse's zone means. */
export function fromLocalInput(value: string, zone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  // The zone's offset at about that time, applied twice to settle across a change.
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const seen = localInputValue(new Date(guess), zone);
    const [d, t] = seen.split("T");
    const [y, mo, da] = d!.split("-").map(Number);
    const [h, mi] = t!.split(":").map(Number);
    guess += wall - Date.UTC(y!, mo! - 1, da!, h!, mi!);
  }
  return new Date(guess);
}
