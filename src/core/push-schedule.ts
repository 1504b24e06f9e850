import { addDays } from "./calendar-dates";
import { instantOfWallTime, wallTimeIn } from "./countdown";

/**
 * When a push may go (decision 046): what she chose to be told, and her quiet
 * hours in her own zone. Pure, so the server's task and its tests share it.
 */
export interface NotificationSettings {
  /** 19:00 the evening before a shift. */
  shiftEveningBefore: boolean;
  /** Hours before a shift's start (1–24), or null for none. */
  shiftHoursBefore: number | null;
  certificationExpiry: boolean;
  invitations: boolean;
  /** "HH:MM" in her zone; equal start and end mean no quiet hours. */
  quietStart: string;
  quietEnd: string;
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  shiftEveningBefore: true,
  shiftHoursBefore: null,
  certificationExpiry: true,
  invitations: true,
  quietStart: "22:00",
  quietEnd: "07:00",
};

/** The evening reminder's time of day. */
export const EVENING_BEFORE = "19:00";

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether a time of day ("HH:MM") is inside quiet hours that may wrap past midnight (22:00–07:00). */
export function inQuietHours(hhmm: string, start: string, end: string): boolean {
  const t = minutes(hhmm);
  const [s, e] = [minutes(start), minutes(end)];
  if (s === e) return false;
  return s < e ? t >= s && t < e : t >= s || t < e;
}

/**
 * The instant a notification meant for `at` may go: `at` itself, or the end of the
 * quiet hours it falls in (the same morning, or the next when they wrap past midnight).
 */
export function afterQuietHours(at: Date, zone: string, settings: Pick<NotificationSettings, "quietStart" | "quietEnd">): Date {
  const wall = wallTimeIn(zone, at);
  const time = wall.slice(11, 16);
  if (!inQuietHours(time, settings.quietStart, settings.quietEnd)) return at;
  const day = wall.slice(0, 10);
  const endDay = minutes(time) >= minutes(settings.quietEnd) ? addDays(day, 1) : day;
  return instantOfWallTime(zone, `${endDay}T${settings.quietEnd}`) ?? at;
}

export type ShiftReminderKind = "evening" | "hours";

export interface ShiftReminder {
  kind: ShiftReminderKind;
  /** When it goes, quiet hours applied. */
  at: Date;
  /** The shift's start. */
  start: Date;
}

/**
 * The reminders for a shift on `date` starting at `startTime` (her zone): the evening
 * before and/or N hours before, each moved past her quiet hours; one that would then
 * reach the shift's start is dropped (a reminder at the start tells her nothing).
 */
export function shiftReminders(date: string, startTime: string, zone: string, settings: NotificationSettings): ShiftReminder[] {
  const start = instantOfWallTime(zone, `${date}T${startTime.slice(0, 5)}`);
  if (!start) return [];
  const wanted: { kind: ShiftReminderKind; at: Date | null }[] = [];
  if (settings.shiftEveningBefore) wanted.push({ kind: "evening", at: instantOfWallTime(zone, `${addDays(date, -1)}T${EVENING_BEFORE}`) });
  if (settings.shiftHoursBefore) wanted.push({ kind: "hours", at: new Date(start.getTime() - settings.shiftHoursBefore * 3_600_000) });
  return wanted.flatMap(({ kind, at }) => {
    if (!at || at >= start) return [];
    const when = afterQuietHours(at, zone, settings);
    return when < start ? [{ kind, at: when, start }] : [];
  });
}
