import { and, eq, ne, or, sql, type SQL } from "drizzle-orm";
import { COLLEAGUE_COLORS, invitationExpired, nextColleagueColor, type WorkingShift } from "@core/colleagues";
import { initials } from "@core/initials";
import type { BlockedAddress, Colleague } from "@core/schemas/colleagues";
import type { Database } from "../../db/client";
import { colleagueBlocks, colleagueLinks, users } from "../../db/schema";
import { connectedColleaguesOf, ownedBy, userScope } from "../../db/user-scope";
import { NotFound } from "../../domain-errors";
import { conflict, isUniqueViolation } from "../../http/errors";
import type { UserDataCache } from "../../cache/user-data-cache";
import type { EncodedText } from "../../http/compression";

type Link = typeof colleagueLinks.$inferSelect;

/** Rows of a bare statement, from either driver. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The colour an incoming invitation shows with, before she picks one by accepting. */
const INCOMING_COLOR = COLLEAGUE_COLORS[9];

/** Her verified address (lower case), or null: invitations reach an account by its verified email only. */
export async function verifiedEmailOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.verified ? row.email.toLowerCase() : null;
}

/** Her address, lower case, verified or not (a nurse may not invite herself, whatever its state). */
async function emailOf(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return (row?.email ?? "").toLowerCase();
}

interface ViewRow {
  link: Link;
  inviterName: string;
  inviterEmail: string;
  /** Has the inviter confirmed her address? Only then does her invitation reach anyone. */
  inviterVerified: boolean;
}

/** A link as `viewerId` sees it, or undefined when it is not hers to see. */
function asSeenBy(
  viewerId: string,
  verifiedEmail: string | null,
  { link, inviterName, inviterEmail, inviterVerified }: ViewRow,
  now = new Date(),
): Colleague | undefined {
  const base = { id: link.id, createdAt: link.createdAt.toISOString() };
  if (link.inviterId === viewerId) {
    const name = link.inviterLabel;
    // A decline is not told: to the inviter it looks like an invitation still waiting, then expired like any other.
    const status = link.status === "accepted" ? "connected" : invitationExpired(link.createdAt, now) ? "expired" : "invited";
    return { ...base, name, email: link.inviteeEmail, color: link.inviterColor, initials: initials(name), status };
  }
  if (link.status === "accepted" && link.inviteeId === viewerId) {
    const name = link.inviteeLabel ?? inviterName;
    return {
      ...base,
      name,
      email: inviterEmail.toLowerCase(),
      color: link.inviteeColor ?? INCOMING_COLOR,
      initials: initials(name),
      status: "connected",
    };
  }
  if (
    link.status === "pending" &&
    link.inviteeId === null &&
    verifiedEmail !== null &&
    link.inviteeEmail === verifiedEmail &&
    // An address nobody proved is nobody's to invite from (and one sent before that rule must not reach her either).
    inviterVerified &&
    !invitationExpired(link.createdAt, now)
  ) {
    return {
      ...base,
      name: inviterName,
      email: inviterEmail.toLowerCase(),
      color: INCOMING_COLOR,
      initials: initials(inviterName),
      status: "incoming",
    };
  }
  return undefined;
}

/** Links that may concern her (filtered exactly by asSeenBy). */
async function candidateLinks(db: Database, viewerId: string, verifiedEmail: string | null, id?: string) {
  return db
    .select({ link: colleagueLinks, inviterName: users.name, inviterEmail: users.email, inviterVerified: users.emailVerified })
    .from(colleagueLinks)
    .innerJoin(users, eq(users.id, colleagueLinks.inviterId))
    .where(
      and(
        id ? eq(colleagueLinks.id, id) : undefined,
        or(
          eq(colleagueLinks.inviterId, viewerId),
          eq(colleagueLinks.inviteeId, viewerId),
          verifiedEmail ? and(eq(colleagueLinks.inviteeEmail, verifiedEmail), sql`${colleagueLinks.inviteeId} is null`) : undefined,
        ),
      ),
    )
    .orderBy(colleagueLinks.createdAt);
}

