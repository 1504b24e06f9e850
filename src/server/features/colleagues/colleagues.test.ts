import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COLLEAGUE_COLORS, dayCompatibility } from "@core/colleagues";
import type { Colleague, ColleagueShifts } from "@core/schemas/colleagues";
import { users } from "../../db/schema";
import { applyShift, calendar, createJob, createShiftType } from "../../testing/calendar-fixtures";
import { json, linkIn, type TestUser, useTestApp, errorOf, type ErrorBody } from "../../testing/test-app";

const t = useTestApp();

const MONTH = { from: "2026-05-01", to: "2026-05-31" };

async function nurse(verified = true) {
  const user = await t.signUp();
  if (verified) await t.services.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
}

const invite = (from: TestUser, email: string, name = "Jordan Lee", extra: Record<string, unknown> = {}) =>
  t.request("/api/colleagues", { cookie: from.cookie, body: { name, email, ...extra } });
const network = async (user: TestUser) => (await json<{ colleagues: Colleague[] }>(await t.request("/api/colleagues", { cookie: user.cookie }))).colleagues;
const act = (user: TestUser, id: string, action: "accept" | "decline") => t.request(`/api/colleagues/${id}/${action}`, { method: "POST", cookie: user.cookie });
const shiftsOf = (user: TestUser, query = "") => t.request(`/api/colleagues/shifts?from=${MONTH.from}&to=${MONTH.to}${query}`, { cookie: user.cookie });
const shifts = async (user: TestUser, query = "") => {
  const res = await shiftsOf(user, query);
  expect(res.status).toBe(200);
  return json<ColleagueShifts>(res);
};

/** A invites B (by B's address) and B accepts: the connection's id. */
async function connect(a: TestUser, b: TestUser, name = b.name) {
  const sent = await invite(a, b.email, name);
  expect(sent.status).toBe(201);
  const { id } = await json<Colleague>(sent);
  expect((await act(b, id, "accept")).status).toBe(200);
  return id;
}

/** B has a shift on a May day with a job (unit), notes and pay. */
async function workingNurse(user: TestUser, date = "2026-05-10") {
  const job = await createJob(t, user, { unit: "ICU", hourlyRate: 61.25, notes: "Union rep" });
  const type = await createShiftType(t, user, { name: "Night", startTime: "19:00", endTime: "07:00", location: "VGH", jobId: job.id, hourlyRate: 73.19 });
  expect((await applyShift(t, user, date, type.id)).status).toBe(200);
  await t.request("/api/notes", { cookie: user.cookie, body: { date, text: "Private: bring the charger" } });
  return type;
}

describe("inviting", () => {
  it("needs a name and an email, with clear messages", async () => {
    const a = await nurse();
    const res = await t.request("/api/colleagues", { cookie: a.cookie, body: {} });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ name: "Name is required", email: "Email is required" });
    const bad = await invite(a, "not-an-email");
    expect((await errorOf(bad)).fields).toEqual({ email: "Please enter a valid email address" });
  });

  it("answers the same whether or not the address has an account; each gets the right email", async () => {
    const a = await nurse();
    const b = await nurse();
    const unknown = `nobody-${Date.now()}@example.com`;
    const toAccount = await invite(a, b.email.toUpperCase(), "Bea");
    const toNobody = await invite(a, unknown, "Nob");
    expect([toAccount.status, toNobody.status]).toEqual([201, 201]);
    const [one, two] = [await json<Colleague>(toAccount), await json<Colleague>(toNobody)];
    const shape = (c: Colleague) => Object.keys(c).sort().join() + c.status;
    expect(shape(one)).toBe(shape(two));
    expect(one).toMatchObject({ name: "Bea", email: b.email, initials: "B", status: "invited", color: COLLEAGUE_COLORS[0] });
    expect(two).toMatchObject({ status: "invited", color: COLLEAGUE_COLORS[1] });

    const toB = await t.waitForMail(b.email, (m) => m.subject.includes("invited you"));
    expect(linkIn(toB)).toBe(`${t.config.baseUrl}/friends-calendar`);
    expect(toB.subject).toContain(a.name);
    const toNew = await t.waitForMail(unknown, (m) => m.subject.includes("invited you"));
    expect(linkIn(toNew)).toBe(`${t.config.baseUrl}/signup`);
  });

  it("refuses inviting herself (400) and the same address twice (409)", async () => {
    const a = await nurse();
    const self = await invite(a, a.email.toUpperCase());
    expect(self.status).toBe(400);
    expect((await errorOf(self)).fields).toEqual({ email: "You cannot invite yourself." });
    expect((await invite(a, "twice@example.com")).status).toBe(201);
    const again = await invite(a, "TWICE@example.com", "Other name");
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("You have already invited this colleague.");
    expect(await network(a)).toHaveLength(1);
  });

  it("refuses inviting someone already connected either way, or who already invited her (409)", async () => {
    const [a, b, c] = [await nurse(), await nurse(), await nurse()];
    await connect(a, b);
    expect((await invite(b, a.email)).status).toBe(409);
    expect((await invite(a, b.email)).status).toBe(409);
    expect((await invite(c, a.email)).status).toBe(201);
    const back = await invite(a, c.email);
    expect(back.status).toBe(409);
    expect((await errorOf(back)).message).toMatch(/already invited you/);
  });

  it("is rate limited per nurse (the database-backed limiter)", async () => {
    const a = await nurse();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await invite(a, `limit-${i}@example.com`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another nurse is not limited by her.
    expect((await invite(await nurse(), "limit-0@example.com")).status).toBe(201);
  });
});

