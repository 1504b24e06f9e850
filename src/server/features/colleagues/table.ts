import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/auth";

/**
 * The colleague network (real accounts that chose to share: docs/product/friends-calendar.md). One row
 * per invitation, seen from both sides: the inviter, and the account whose
 * VERIFIED email is `invitee_email` (set in `invitee_id` once she answers).
 * `accepted` is the only status that opens anything; `declined` looks, to the
 * inviter, like an invitation still waiting, until it expires as any other
 * (INVITATION_DAYS). Removing deletes the row. Each side keeps her own label
 * and colour for the other. One pair of nurses has at most one answered link,
 * whichever way it was sent (the pair index); a new invitation or answer
 * between them replaces what was settled before (repository.ts).
 */
export const colleagueLinks = pgTable(
  "colleague_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inviterId: text("inviter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Lower case. */
    inviteeEmail: text("invitee_email").notNull(),
    inviteeId: text("invitee_id").references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "accepted", "declined"] })
      .notNull()
      .default("pending"),
    /** The inviter's label and colour for the invitee. */
    inviterLabel: text("inviter_label").notNull(),
    inviterColor: text("inviter_color").notNull(),
    /** The invitee's label and colour for the inviter (her account name and a colour, until she edits them). */
    inviteeLabel: text("invitee_label"),
    inviteeColor: text("invitee_color"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("colleague_links_inviter_id_invitee_email_key").on(t.inviterId, t.inviteeEmail),
    index("colleague_links_invitee_email_idx").on(t.inviteeEmail),
    index("colleague_links_invitee_id_idx").on(t.inviteeId),
    uniqueIndex("colleague_links_pair_key")
      .on(sql`least(${t.inviterId}, ${t.inviteeId})`, sql`greatest(${t.inviterId}, ${t.inviteeId})`)
      .where(sql`${t.inviteeId} is not null`),
    check("colleague_links_accepted_has_invitee", sql`${t.status} = 'pending' or ${t.inviteeId} is not null`),
  ],
);

/** An address a nurse blocked: invitations from it reach her no more. */
export const colleagueBlocks = pgTable(
  "colleague_blocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Lower case. */
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("colleague_blocks_user_id_email_key").on(t.userId, t.email)],
);
