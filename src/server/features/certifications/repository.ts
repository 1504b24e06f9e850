import { and, desc, eq, gte, isNotNull, lte, sql } from "drizzle-orm";
import { certificationStatus } from "@core/certification-status";
import { renewalLink } from "@core/certification-renewal";
import { todayIn } from "@core/calendar-dates";
import { resumePageSize } from "@core/resume-rules";
import type { Certification, CertificationInput } from "@core/schemas/certifications";
import type { Database } from "../../db/client";
import { certifications, preferences, profiles, users } from "../../db/schema";
import { userScope } from "../../db/user-scope";
import type { ProfileFacts } from "../../db/user-time-zone";
import type { FileLinks } from "../../files/signed-links";
import { userPrefix } from "../../files/user-files";

export type CertificationRow = typeof certifications.$inferSelect;
export type PhotoSide = "front" | "back";

/** At most this many certifications in one list (a nurse has a dozen). */
export const CERTIFICATIONS_LIMIT = 500;

/** What a certification's view needs of its owner: her day (in her zone) and country (the licence's regulator). */
export interface OwnerFacts {
  today: string;
  countryCode: string | null;
}

export const toOwnerFacts = ({ timeZone, countryCode }: ProfileFacts, now = new Date()): OwnerFacts => ({ today: todayIn(timeZone, now), countryCode });

/** The packet's paper: Letter in the US and Canada, else A4 (as her resume), by her profile's country, else her region. */
export async function packetPageSize(db: Database, userId: string, countryCode: string | null): Promise<"LETTER" | "A4"> {
  if (countryCode) return resumePageSize(countryCode, null);
  const [prefs] = await db.select({ region: preferences.region }).from(preferences).where(eq(preferences.userId, userId)).limit(1);
  return resumePageSize(null, prefs?.region);
}

/** The storage key of a stored photo name, in the owner's private folder. */
export const photoKey = (userId: string, name: string) => `${userPrefix("certifications", userId)}${name}`;

/** A certification as the API shows it, its photo links signed at `signedAt` (now, or the start of a cached answer's minute). */
export function toCertification(row: CertificationRow, facts: OwnerFacts, links: FileLinks, signedAt = Date.now()): Certification {
  const status = certificationStatus(row, facts.today);
  const renewal = renewalLink(row.name, facts.countryCode);
  const link = (name: string | null) => (name ? links.sign(photoKey(row.userId, name), { now: signedAt }).url : null);
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    completionDate: row.completionDate,
    expiryDate: row.expiryDate,
    noExpiry: row.noExpiry,
    status: status.status,
    statusLabel: status.label,
    statusDetail: status.detail,
    frontPhotoUrl: link(row.frontPhoto),
    backPhotoUrl: link(row.backPhoto),
    renewalUrl: renewal.url,
    renewalSource: renewal.source,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Mine, the last added first (Recent Certifications are the first three). */
export async function listCertificationRows(db: Database, userId: string): Promise<CertificationRow[]> {
  return db
    .select()
    .from(certifications)
    .where(userScope(db, userId).mine(certifications))
    .orderBy(desc(certifications.createdAt), desc(certifications.id))
    .limit(CERTIFICATIONS_LIMIT);
}

export const getCertificationRow = (db: Database, userId: string, id: string) => userScope(db, userId).get(certifications, id, "Certification");

export const insertCertification = (db: Database, userId: string, input: CertificationInput) => userScope(db, userId).insert(certifications, input);

export const updateCertification = (db: Database, userId: string, id: string, input: CertificationInput) =>
  userScope(db, userId).update(certifications, id, { ...input, updatedAt: new Date() }, "Certification");

export const removeCertification = (db: Database, userId: string, id: string) => userScope(db, userId).remove(certifications, id, "Certification");

/** Points the side at a new stored name (or none); the row as it now is. */
export const setPhoto = (db: Database, userId: string, id: string, side: PhotoSide, name: string | null) =>
  userScope(db, userId).update(certifications, id, side === "front" ? { frontPhoto: name } : { backPhoto: name }, "Certification");

/**
 * The certifications that may owe a reminder between two days (the caller
 * decides which are due on each nurse's own day), with her address, zone,
 * country and reminder settings; none of a nurse who switched reminders off.
 */
export async function reminderCandidates(db: Database, from: string, to: string) {
  return db
    .select({
      userId: certifications.userId,
      email: users.email,
      certificationId: certifications.id,
      name: certifications.name,
      expiryDate: certifications.expiryDate,
      timezone: profiles.timezone,
      countryCode: profiles.countryCode,
      reminders: preferences.reminders,
    })
    .from(certifications)
    .innerJoin(users, eq(users.id, certifications.userId))
    .leftJoin(profiles, eq(profiles.userId, certifications.userId))
    .leftJoin(preferences, eq(preferences.userId, certifications.userId))
    .where(
      and(
        // Her own address, proved hers: an unconfirmed one may be anyone's, and the mail carries text she typed.
        eq(users.emailVerified, true),
        eq(certifications.noExpiry, false),
        isNotNull(certifications.expiryDate),
        gte(certifications.expiryDate, from),
        lte(certifications.expiryDate, to),
        sql`coalesce((${preferences.reminders} ->> 'certificationEmails')::boolean, true)`,
      ),
    );
}
