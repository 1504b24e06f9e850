import { lt, sql } from "drizzle-orm";
import type { Database } from "./db/client";
import { rateLimits } from "./db/schema";
import { ApiError } from "./http/errors";

export interface RateRule {
  /** Part of the key: what is being limited ("sign-in:email"). */
  name: string;
  max: number;
  windowSeconds: number;
  /** What the nurse did too often, in the 429's message ("Too many uploads."); "attempts" unless said. */
  what?: string;
}

/**
 * The sign-in and mail limits (docs/product/README.md, Security; decision 002), by IP and by email. Sign-in counts per address, per
 * email from one address, and per email with a much higher ceiling, so a
 * stranger's wrong passwords do not lock the owner out on her own network
 * (docs/decisions/002-sign-in-rate-limits.md).
 */
export const authRules = {
  signInIp: { name: "sign-in:ip", max: 60, windowSeconds: 15 * 60 },
  signInEmailIp: { name: "sign-in:email-ip", max: 8, windowSeconds: 15 * 60 },
  signInEmail: { name: "sign-in:email", max: 60, windowSeconds: 15 * 60 },
  signUpIp: { name: "sign-up:ip", max: 20, windowSeconds: 60 * 60 },
  signUpEmail: { name: "sign-up:email", max: 5, windowSeconds: 60 * 60 },
  resetIp: { name: "reset:ip", max: 20, windowSeconds: 15 * 60 },
  resetEmail: { name: "reset:email", max: 3, windowSeconds: 15 * 60 },
  emailSendUser: { name: "email-send:user", max: 5, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

/** The account screen's actions, per signed-in user. */
export const accountRules = {
  changePasswordUser: { name: "change-password:user", max: 10, windowSeconds: 15 * 60 },
  sessionsUser: { name: "sessions:user", max: 60, windowSeconds: 15 * 60 },
  avatarUser: { name: "avatar:user", max: 30, windowSeconds: 60 * 60, what: "photo uploads" },
  exportUser: { name: "export:user", max: 10, windowSeconds: 15 * 60 },
  importUser: { name: "import:user", max: 10, windowSeconds: 15 * 60 },
  deleteAccountUser: { name: "delete-account:user", max: 5, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

/**
 * Files and the heavy work behind them, per nurse: uploads (attachments, card
 * photos, her avatar), AI Read and PDFs made. Generous for a nurse's busiest
 * hour, so only a script meets them (docs/decisions/026-uploads-quotas-and-limits.md).
 */
export const fileRules = {
  uploadUser: { name: "upload:user", max: 100, windowSeconds: 60 * 60, what: "uploads" },
  aiReadUser: { name: "ai-read:user", max: 30, windowSeconds: 60 * 60, what: "photo readings (cards and schedules)" },
  pdfUser: { name: "pdf:user", max: 60, windowSeconds: 15 * 60, what: "PDFs made" },
} satisfies Record<string, RateRule>;

/**
 * The WHERE clause for every counter about these subjects (a user's id, her
 * email), whatever rule counted it — an area's own rules (colleague
 * invitations) included: a key is `{rule}:{subject}`, so it ends with the subject.
 */
export const countersAbout = (subjects: string[]) =>
  sql.join(
    subjects.map((subject) => sql`right(${rateLimits.key}, ${subject.length + 1}) = ${`:${subject.toLowerCase()}`}`),
    sql` or `,
  );

export class RateLimiter {
  constructor(
    private readonly db: Database,
    /** Multiplies every max; test environments that sign many users up raise it. */
    private readonly factor = 1,
  ) {}

  /**
   * Counts one attempt atomically (one statement, so concurrent instances agree)
   * and throws 429 once the window's allowance is spent.
   */
  async hit(rule: RateRule, subject: string): Promise<void> {
    const key = `${rule.name}:${subject.toLowerCase()}`;
    const fresh = sql`now() + make_interval(secs => ${rule.windowSeconds})`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, hits: 1, windowEndsAt: fresh })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
          windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then ${fresh} else ${rateLimits.windowEndsAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, windowEndsAt: rateLimits.windowEndsAt });
    if (!row) return;
    const max = Math.max(1, Math.round(rule.max * this.factor));
    if (row.hits > max) {
      const seconds = Math.max(1, Math.ceil((new Date(row.windowEndsAt).getTime() - Date.now()) / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw new ApiError(
        429,
        "rate_limited",
        `Too many ${rule.what ?? "attempts"}. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
        undefined,
        {
          "Retry-After": String(seconds),
        },
      );
    }
  }

  /** Forget the count (a successful sign-in clears that email's failures). */
  async reset(rule: RateRule, subject: string): Promise<void> {
    await this.db.delete(rateLimits).where(sql`${rateLimits.key} = ${`${rule.name}:${subject.toLowerCase()}`}`);
  }

  /** Housekeeping: drop windows that have ended. */
  async purgeExpired(): Promise<number> {
    const gone = await this.db
      .delete(rateLimits)
      .where(lt(rateLimits.windowEndsAt, sql`now()`))
      .returning({ key: rateLimits.key });
    return gone.length;
  }
}