describe("only a confirmed address invites", () => {
  it("an unconfirmed nurse is told to confirm first (403), nothing is stored and no mail goes out; once confirmed, she invites", async () => {
    const jane = await nurse(false);
    const target = await nurse();
    const mailsBefore = t.mails.length;
    const res = await invite(jane, target.email, "Real Nurse");
    expect(res.status).toBe(403);
    const body = await json<ErrorBody>(res);
    expect(body.error.code).toBe("email_not_confirmed");
    expect(body.error.message).toMatch(/^Confirm your email address first/);
    expect(t.mails.length).toBe(mailsBefore);
    expect(await network(jane)).toEqual([]);
    expect(await network(target)).toEqual([]);
    // Nor to an address without an account (the open-relay case).
    expect((await invite(jane, `relay-${Date.now()}@example.com`)).status).toBe(403);
    expect(t.mails.length).toBe(mailsBefore);

    await t.services.db.update(users).set({ emailVerified: true }).where(eq(users.id, jane.id));
    expect((await invite(jane, target.email)).status).toBe(201);
    expect((await network(target)).map((c) => c.status)).toEqual(["incoming"]);
  });

  it("an invitation stored from an address that is not confirmed (before this rule) reaches nobody and cannot be accepted", async () => {
    const [impostor, victim] = [await nurse(false), await nurse()];
    const [row] = await t.services.database.query<{ id: string }>(
      "insert into colleague_links (inviter_id, invitee_email, inviter_label, inviter_color) values ($1, $2, 'Victim', $3) returning id",
      [impostor.id, victim.email.toLowerCase(), COLLEAGUE_COLORS[0]],
    );
    expect(await network(victim)).toEqual([]);
    expect((await act(victim, row!.id, "accept")).status).toBe(404);
  });
});

