import { sql } from "drizzle-orm";
import { dayShift } from "./calendar-fixtures";
import { json, type TestApp } from "./test-app";

/** The day the suites' swap requests are about: far ahead, so none has expired. */
export const SWAP_SAMPLE_DAY = "2099-03-14";

/**
 * Collections no nurse fills alone: a swap request needs a connected colleague
 * who is free on a day she works. The suites that make rows from the API
 * document (testing/owned-resources.ts) make them with makeSwapRequest.
 */
export const TWO_NURSE_COLLECTIONS = ["/api/swaps"];

/**
 * A swap request sent by `user` (her address is confirmed here, as inviting
 * needs) to a new colleague she is connected with, for her shift on
 * SWAP_SAMPLE_DAY: its id.
 */
export async function makeSwapRequest(t: TestApp, user: { cookie: string; email?: string }): Promise<string> {
  const me = user.email ?? (await json<{ user: { email: string } }>(await t.request("/api/auth/get-session", { cookie: user.cookie }))).user.email;
  const colleague = await t.signUp();
  await t.services.db.execute(sql`update users set email_verified = true where lower(email) in (${me.toLowerCase()}, ${colleague.email.toLowerCase()})`);
  const invited = await t.request("/api/colleagues", { cookie: user.cookie, body: { name: colleague.name, email: colleague.email } });
  const link = await json<{ id: string }>(invited);
  const accepted = await t.request(`/api/colleagues/${link.id}/accept`, { method: "POST", cookie: colleague.cookie });
  const type = await t.request("/api/shift-types", { cookie: user.cookie, body: dayShift() });
  const { id: shiftTypeId } = await json<{ id: string }>(type);
  await t.request(`/api/calendar/${SWAP_SAMPLE_DAY}`, { method: "PUT", cookie: user.cookie, body: { shiftTypeId } });
  const res = await t.request("/api/swaps", { cookie: user.cookie, body: { colleagueId: link.id, date: SWAP_SAMPLE_DAY } });
  if (res.status !== 201) throw new Error(`swap request: ${invited.status}/${accepted.status} then ${res.status} ${await res.text()}`);
  return (await json<{ id: string }>(res)).id;
}
