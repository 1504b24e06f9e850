import { sql, type SQL } from "drizzle-orm";

/**
 * THE one place where a nurse reaches another nurse's rows (DESIGN §3: every
 * other read is scoped by userScope to her own). It names her connected
 * colleagues — invitations ACCEPTED by the account that holds the invited,
 * verified address — as (link_id, colleague_id) rows. A pending or declined
 * invitation, a removed colleague (the row is gone), an address she or they
 * blocked (blocking removes the row) and a stranger yield nothing.
 *
 * Only the colleagues repository uses it, and only to return working facts
 * (colleagueWorkingShifts in repository.ts).
 */
export function connectedColleaguesOf(viewerId: string): SQL {
  return sql`
    select l.id as link_id,
      case when l.inviter_id = ${viewerId} then l.invitee_id else l.inviter_id end as colleague_id
    from colleague_links l
    where l.status = 'accepted' and l.invitee_id is not null
      and (l.inviter_id = ${viewerId} or l.invitee_id = ${viewerId})`;
}