describe("answering", () => {
  it("the invited account sees it waiting (with the inviter's name) and accepts; both are connected, each with her own label and colour", async () => {
    const [a, b] = [await nurse(), await nurse()];
    const { id } = await json<Colleague>(await invite(a, b.email, "Bea Night"));
    const waiting = await network(b);
    expect(waiting).toEqual([expect.objectContaining({ id, name: a.name, email: a.email, status: "incoming" })]);
    const accepted = await act(b, id, "accept");
    expect(accepted.status).toBe(200);
    expect(await json<Colleague>(accepted)).toMatchObject({ id, name: a.name, status: "connected" });
    expect(await network(a)).toEqual([expect.objectContaining({ id, name: "Bea Night", initials: "BN", status: "connected" })]);
    // Accepting twice: there is no waiting invitation any more.
    expect((await act(b, id, "accept")).status).toBe(404);
  });

  it("an unverified account does not see nor accept an invitation to its address (matched on the VERIFIED email)", async () => {
    const [a, squatter] = [await nurse(), await nurse(false)];
    const { id } = await json<Colleague>(await invite(a, squatter.email));
    expect(await network(squatter)).toEqual([]);
    expect((await act(squatter, id, "accept")).status).toBe(404);
    await t.services.db.update(users).set({ emailVerified: true }).where(eq(users.id, squatter.id));
    expect((await network(squatter)).map((c) => c.status)).toEqual(["incoming"]);
  });

  it("an invitation to a new address waits for the sign-up with that address", async () => {
    const a = await nurse();
    const email = `later-${Date.now()}@example.com`;
    const { id } = await json<Colleague>(await invite(a, email));
    const b = await t.signUp({ email });
    expect(await network(b)).toEqual([]); // not verified yet
    const verify = linkIn(await t.waitForMail(email, (m) => /Confirm your email/.test(m.subject)));
    expect((await t.request(new URL(verify).pathname + new URL(verify).search)).status).toBe(302);
    expect((await network(b)).map((c) => [c.id, c.status])).toEqual([[id, "incoming"]]);
    expect((await act(b, id, "accept")).status).toBe(200);
  });

  it("only the account with that email can accept or decline: the inviter and others get 404", async () => {
    const [a, b, eve] = [await nurse(), await nurse(), await nurse()];
    const { id } = await json<Colleague>(await invite(a, b.email));
    for (const who of [a, eve]) {
      for (const action of ["accept", "decline"] as const) {
        const res = await act(who, id, action);
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain(b.email);
      }
    }
    expect((await network(b))[0]?.status).toBe("incoming");
    expect((await network(a))[0]?.status).toBe("invited");
  });

  it("declining leaves nothing for her, and tells the inviter nothing", async () => {
    const [a, b] = [await nurse(), await nurse()];
    const { id } = await json<Colleague>(await invite(a, b.email));
    const res = await act(b, id, "decline");
    expect(res.status).toBe(200);
    expect(await network(b)).toEqual([]);
    expect((await network(a)).map((c) => c.status)).toEqual(["invited"]);
    expect((await t.request(`/api/colleagues/${id}`, { cookie: b.cookie })).status).toBe(404);
    expect((await act(b, id, "accept")).status).toBe(404);
  });
});

describe("invitations last 30 days", () => {
  /** Moves an invitation's sending date back by some days (the database is the clock's only reader here). */
  const sentDaysAgo = (id: string, days: number) =>
    t.services.database.query("update colleague_links set created_at = now() - make_interval(days => $2) where id = $1", [id, days]);

  it("a declined invitation stops waiting after 30 days, as an unanswered one does: the inviter cannot tell which", async () => {
    const [a, b, c] = [await nurse(), await nurse(), await nurse()];
    const declined = (await json<Colleague>(await invite(a, b.email, "Bea"))).id;
    const unanswered = (await json<Colleague>(await invite(a, c.email, "Cy"))).id;
    expect((await act(b, declined, "decline")).status).toBe(200);
    await sentDaysAgo(declined, 29);
    await sentDaysAgo(unanswered, 29);
    expect((await network(a)).map((x) => [x.name, x.status])).toEqual([
      ["Bea", "invited"],
      ["Cy", "invited"],
    ]);
    await sentDaysAgo(declined, 30);
    await sentDaysAgo(unanswered, 30);
    expect((await network(a)).map((x) => [x.name, x.status])).toEqual([
      ["Bea", "expired"],
      ["Cy", "expired"],
    ]);
    // The invitee no longer has it waiting, and cannot accept it late.
    expect(await network(c)).toEqual([]);
    expect((await act(c, unanswered, "accept")).status).toBe(404);
  });

  it("the inviter withdraws an expired invitation, or invites again: one entry, a new mail, and it can be accepted", async () => {
    const [a, b, c] = [await nurse(), await nurse(), await nurse()];
    const old = (await json<Colleague>(await invite(a, b.email, "Bea"))).id;
    await sentDaysAgo(old, 31);
    const mailsBefore = t.mails.filter((m) => m.to === b.email).length;
    const again = await invite(a, b.email, "Bea again");
    expect(again.status).toBe(201);
    const fresh = await json<Colleague>(again);
    expect(fresh).toMatchObject({ name: "Bea again", status: "invited" });
    expect((await network(a)).map((x) => [x.id, x.status])).toEqual([[fresh.id, "invited"]]);
    await t.waitForMail(b.email, () => t.mails.filter((m) => m.to === b.email).length > mailsBefore);
    expect((await act(b, fresh.id, "accept")).status).toBe(200);

    const other = (await json<Colleague>(await invite(a, c.email))).id;
    await sentDaysAgo(other, 45);
    expect((await t.request(`/api/colleagues/${other}`, { method: "DELETE", cookie: a.cookie })).status).toBe(200);
    expect((await network(a)).map((x) => x.status)).toEqual(["connected"]);
  });
});