/** Her network: connected colleagues, her invitations, and invitations waiting for her answer. */
export async function listColleagues(db: Database, viewerId: string): Promise<Colleague[]> {
  const verified = await verifiedEmailOf(db, viewerId);
  return (await candidateLinks(db, viewerId, verified)).flatMap((row) => asSeenBy(viewerId, verified, row) ?? []);
}

/** One colleague of her network, or NotFound. */
export async function getColleague(db: Database, viewerId: string, id: string): Promise<Colleague> {
  const verified = await verifiedEmailOf(db, viewerId);
  const [row] = await candidateLinks(db, viewerId, verified, id);
  const seen = row && asSeenBy(viewerId, verified, row);
  if (!seen) throw new NotFound("Colleague");
  return seen;
}

export type InviteOutcome =
  | { kind: "unconfirmed" }
  | { kind: "self" }
  | { kind: "already-invited" }
  | { kind: "already-connected" }
  | { kind: "invited-you" }
  | { kind: "invited"; colleague: Colleague; mailTo: { address: string; hasAccount: boolean; accountId: string | undefined } | null };

/**
 * Links between two nurses that no longer wait for anything — declined or
 * expired invitations, either way — but not a connection: what a new invitation
 * or a new connection between them replaces, so that one pair of nurses has one
 * entry on each side, whatever happened before. `other` is known by her address
 * and, when she has an account, its id.
 */
function settledBetween(me: { id: string; email: string }, other: { id?: string; email: string }, except?: string): SQL {
  const toOther = or(eq(colleagueLinks.inviteeEmail, other.email), other.id ? eq(colleagueLinks.inviteeId, other.id) : undefined);
  const fromOther = other.id
    ? and(eq(colleagueLinks.inviterId, other.id), or(eq(colleagueLinks.inviteeEmail, me.email), eq(colleagueLinks.inviteeId, me.id)))
    : undefined;
  return and(
    ne(colleagueLinks.status, "accepted"),
    except ? ne(colleagueLinks.id, except) : undefined,
    or(and(eq(colleagueLinks.inviterId, me.id), toOther), fromOther),
  )!;
}

/**
 * An invitation by name and address, from a nurse whose own address is
 * confirmed (otherwise anyone could invite, and mail, under an address that is
 * not theirs). The outcome a caller can see never depends on whether the
 * address has an account, or whether its owner blocked her: a blocked
 * invitation is stored as already declined and no mail goes out. An expired
 * invitation to the same address, and any settled one between the two, is
 * replaced by the new one.
 */
export async function inviteColleague(db: Database, inviterId: string, input: { name: string; email: string; color?: string }): Promise<InviteOutcome> {
  const email = input.email.toLowerCase();
  const [me] = await db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, inviterId)).limit(1);
  const mine = (me?.email ?? "").toLowerCase();
  if (!me?.verified) return { kind: "unconfirmed" };
  if (email === mine) return { kind: "self" };
  const network = await listColleagues(db, inviterId);
  const sameAddress = network.filter((c) => c.email === email);
  if (sameAddress.some((c) => c.status === "invited")) return { kind: "already-invited" };
  if (sameAddress.some((c) => c.status === "connected")) return { kind: "already-connected" };
  if (sameAddress.some((c) => c.status === "incoming")) return { kind: "invited-you" };

  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  const blocked = account
    ? (
        await db
          .select({ id: colleagueBlocks.id })
          .from(colleagueBlocks)
          .where(and(eq(colleagueBlocks.userId, account.id), eq(colleagueBlocks.email, mine)))
          .limit(1)
      ).length > 0
    : false;
  const link = await db.transaction(async (tx) => {
    await tx.delete(colleagueLinks).where(settledBetween({ id: inviterId, email: mine }, { id: account?.id, email }));
    const [row] = await tx
      .insert(colleagueLinks)
      .values({
        inviterId,
        inviteeEmail: email,
        inviteeId: blocked ? account!.id : null,
        status: blocked ? "declined" : "pending",
        respondedAt: blocked ? new Date() : null,
        inviterLabel: input.name,
        inviterColor: input.color ?? nextColleagueColor(network.filter((c) => c.status !== "expired" || c.email !== email).map((c) => c.color)),
      })
      .onConflictDoNothing()
      .returning();
    return row;
  });
  if (!link) return { kind: "already-invited" };
  const colleague = asSeenBy(inviterId, null, { link, inviterName: "", inviterEmail: mine, inviterVerified: true })!;
  return { kind: "invited", colleague, mailTo: blocked ? null : { address: email, hasAccount: Boolean(account), accountId: account?.id } };
}

