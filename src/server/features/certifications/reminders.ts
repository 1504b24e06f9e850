import { eq } from "drizzle-orm";
import { addDays, daysBetween, todayIn } from "@core/calendar-dates";
import { certificationStatus } from "@core/certification-status";
import { renewalLink } from "@core/certification-renewal";
import { DEFAULT_REMINDERS, type ReminderSettings } from "@core/preferences";
import { certificationReminders } from "../../db/schema";
import { reminderCandidates } from "./repository";
import { escapeHtml } from "../../http/escape-html";
import type { Mail } from "../../mail/mailer";
import { notificationSettingsFor } from "../../push/notification-settings";
import type { Services } from "../../services";
import type { Task } from "../../tasks/scheduler";

/** A day-of reminder missed while every instance was down is still sent this many days late; later it is dropped. */
const LATE_DAYS = 7;

type Kind = "lead" | "day";

const longDate = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const formatDay = (ymd: string) => longDate.format(new Date(`${ymd}T00:00:00Z`));

interface Due {
  userId: string;
  email: string;
  certificationId: string;
  name: string;
  expiryDate: string;
  countryCode: string | null;
  today: string;
  kind: Kind;
}

/** Which reminder is due today for an expiry, with lead days before it (N days before, and on the day). */
export function dueKind(expiryDate: string, today: string, leadDays: number): Kind | undefined {
  const left = daysBetween(today, expiryDate);
  if (left > 0 && left <= leadDays) return "lead";
  if (left <= 0 && -left <= LATE_DAYS) return "day";
  return undefined;
}

export function reminderMail(due: Due, baseUrl: string): Mail {
  const status = certificationStatus({ expiryDate: due.expiryDate, noExpiry: false }, due.today);
  const renewal = renewalLink(due.name, due.countryCode);
  const settingsUrl = `${baseUrl}/certifications`;
  const when =
    status.daysLeft === 0
      ? "expires today"
      : status.status === "expired"
        ? `expired on ${formatDay(due.expiryDate)}`
        : `expires on ${formatDay(due.expiryDate)}`;
  const subject =
    status.daysLeft === 0
      ? `Your ${due.name} expires today`
      : status.status === "expired"
        ? `Your ${due.name} has expired`
        : status.daysLeft === 1
          ? `Your ${due.name} expires tomorrow`
          : `Your ${due.name} expires in ${status.daysLeft} days`;
  const lines = [`Your certification ${due.name} ${when}.`, `Status: ${status.label} (${status.detail}).`, `Renew it here: ${renewal.url}`];
  const footer = `You get these emails because Expiry Reminders are on. To switch them off, open Settings on your Certifications page: ${settingsUrl}`;
  const text = [...lines, "", footer, "", "— NurseVitals"].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
<p><a href="${escapeHtml(renewal.url)}" style="display:inline-block;background:#2563eb;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">Find renewal</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml("You get these emails because Expiry Reminders are on. To switch them off, open Settings on your ")}<a href="${escapeHtml(settingsUrl)}">Certifications page</a>.</p>
<p>— NurseVitals</p></body></html>`;
  return { to: due.email, subject, text, html };
}

/**
 * Emails every reminder due now: N days before each expiry (her Reminder Days)
 * and on the day, in each nurse's own day. A row in certification_reminders
 * (unique per certification, expiry date and kind) is taken before the mail
 * goes, so however many instances run this at once, each reminder goes once;
 * a mail that fails gives its row back, to be tried on the next run. A new
 * expiry date is a new key (re-armed); reminders off sends nothing.
 */
export async function sendDueReminders(
  { db, mailer, push, logger, config }: Pick<Services, "db" | "mailer" | "push" | "logger" | "config">,
  now = new Date(),
): Promise<number> {
  const utcToday = now.toISOString().slice(0, 10);
  const rows = await reminderCandidates(db, addDays(utcToday, -LATE_DAYS - 1), addDays(utcToday, 367));
  let sent = 0;
  for (const row of rows) {
    const settings: ReminderSettings = { ...DEFAULT_REMINDERS, ...row.reminders };
    if (!settings.certificationEmails || !row.expiryDate) continue;
    const today = todayIn(row.timezone ?? "UTC", now);
    const kind = dueKind(row.expiryDate, today, settings.certificationLeadDays);
    if (!kind) continue;
    const [claimed] = await db
      .insert(certificationReminders)
      .values({ userId: row.userId, certificationId: row.certificationId, expiryDate: row.expiryDate, kind })
      .onConflictDoNothing()
      .returning({ id: certificationReminders.id });
    if (!claimed) continue;
    const due: Due = {
      userId: row.userId,
      email: row.email,
      certificationId: row.certificationId,
      name: row.name,
      expiryDate: row.expiryDate,
      countryCode: row.countryCode,
      today,
      kind,
    };
    try {
      const mail = reminderMail(due, config.baseUrl);
      await mailer.send(mail);
      sent++;
      // By push as well, to the devices she turned notifications on in (decision 046).
      if ((await notificationSettingsFor(db, row.userId)).certificationExpiry) {
        await push.send(row.userId, {
          title: mail.subject,
          body: `Renew it before it lapses.`,
          url: "/certifications",
          tag: `certification-${row.certificationId}`,
        });
      }
    } catch (error) {
      await db.delete(certificationReminders).where(eq(certificationReminders.id, claimed.id));
      logger.warn(`Certification reminder to ${row.email} not sent; it is tried again on the next run`, error);
    }
  }
  return sent;
}

/** Hourly: each nurse's day turns at her own midnight. */
export function certificationRemindersTask(services: Services): Task {
  return { name: "certification-reminders", everySeconds: 60 * 60, run: async () => void (await sendDueReminders(services)) };
}