describe("one link per pair of nurses, whatever happened before", () => {
  it("block, unblock and re-invite: each side sees one entry, and one connection once accepted", async () => {
    const [a, b] = [await nurse(), await nurse()];
    await connect(a, b, "Bea");
    // B blocks A; A invites B meanwhile (stored as declined, unseen).
    await t.request("/api/colleagues/blocks", { cookie: b.cookie, body: { email: a.email } });
    expect((await invite(a, b.email, "Bea")).status).toBe(201);
    const [block] = (await json<{ blocks: { id: string }[] }>(await t.request("/api/colleagues/blocks", { cookie: b.cookie }))).blocks;
    expect((await t.request(`/api/colleagues/blocks/${block!.id}`, { method: "DELETE", cookie: b.cookie })).status).toBe(200);
    // B invites A back: A's stale invitation to B goes; A sees one entry, B's invitation.
    expect((await invite(b, a.email, "Ann")).status).toBe(201);
    expect((await network(a)).map((x) => x.status)).toEqual(["incoming"]);
    expect((await network(b)).map((x) => x.status)).toEqual(["invited"]);
    const [incoming] = await network(a);
    expect((await act(a, incoming!.id, "accept")).status).toBe(200);
    expect((await network(a)).map((x) => x.status)).toEqual(["connected"]);
    expect((await network(b)).map((x) => x.status)).toEqual(["connected"]);
    const [{ count }] = (await t.services.database.query<{ count: string }>(
      "select count(*)::text as count from colleague_links where $1 in (inviter_id, invitee_id) and $2 in (inviter_id, invitee_id)",
      [a.id, b.id],
    )) as [{ count: string }];
    expect(count).toBe("1");
  });

  it("accepting an invitation replaces her own settled invitation to the same nurse", async () => {
    const [a, b] = [await nurse(), await nurse()];
    // A asked B, B declined; a month later B asks A.
    const first = (await json<Colleague>(await invite(a, b.email))).id;
    await act(b, first, "decline");
    await t.services.database.query("update colleague_links set created_at = now() - interval '31 days' where id = $1", [first]);
    expect((await network(a)).map((x) => x.status)).toEqual(["expired"]);
    expect((await invite(b, a.email, "Ann")).status).toBe(201);
    expect((await network(a)).map((x) => x.status)).toEqual(["incoming"]);
    const [incoming] = await network(a);
    expect((await act(a, incoming!.id, "accept")).status).toBe(200);
    expect((await network(a)).map((x) => x.status)).toEqual(["connected"]);
  });

  it("accepting an invitation from a nurse she is already connected with is a conflict (409), and the connection stays", async () => {
    const [a, b] = [await nurse(), await nurse()];
    const id = await connect(a, b);
    // An invitation the other way, left from before one link per pair was kept.
    const [row] = await t.services.database.query<{ id: string }>(
      "insert into colleague_links (inviter_id, invitee_email, inviter_label, inviter_color) values ($1, $2, 'A', $3) returning id",
      [b.id, a.email.toLowerCase(), COLLEAGUE_COLORS[0]],
    );
    const res = await act(a, row!.id, "accept");
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe("You are already connected with this colleague.");
    expect((await network(b)).filter((x) => x.status === "connected").map((x) => x.id)).toEqual([id]);
  });

  it("the database refuses a second answered link between the same two nurses, either way round", async () => {
    const [a, b] = [await nurse(), await nurse()];
    await connect(a, b);
    const insert = (from: TestUser, to: TestUser) =>
      t.services.database.query(
        "insert into colleague_links (inviter_id, invitee_email, invitee_id, status, inviter_label, inviter_color) values ($1, $2, $3, 'declined', 'x', $4)",
        [from.id, `other-${crypto.randomUUID()}@example.com`, to.id, COLLEAGUE_COLORS[0]],
      );
    await expect(insert(b, a)).rejects.toThrow(/colleague_links_pair_key/);
    await expect(insert(a, b)).rejects.toThrow(/colleague_links_pair_key/);
  });
});