/**
 * Her answer to an invitation addressed to her verified email; anything else is
 * NotFound. Her answer replaces whatever else is settled between the two (an old
 * invitation of hers to the inviter, say), so they have one link; a
 * connection they already have makes it a conflict (one per pair, kept by the
 * database's unique index on the pair).
 */
export async function answerInvitation(db: Database, viewerId: string, id: string, answer: "accepted" | "declined"): Promise<Colleague | null> {
  const verified = await verifiedEmailOf(db, viewerId);
  if (!verified) throw new NotFound("Invitation");
  const [invitation] = await candidateLinks(db, viewerId, verified, id);
  if (!invitation || asSeenBy(viewerId, verified, invitation)?.status !== "incoming") throw new NotFound("Invitation");
  const used = (await listColleagues(db, viewerId)).filter((c) => c.status !== "incoming").map((c) => c.color);
  let updated: Link | undefined;
  try {
    updated = await db.transaction(async (tx) => {
      await tx
        .delete(colleagueLinks)
        .where(settledBetween({ id: viewerId, email: verified }, { id: invitation.link.inviterId, email: invitation.inviterEmail.toLowerCase() }, id));
      const [row] = await tx
        .update(colleagueLinks)
        .set({
          status: answer,
          inviteeId: viewerId,
          respondedAt: new Date(),
          inviteeLabel: invitation.inviterName,
          inviteeColor: nextColleagueColor(used),
        })
        // The same conditions again, in the statement: a race with another answer or a removal changes nothing.
        .where(
          and(
            eq(colleagueLinks.id, id),
            eq(colleagueLinks.status, "pending"),
            sql`${colleagueLinks.inviteeId} is null`,
            eq(colleagueLinks.inviteeEmail, verified),
          ),
        )
        .returning();
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("You are already connected with this colleague.");
    throw error;
  }
  if (!updated) throw new NotFound("Invitation");
  // Declined: nothing of it is left for her to see.
  return answer === "accepted" ? (asSeenBy(viewerId, verified, { ...invitation, link: updated }) ?? null) : null;
}

/** Her own label and colour for a colleague (or for one she invited); nobody else's. */
export async function updateColleague(db: Database, viewerId: string, id: string, values: { name?: string; color?: string }): Promise<Colleague> {
  const asInviter = await db
    .update(colleagueLinks)
    .set({ inviterLabel: values.name, inviterColor: values.color })
    .where(and(eq(colleagueLinks.id, id), eq(colleagueLinks.inviterId, viewerId)))
    .returning({ id: colleagueLinks.id });
  if (!asInviter.length) {
    const asInvitee = await db
      .update(colleagueLinks)
      .set({ inviteeLabel: values.name, inviteeColor: values.color })
      .where(and(eq(colleagueLinks.id, id), eq(colleagueLinks.inviteeId, viewerId), eq(colleagueLinks.status, "accepted")))
      .returning({ id: colleagueLinks.id });
    if (!asInvitee.length) throw new NotFound("Colleague");
  }
  return getColleague(db, viewerId, id);
}

/** Remove a colleague, or withdraw an invitation: the row goes, so neither side sees anything (the other is not told). */
export async function removeColleague(db: Database, viewerId: string, id: string): Promise<void> {
  const gone = await db
    .delete(colleagueLinks)
    .where(
      and(
        eq(colleagueLinks.id, id),
        or(eq(colleagueLinks.inviterId, viewerId), and(eq(colleagueLinks.inviteeId, viewerId), eq(colleagueLinks.status, "accepted"))),
      ),
    )
    .returning({ id: colleagueLinks.id });
  if (!gone.length) throw new NotFound("Colleague");
}

/**
 * Block an address: it cannot invite her again (its invitations are stored as
 * declined, unseen), and whatever already links her with it goes — a connection
 * is removed, a waiting invitation declined, her own invitation to it withdrawn.
 */
export async function blockAddress(db: Database, viewerId: string, email: string): Promise<BlockedAddress> {
  const address = email.toLowerCase();
  const verified = await verifiedEmailOf(db, viewerId);
  let row: typeof colleagueBlocks.$inferSelect | undefined;
  await db.transaction(async (tx) => {
    await tx.insert(colleagueBlocks).values({ userId: viewerId, email: address }).onConflictDoNothing();
    [row] = await tx
      .select()
      .from(colleagueBlocks)
      .where(ownedBy(colleagueBlocks, viewerId, eq(colleagueBlocks.email, address)));
    const fromThatAddress = sql`${colleagueLinks.inviterId} in (select id from users where lower(email) = ${address})`;
    // Her invitations to it, and connections either way with its account.
    await tx
      .delete(colleagueLinks)
      .where(
        or(
          and(
            eq(colleagueLinks.inviterId, viewerId),
            or(eq(colleagueLinks.inviteeEmail, address), sql`${colleagueLinks.inviteeId} in (select id from users where lower(email) = ${address})`),
          ),
          and(eq(colleagueLinks.inviteeId, viewerId), eq(colleagueLinks.status, "accepted"), fromThatAddress),
        ),
      );
    // Its invitations waiting for her: declined.
    if (verified) {
      await tx
        .update(colleagueLinks)
        .set({ status: "declined", inviteeId: viewerId, respondedAt: new Date() })
        .where(and(eq(colleagueLinks.status, "pending"), sql`${colleagueLinks.inviteeId} is null`, eq(colleagueLinks.inviteeEmail, verified), fromThatAddress));
    }
  });
  return asBlock(row!);
}

const asBlock = (row: typeof colleagueBlocks.$inferSelect): BlockedAddress => ({
  id: row.id,
  email: row.email,
  blocked: true,
  createdAt: row.createdAt.toISOString(),
});

/** The addresses she blocked, newest first. */
export async function listBlocks(db: Database, viewerId: string): Promise<BlockedAddress[]> {
  return (await userScope(db, viewerId).list(colleagueBlocks)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map(asBlock);
}

/** Unblock: the address may invite her again (what blocking removed stays removed). */
export async function unblock(db: Database, viewerId: string, id: string): Promise<void> {
  await userScope(db, viewerId).remove(colleagueBlocks, id, "Blocked address");
}

export async function isOwnAddress(db: Database, viewerId: string, email: string): Promise<boolean> {
  return (await emailOf(db, viewerId)) === email.toLowerCase();
}

/** One shift as the database builds it: [owner's user id, date, name, start, end, hospital, unit, on call]. */
type ShiftTuple = [string, string, string, string, string, string, string, boolean];

/** The working facts of some nurses' shifts from/to, in one statement, by nurse. */
async function workingShiftsOf(db: Database, userIds: string[], from: string, to: string): Promise<Map<string, WorkingShift[]>> {
  const byUser = new Map<string, WorkingShift[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return byUser;
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // Built as one JSON array by the database: ~1,300 shifts for 30 colleagues, parsed once instead of row by row.
  const [result] = rowsOf<{ shifts: ShiftTuple[] | string }>(
    await db.execute(sql`
      with people as (select unnest(array[${ids}]::text[]) as user_id),
      -- Working facts only (decision 053): a day of time off is no shift (nor is a one-off on it), and
      -- of her flags only "on call" is told.
      days as (
        select p.user_id, cs.date, cs.shift_type_id, cs.flags @> '["onCall"]'::jsonb as on_call
        from people p join calendar_shifts cs on cs.user_id = p.user_id and cs.date between ${from} and ${to}
        where cs.shift_type_id is not null
        union all
        select p.user_id, st.date, st.id, false
        from people p join shift_types st on st.user_id = p.user_id and st.date between ${from} and ${to}
        where not exists (select 1 from calendar_shifts x where x.user_id = st.user_id and x.date = st.date and (x.shift_type_id = st.id or x.time_off is not null))
      )
      select coalesce(json_agg(json_build_array(
          d.user_id, d.date, st.name, to_char(st.start_time, 'HH24:MI'), to_char(st.end_time, 'HH24:MI'), st.location, coalesce(nullif(st.unit, ''), j.unit, ''), d.on_call)
        order by d.date, st.start_time), '[]') as shifts
      from days d
      join shift_types st on st.id = d.shift_type_id and st.user_id = d.user_id
      left join jobs j on j.id = st.job_id and j.user_id = d.user_id`),
  );
  const rows = typeof result?.shifts === "string" ? (JSON.parse(result.shifts) as ShiftTuple[]) : (result?.shifts ?? []);
  for (const [userId, date, name, start, end, hospital, unit, onCall] of rows)
    byUser.get(userId)?.push(onCall ? { date, name, start, end, hospital, unit, onCall: true } : { date, name, start, end, hospital, unit });
  return byUser;
}

/**
 * Her own shifts and her connected colleagues' (all, or the one `onlyLinkId`)
 * from/to, reduced to the working facts: shift name, start, end, hospital (the
 * shift type's location) and unit (the shift type's, else its job's) — never notes, pay,
 * premiums or anything else. The reach to other nurses' rows goes through
 * connectedColleaguesOf alone, read afresh on every call: a colleague not
 * connected yields nothing, and `onlyLinkId` naming one is NotFound.
 *
 * The answer is JSON text (colleagueShiftsSchema), put together from each
 * nurse's own text. Each nurse's working facts are kept in the answer cache under HER OWN id
 * (src/server/cache/user-data-cache.ts), so any change to her rows — shift
 * types, calendar, jobs (their unit) — evicts them for every viewer. The text
 * put together is kept per viewer only as long as it is made of the same
 * links and the same kept entries (ComposedAnswers); the gate above is never cached.
 */
export async function colleagueWorkingShifts(
  db: Database,
  cache: UserDataCache,
  viewerId: string,
  from: string,
  to: string,
  onlyLinkId?: string,
): Promise<EncodedText<{ from: string; to: string; mine: WorkingShift[]; colleagues: { id: string; shifts: WorkingShift[] }[] }>> {
  const links = rowsOf<{ link_id: string; colleague_id: string }>(
    await db.execute(
      sql`select c.link_id::text as link_id, c.colleague_id from (${connectedColleaguesOf(viewerId)}) c ${onlyLinkId ? sql`where c.link_id = ${onlyLinkId}` : sql``}`,
    ),
  );
  if (onlyLinkId && !links.length) throw new NotFound("Colleague");
  const people = [viewerId, ...links.map((l) => l.colleague_id)];
  const key = `working-shifts|${from}|${to}`;
  // Each nurse's shifts with their JSON text, made once: an answer is put together from the texts.
  const found = new Map<string, Cached>();
  for (const id of people) {
    const hit = cache.get<Cached>(id, key);
    if (hit) found.set(id, hit);
  }
  const missing = people.filter((id) => !found.has(id));
  if (missing.length) {
    const generations = new Map(missing.map((id) => [id, cache.generation(id)]));
    for (const [id, shifts] of await workingShiftsOf(db, missing, from, to)) {
      const entry = { shifts, json: JSON.stringify(shifts) };
      found.set(id, entry);
      cache.set(id, key, entry, generations.get(id)!);
    }
  }
  const mine = found.get(viewerId)!;
  const colleagues = links.flatMap((l) => {
    const entry = found.get(l.colleague_id);
    return entry?.shifts.length ? [{ id: l.link_id, entry }] : [];
  });
  // Made of her entry and, per link, its id and the colleague's entry: the same parts give the same text.
  const parts = [mine, ...colleagues.flatMap(({ id, entry }) => [id, entry])];
  return cache.composed.get(
    `${viewerId}|${key}|${onlyLinkId ?? ""}`,
    parts,
    () =>
      `{"from":${JSON.stringify(from)},"to":${JSON.stringify(to)},"mine":${mine.json},"colleagues":[${colleagues.map(({ id, entry }) => `{"id":${JSON.stringify(id)},"shifts":${entry.json}}`).join(",")}]}`,
  );
}

interface Cached {
  shifts: WorkingShift[];
  json: string;
}
