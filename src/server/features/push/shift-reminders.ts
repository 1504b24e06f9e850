import { eq } from "drizzle-orm";
import { addDays } from "@core/calendar-dates";
import { DEFAULT_NOTIFICATION_SETTINGS, shiftReminders, type ShiftReminder } from "@core/push-schedule";
import { pushDeliveries } from "../../db/schema";
import type { PushMessage } from "../../push/push-sender";
import { toSettings } from "../../push/notification-settings";
import type { Services } from "../../services";
import type { Task } from "../../tasks/scheduler";
import { shiftsOfNursesWithDevices } from "./repository";

/**
 * What a shift reminder says: the shift's name, its hours and where. The time reads as on
 * her calendar (24-hour, as shift times are kept).
 */
export function shiftReminderMessage(
  shift: { date: string; name: string; start: string; end: string; location: string },
  reminder: ShiftReminder,
): PushMessage {
  const hours = `${shift.start.slice(0, 5)}–${shift.end.slice(0, 5)}`;
  const title = reminder.kind === "evening" ? `Tomorrow: ${shift.name}` : `Shift at ${shift.start.slice(0, 5)}: ${shift.name}`;
  return {
    title,
    body: [hours, shift.location].filter(Boolean).join(" · "),
    url: `/calendar?month=${shift.date.slice(0, 7)}`,
    tag: `shift-${shift.date}`,
  };
}

/**
 * Pushes every shift reminder due now (decision 046). Reminders are worked out from
 * the calendar as it is at this run, so a shift moved, changed or cleared after its
 * reminder was first due gets none for what it was; each is claimed in push_deliveries
 * (unique per nurse and key: date, shift type, start, kind) before it goes, so however
 * many instances run this at once, it goes once. A push that reaches no device gives
 * its claim back, to be tried on the next run while still before the shift.
 */
export async function sendDueShiftReminders({ db, push, logger }: Pick<Services, "db" | "push" | "logger">, now = new Date()): Promise<number> {
  const utcToday = now.toISOString().slice(0, 10);
  const rows = await shiftsOfNursesWithDevices(db, addDays(utcToday, -1), addDays(utcToday, 2));
  let sent = 0;
  for (const row of rows) {
    const settings = row.settings ? toSettings(row.settings) : DEFAULT_NOTIFICATION_SETTINGS;
    for (const reminder of shiftReminders(row.date, row.start, row.timezone ?? "UTC", settings)) {
      if (now < reminder.at || now >= reminder.start) continue;
      const key = `shift:${row.date}:${row.shiftTypeId}:${row.start.slice(0, 5)}:${reminder.kind}`;
      const [claimed] = await db.insert(pushDeliveries).values({ userId: row.userId, key }).onConflictDoNothing().returning({ id: pushDeliveries.id });
      if (!claimed) continue;
      const delivered = await push.send(row.userId, shiftReminderMessage(row, reminder));
      if (delivered > 0) sent++;
      else {
        await db.delete(pushDeliveries).where(eq(pushDeliveries.id, claimed.id));
        logger.warn("A shift reminder reached none of her devices; it is tried again on the next run");
      }
    }
  }
  return sent;
}

/** Every 5 minutes: a reminder N hours before a shift is at most that late. */
export function shiftRemindersTask(services: Services): Task {
  return { name: "shift-reminders", everySeconds: 5 * 60, run: async () => void (await sendDueShiftReminders(services)) };
}