describe("edit and remove", () => {
  it("Edit Details changes the viewer's own label and colour, nobody else's", async () => {
    const [a, b] = [await nurse(), await nurse()];
    const id = await connect(a, b, "Bea");
    const bBefore = await network(b);
    const res = await t.request(`/api/colleagues/${id}`, { method: "PATCH", cookie: a.cookie, body: { name: "bea from icu", color: COLLEAGUE_COLORS[5] } });
    expect(res.status).toBe(200);
    expect(await json<Colleague>(res)).toMatchObject({ name: "bea from icu", initials: "BF", color: COLLEAGUE_COLORS[5] });
    expect(await network(b)).toEqual(bBefore);
    const theirs = await t.request(`/api/colleagues/${id}`, { method: "PATCH", cookie: b.cookie, body: { name: "Ann" } });
    expect(await json<Colleague>(theirs)).toMatchObject({ name: "Ann" });
    expect((await network(a))[0]?.name).toBe("bea from icu");
    const stranger = await t.request(`/api/colleagues/${id}`, { method: "PATCH", cookie: (await nurse()).cookie, body: { name: "Hacked" } });
    expect(stranger.status).toBe(404);
    const bad = await t.request(`/api/colleagues/${id}`, { method: "PATCH", cookie: a.cookie, body: { color: "#123456" } });
    expect(bad.status).toBe(400);
  });

  it("either side removes the other: neither sees anything after, and no mail tells her", async () => {
    for (const remover of ["inviter", "invitee"] as const) {
      const [a, b] = [await nurse(), await nurse()];
      await workingNurse(a);
      await workingNurse(b);
      const id = await connect(a, b);
      expect((await shifts(a)).colleagues).toHaveLength(1);
      const mailsBefore = t.mails.length;
      const res = await t.request(`/api/colleagues/${id}`, { method: "DELETE", cookie: (remover === "inviter" ? a : b).cookie });
      expect(res.status).toBe(200);
      expect(t.mails.length).toBe(mailsBefore);
      for (const who of [a, b]) {
        expect(await network(who)).toEqual([]);
        expect((await shifts(who)).colleagues).toEqual([]);
        expect((await shiftsOf(who, `&colleagueId=${id}`)).status).toBe(404);
      }
    }
  });

  it("a stranger cannot read, change or remove a connection (404), and it stays", async () => {
    const [a, b, eve] = [await nurse(), await nurse(), await nurse()];
    const id = await connect(a, b);
    expect((await t.request(`/api/colleagues/${id}`, { cookie: eve.cookie })).status).toBe(404);
    expect((await t.request(`/api/colleagues/${id}`, { method: "DELETE", cookie: eve.cookie })).status).toBe(404);
    expect((await network(a)).map((c) => c.status)).toEqual(["connected"]);
  });
});

describe("blocking", () => {
  it("a blocked address cannot invite her again; the inviter's answer is the same and no mail goes out", async () => {
    const [a, b] = [await nurse(), await nurse()];
    const block = await t.request("/api/colleagues/blocks", { cookie: b.cookie, body: { email: a.email.toUpperCase() } });
    expect(block.status).toBe(201);
    const mailsBefore = t.mails.filter((m) => m.to === b.email).length;
    const res = await invite(a, b.email);
    expect(res.status).toBe(201);
    expect((await json<Colleague>(res)).status).toBe("invited");
    expect(await network(b)).toEqual([]);
    expect(t.mails.filter((m) => m.to === b.email).length).toBe(mailsBefore);
    const { id } = (await network(a))[0]!;
    expect((await act(b, id, "accept")).status).toBe(404);
  });

  it("blocking a connected colleague ends the connection both ways", async () => {
    const [a, b] = [await nurse(), await nurse()];
    await workingNurse(a);
    const id = await connect(a, b);
    expect((await shifts(b)).colleagues).toHaveLength(1);
    expect((await t.request("/api/colleagues/blocks", { cookie: b.cookie, body: { email: a.email } })).status).toBe(201);
    expect(await network(a)).toEqual([]);
    expect(await network(b)).toEqual([]);
    expect((await shiftsOf(b, `&colleagueId=${id}`)).status).toBe(404);
    expect((await shifts(b)).colleagues).toEqual([]);
    expect((await invite(a, b.email)).status).toBe(201); // answered as ever…
    expect(await network(b)).toEqual([]); // …and never reaches her
  });

  it("her blocked addresses are listed, newest first; unblocking lets the address invite her again; another nurse's block is 404", async () => {
    const [a, b, c] = [await nurse(), await nurse(), await nurse()];
    const first = await json<{ id: string; email: string }>(await t.request("/api/colleagues/blocks", { cookie: b.cookie, body: { email: a.email } }));
    expect(first.email).toBe(a.email.toLowerCase());
    const again = await json<{ id: string }>(await t.request("/api/colleagues/blocks", { cookie: b.cookie, body: { email: a.email.toUpperCase() } }));
    expect(again.id).toBe(first.id); // blocking twice is one block
    await t.request("/api/colleagues/blocks", { cookie: b.cookie, body: { email: "pest@example.com" } });
    const listed = await json<{ blocks: { email: string }[] }>(await t.request("/api/colleagues/blocks", { cookie: b.cookie }));
    expect(listed.blocks.map((x) => x.email)).toEqual(["pest@example.com", a.email.toLowerCase()]);
    expect((await json<{ blocks: unknown[] }>(await t.request("/api/colleagues/blocks", { cookie: c.cookie }))).blocks).toEqual([]);

    // Another nurse cannot lift it, nor learn it exists.
    expect((await t.request(`/api/colleagues/blocks/${first.id}`, { method: "DELETE", cookie: c.cookie })).status).toBe(404);
    expect((await invite(a, b.email)).status).toBe(201);
    expect(await network(b)).toEqual([]);

    // Unblocked: a new invitation reaches her (the one sent while blocked stays unseen; the inviter withdraws and asks again).
    expect((await t.request(`/api/colleagues/blocks/${first.id}`, { method: "DELETE", cookie: b.cookie })).status).toBe(200);
    expect((await t.request(`/api/colleagues/blocks/${first.id}`, { method: "DELETE", cookie: b.cookie })).status).toBe(404);
    const stale = (await network(a))[0]!;
    expect((await t.request(`/api/colleagues/${stale.id}`, { method: "DELETE", cookie: a.cookie })).status).toBe(200);
    expect((await invite(a, b.email)).status).toBe(201);
    expect((await network(b)).map((x) => x.status)).toEqual(["incoming"]);
  });

  it("blocking herself is refused", async () => {
    const a = await nurse();
    expect((await t.request("/api/colleagues/blocks", { cookie: a.cookie, body: { email: a.email } })).status).toBe(400);
  });
});

describe("colleague shifts: working facts of connected colleagues only", () => {
  it("two nurses with VGH ICU as their shifts' location and no job are working together; so are a shift's own unit and a location naming it", async () => {
    const [a, b] = [await nurse(), await nurse()];
    const mine = await createShiftType(t, a, { name: "Day", location: "VGH ICU" });
    const theirs = await createShiftType(t, b, { name: "Night", startTime: "19:00", endTime: "07:00", location: "vgh  icu" });
    const unitOwn = await createShiftType(t, b, { name: "Eve", startTime: "15:00", endTime: "23:00", location: "VGH", unit: "ICU" });
    for (const [user, date, type] of [
      [a, "2026-05-10", mine],
      [a, "2026-05-11", mine],
      [b, "2026-05-10", theirs],
      [b, "2026-05-11", unitOwn],
    ] as const)
      expect((await applyShift(t, user, date, type.id)).status).toBe(200);
    const id = await connect(a, b);
    const answer = await shifts(a);
    const colleague = answer.colleagues.find((c) => c.id === id)!;
    expect(colleague.shifts.map((s) => [s.date, s.hospital, s.unit])).toEqual([
      ["2026-05-10", "vgh  icu", ""],
      ["2026-05-11", "VGH", "ICU"],
    ]);
    expect(dayCompatibility("2026-05-10", answer.mine, colleague.shifts)).toBe("working-together");
    expect(dayCompatibility("2026-05-11", answer.mine, colleague.shifts)).toBe("working-together");
  });

  it("shows a connected colleague's shifts as name, start, end, hospital and unit — nothing else", async () => {
    const [a, b] = [await nurse(), await nurse()];
    await workingNurse(b, "2026-05-10");
    const dated = await createShiftType(t, b, { name: "Course", startTime: "09:00", endTime: "17:00", location: "", date: "2026-05-12" });
    expect(dated.id).toBeTruthy();
    const own = await createShiftType(t, a, { name: "Day", location: "VGH" });
    await applyShift(t, a, "2026-05-10", own.id);
    const id = await connect(a, b);

    const res = await shiftsOf(a);
    const text = await res.clone().text();
    const answer = await json<ColleagueShifts>(res);
    expect(answer.mine).toEqual([{ date: "2026-05-10", name: "Day", start: "07:00", end: "19:00", hospital: "VGH", unit: "" }]);
    expect(answer.colleagues).toEqual([
      {
        id,
        shifts: [
          { date: "2026-05-10", name: "Night", start: "19:00", end: "07:00", hospital: "VGH", unit: "ICU" },
          { date: "2026-05-12", name: "Course", start: "09:00", end: "17:00", hospital: "", unit: "" },
        ],
      },
    ]);
    for (const secret of ["charger", "61.25", "73.19", "Union rep", b.id, b.email, "Registered Nurse"]) expect(text).not.toContain(secret);
    expect(res.headers.get("cache-control")).toContain("no-store");
    // And the other way round, B sees A.
    expect((await shifts(b)).colleagues).toEqual([{ id, shifts: [expect.objectContaining({ name: "Day" })] }]);
    // One colleague by id.
    expect((await shifts(a, `&colleagueId=${id}`)).colleagues.map((c) => c.id)).toEqual([id]);
  });

  it("the privacy matrix: pending, declined, removed, blocked or a stranger yield nothing, and by id answer 404", async () => {
    const viewer = await nurse();
    const cases: Record<string, string> = {};
    const make = async () => {
      const other = await nurse();
      await workingNurse(other);
      return other;
    };
    // pending (viewer invited them, and they invited the viewer)
    const p1 = await make();
    cases["pending, sent"] = (await json<Colleague>(await invite(viewer, p1.email))).id;
    const p2 = await make();
    cases["pending, received"] = (await json<Colleague>(await invite(p2, viewer.email))).id;
    // declined
    const d = await make();
    cases.declined = (await json<Colleague>(await invite(viewer, d.email))).id;
    await act(d, cases.declined, "decline");
    // removed
    const r = await make();
    cases.removed = await connect(viewer, r);
    await t.request(`/api/colleagues/${cases.removed}`, { method: "DELETE", cookie: r.cookie });
    // blocked
    const bl = await make();
    cases.blocked = await connect(bl, viewer);
    await t.request("/api/colleagues/blocks", { cookie: viewer.cookie, body: { email: bl.email } });
    // a stranger's own connection, guessed
    const [s1, s2] = [await make(), await make()];
    cases["a stranger's connection"] = await connect(s1, s2);
    cases["a made-up id"] = crypto.randomUUID();

    expect(await shifts(viewer)).toMatchObject({ mine: [], colleagues: [] });
    for (const [what, id] of Object.entries(cases)) {
      const res = await shiftsOf(viewer, `&colleagueId=${id}`);
      expect(res.status, what).toBe(404);
      const text = await res.text();
      expect(text, what).not.toMatch(/Night|VGH|ICU|@/);
    }
    // The pending ones are still in the network, as invitations, with no shifts.
    expect((await network(viewer)).map((c) => c.status).sort()).toEqual(["incoming", "invited", "invited"]);
  });

  it("a colleague's change shows on the viewer's next load (no stale cache across users)", async () => {
    const [a, b] = [await nurse(), await nurse()];
    const type = await workingNurse(b, "2026-05-10");
    await connect(a, b);
    // A's own month is cached; reading it must never mix in B's rows.
    await calendar(t, a, MONTH.from, MONTH.to);
    const names = async () => (await shifts(a)).colleagues.flatMap((c) => c.shifts.map((s) => `${s.date} ${s.name} ${s.unit}`));
    expect(await names()).toEqual(["2026-05-10 Night ICU"]);
    await applyShift(t, b, "2026-05-11", type.id);
    expect(await names()).toEqual(["2026-05-10 Night ICU", "2026-05-11 Night ICU"]);
    await t.request(`/api/shift-types/${type.id}`, { method: "PATCH", cookie: b.cookie, body: { name: "Long night" } });
    expect(await names()).toEqual(["2026-05-10 Long night ICU", "2026-05-11 Long night ICU"]);
    await t.request("/api/calendar/2026-05-10", { method: "DELETE", cookie: b.cookie });
    expect(await names()).toEqual(["2026-05-11 Long night ICU"]);
    expect((await calendar(t, a, MONTH.from, MONTH.to)).shifts).toEqual([]);
    // Her job's unit is a working fact too.
    const [job] = await t.services.database.query<{ id: string }>("select id from jobs where user_id = $1", [b.id]);
    expect((await t.request(`/api/jobs/${job!.id}`, { method: "PATCH", cookie: b.cookie, body: { unit: "CCU" } })).status).toBe(200);
    expect(await names()).toEqual(["2026-05-11 Long night CCU"]);
    // The shift's own unit, once she writes one, wins over her job's.
    await t.request(`/api/shift-types/${type.id}`, { method: "PATCH", cookie: b.cookie, body: { unit: "Cardiac ICU" } });
    expect(await names()).toEqual(["2026-05-11 Long night Cardiac ICU"]);
    await t.request(`/api/shift-types/${type.id}`, { method: "PATCH", cookie: b.cookie, body: { unit: "" } });
    expect(await names()).toEqual(["2026-05-11 Long night CCU"]);
    // A new connection shows on the next load too, beside the answer A had.
    const c = await nurse();
    await workingNurse(c, "2026-05-12");
    await connect(a, c);
    expect((await names()).sort()).toEqual(["2026-05-11 Long night CCU", "2026-05-12 Night ICU"]);
  });

  it("a change made outside this instance (a script, another server) shows too: the database notifies the owner's id", async () => {
    const [a, b, c] = [await nurse(), await nurse(), await nurse()];
    const type = await workingNurse(b, "2026-05-10");
    await connect(a, b);
    await connect(c, b);
    const seen = async (viewer: TestUser) => (await shifts(viewer)).colleagues.flatMap((x) => x.shifts.map((s) => `${s.name} ${s.unit}`));
    expect(await seen(a)).toEqual(["Night ICU"]);
    expect(await seen(c)).toEqual(["Night ICU"]);
    await t.services.database.query("update shift_types set name = 'Renamed by a script' where id = $1", [type.id]);
    await expect.poll(() => seen(a)).toEqual(["Renamed by a script ICU"]);
    expect(await seen(c)).toEqual(["Renamed by a script ICU"]);
    await t.services.database.query("update jobs set unit = 'HDU' where user_id = $1", [b.id]);
    await expect.poll(() => seen(c)).toEqual(["Renamed by a script HDU"]);
  });

  it("the cache is keyed by the owner, behind a gate read afresh: a removal shows at once, and a stranger never gets the cached shifts", async () => {
    const [a, b, eve] = [await nurse(), await nurse(), await nurse()];
    await workingNurse(b);
    const id = await connect(a, b);
    expect((await shifts(a)).colleagues).toHaveLength(1); // B's month is now in memory
    expect((await shifts(eve)).colleagues).toEqual([]);
    expect((await shiftsOf(eve, `&colleagueId=${id}`)).status).toBe(404);
    await t.services.database.query("delete from colleague_links where id = $1", [id]); // not through the app: no eviction
    expect((await shifts(a)).colleagues).toEqual([]);
  });

  it("refuses a range over 62 days or out of order (400)", async () => {
    const a = await nurse();
    expect((await t.request("/api/colleagues/shifts?from=2026-01-01&to=2026-04-01", { cookie: a.cookie })).status).toBe(400);
    expect((await t.request("/api/colleagues/shifts?from=2026-02-01&to=2026-01-01", { cookie: a.cookie })).status).toBe(400);
  });
});
