import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, todayIn } from "@core/calendar-dates";
import type { Swap } from "@core/schemas/swaps";
import { swapDayLabel } from "@core/swaps";
import { swaps, users } from "../../db/schema";
import { applyShift, calendar, createJob, createShiftType } from "../../testing/calendar-fixtures";
import { browserKeys, decryptPush, useStandInPush } from "../../testing/stand-in-push-service";
import { errorOf, json, type TestUser, useTestApp } from "../../testing/test-app";
import { swapsArea } from ".";

const t = useTestApp();
const push = useStandInPush(t);

afterEach(() => {
  vi.useRealTimers();
});

/** Days ahead of today (the nurses' zone is UTC until they set one): requests are for days to come. */
const ahead = (days: number) => addDays(todayIn("UTC"), days);

async function nurse(firstName: string) {
  const user = await t.signUp({ firstName, lastName: "Nurse" });
  await t.services.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
}

/** A invites B and B accepts: the connection's id (the same row seen from both sides). */
async function connect(a: TestUser, b: TestUser) {
  const sent = await t.request("/api/colleagues", { cookie: a.cookie, body: { name: b.name, email: b.email } });
  expect(sent.status).toBe(201);
  const { id } = await json<{ id: string }>(sent);
  expect((await t.request(`/api/colleagues/${id}/accept`, { method: "POST", cookie: b.cookie })).status).toBe(200);
  return id;
}

/** Alice works a Day shift (with her job, pay and a premium) on `date`; Ben is her connected colleague. */
async function aliceAndBen(date = ahead(9)) {
  const alice = await nurse("Alice");
  const ben = await nurse("Ben");
  const link = await connect(alice, ben);
  const job = await createJob(t, alice, { unit: "ICU", hourlyRate: 61.25 });
  const day = await createShiftType(t, alice, {
    name: "VGH Day",
    location: "VGH",
    startTime: "07:00",
    endTime: "19:00",
    jobId: job.id,
    hourlyRate: 73.19,
    premiums: [{ name: "Weekend", amountPerHour: 3.5, days: "weekends" }],
  });
  expect((await applyShift(t, alice, date, day.id)).status).toBe(200);
  return { alice, ben, link, day, date };
}

const ask = (user: TestUser, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request("/api/swaps", { cookie: user.cookie, body, headers });
const act = (user: TestUser, id: string, action: "accept" | "decline" | "cancel") =>
  t.request(`/api/swaps/${id}/${action}`, { method: "POST", cookie: user.cookie });
const list = async (user: TestUser, show = "") =>
  (await json<{ swaps: Swap[] }>(await t.request(`/api/swaps${show ? `?show=${show}` : ""}`, { cookie: user.cookie }))).swaps;
const dayOf = async (user: TestUser, date: string) => {
  const month = await calendar(t, user, date, date);
  const shift = month.shifts.find((s) => s.source === "applied");
  return shift ? month.shiftTypes.find((st) => st.id === shift.shiftTypeId)! : null;
};
async function asked(user: TestUser, body: Record<string, unknown>) {
  const res = await ask(user, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Swap>(res);
}

describe("asking a colleague to take a shift", () => {
  it("Ben is asked (in the app and by email), accepts, and both calendars change at once; the record shows it to both", async () => {
    const { alice, ben, link, date } = await aliceAndBen();
    const swap = await asked(alice, { colleagueId: link, date, note: "Family dinner, thank you!" });
    expect(swap).toMatchObject({
      kind: "give-away",
      status: "pending",
      role: "requester",
      other: { id: link, name: ben.name },
      date,
      shift: { name: "VGH Day", start: "07:00", end: "19:00", location: "VGH" },
      theirDate: null,
      theirShift: null,
      note: "Family dinner, thank you!",
      answeredAt: null,
    });
    const incoming = await list(ben, "open");
    expect(incoming).toEqual([expect.objectContaining({ id: swap.id, role: "colleague", status: "pending", other: { id: link, name: "Alice Nurse" } })]);
    const request = await t.waitForMail(ben.email.toLowerCase(), (m) => m.subject === "Alice Nurse asks you to take a shift");
    expect(request.text).toContain(`Alice Nurse asks you to take their shift: VGH Day on ${swapDayLabel(date)}, 07:00–19:00 at VGH.`);
    expect(request.text).toContain("Their note: “Family dinner, thank you!”");
    expect(request.text).not.toContain("73.19");

    const accepted = await act(ben, swap.id, "accept");
    expect(accepted.status).toBe(200);
    const answered = await json<Swap>(accepted);
    expect(answered).toMatchObject({ status: "accepted", role: "colleague" });
    expect(answered.answeredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    expect(await dayOf(alice, date)).toBeNull();
    const bens = await dayOf(ben, date);
    expect(bens).toMatchObject({ name: "VGH Day", startTime: "07:00", endTime: "19:00", location: "VGH", paidHours: 12 });
    // His library gained a copy: its working facts and looks, not her job, pay or premiums.
    const copy = await json<Record<string, unknown>>(await t.request(`/api/shift-types/${bens!.id}`, { cookie: ben.cookie }));
    expect(copy).toMatchObject({ name: "VGH Day", location: "VGH", unit: "ICU", jobId: null, hourlyRate: null, premiums: [] });

    const answer = await t.waitForMail(alice.email.toLowerCase(), (m) => m.subject === "Ben Nurse accepted your swap");
    expect(answer.text).toContain(`Ben Nurse takes your VGH Day on ${swapDayLabel(date)}, 07:00–19:00 at VGH.`);

    for (const who of [alice, ben]) {
      const record = await list(who, "agreed");
      expect(record.map((s) => [s.id, s.status, s.date, s.answeredAt])).toEqual([[swap.id, "accepted", date, answered.answeredAt]]);
      expect(await list(who, "open")).toEqual([]);
    }
  });

  it("a trade: each takes the other's shift; a shift type like hers already in his library is used, not copied again", async () => {
    const { alice, ben, link, date } = await aliceAndBen();
    const theirDate = ahead(12);
    const night = await createShiftType(t, ben, { name: "Night", startTime: "19:00", endTime: "07:00", location: "VGH", paidHours: 11.25 });
    await applyShift(t, ben, theirDate, night.id);
    // Ben already has a "VGH Day" of his own, alike in name, times and place.
    const his = await createShiftType(t, ben, { name: "VGH Day", location: "VGH", startTime: "07:00", endTime: "19:00" });
    const swap = await asked(alice, { colleagueId: link, date, theirDate });
    expect(swap).toMatchObject({ kind: "trade", theirDate, theirShift: { name: "Night", start: "19:00", end: "07:00", location: "VGH" } });
    const mail = await t.waitForMail(ben.email.toLowerCase(), (m) => m.subject === "Alice Nurse asks you to trade shifts");
    expect(mail.text).toContain(`you take their VGH Day on ${swapDayLabel(date)}`);

    expect((await act(ben, swap.id, "accept")).status).toBe(200);
    expect((await dayOf(ben, date))?.id).toBe(his.id);
    expect(await dayOf(ben, theirDate)).toBeNull();
    expect(await dayOf(alice, date)).toBeNull();
    expect(await dayOf(alice, theirDate)).toMatchObject({ name: "Night", startTime: "19:00", endTime: "07:00", location: "VGH" });
    const library = await json<{ shiftTypes: { name: string }[] }>(await t.request("/api/shift-types", { cookie: ben.cookie }));
    expect(library.shiftTypes.filter((s) => s.name === "VGH Day")).toHaveLength(1);
  });

  it("both see the change in their calendar feeds", async () => {
    const { alice, ben, link, date } = await aliceAndBen();
    const feed = async (user: TestUser) => {
      const { url } = await json<{ url: string }>(await t.request("/api/calendar/subscription", { method: "POST", cookie: user.cookie }));
      return () => t.request(new URL(url).pathname + new URL(url).search).then((r) => r.text());
    };
    const [aliceFeed, benFeed] = [await feed(alice), await feed(ben)];
    const onDay = `DTSTART;TZID=UTC:${date.replaceAll("-", "")}T070000`;
    expect(await aliceFeed()).toContain(onDay);
    expect(await benFeed()).not.toContain(onDay);
    const swap = await asked(alice, { colleagueId: link, date });
    expect((await act(ben, swap.id, "accept")).status).toBe(200);
    expect(await aliceFeed()).not.toContain(onDay);
    expect(await benFeed()).toContain(onDay);
    expect(await benFeed()).toContain("VGH Day");
  });

  it("a decline leaves both calendars as they were, and Alice is told", async () => {
    const { alice, ben, link, date, day } = await aliceAndBen();
    const swap = await asked(alice, { colleagueId: link, date });
    const res = await act(ben, swap.id, "decline");
    expect(res.status).toBe(200);
    expect((await json<Swap>(res)).status).toBe("declined");
    expect((await dayOf(alice, date))?.id).toBe(day.id);
    expect(await dayOf(ben, date)).toBeNull();
    const mail = await t.waitForMail(alice.email.toLowerCase(), (m) => m.subject === "Ben Nurse declined your swap");
    expect(mail.text).toContain("Your calendar is unchanged.");
    expect(await list(alice, "agreed")).toEqual([]);
  });

  it("Alice cancels while it waits; Ben can no longer accept it", async () => {
    const { alice, ben, link, date } = await aliceAndBen();
    const swap = await asked(alice, { colleagueId: link, date });
    const cancelled = await act(alice, swap.id, "cancel");
    expect(cancelled.status).toBe(200);
    expect((await json<Swap>(cancelled)).status).toBe("cancelled");
    const late = await act(ben, swap.id, "accept");
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe("This swap request was cancelled.");
    expect(await list(ben, "open")).toEqual([]);
  });
});

describe("who may ask and answer", () => {
  it("only a connected colleague: a stranger's id, an invitation not accepted and a removed colleague are 404", async () => {
    const { alice, ben, link, date } = await aliceAndBen();
    const stranger = await nurse("Stranger");
    const strangers = await connect(stranger, await nurse("Other"));
    for (const colleagueId of [strangers, crypto.randomUUID()]) {
      const res = await ask(alice, { colleagueId, date });
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Colleague was not found.");
    }
    // A stranger cannot ask Alice through Alice and Ben's connection either.
    expect((await ask(stranger, { colleagueId: link, date })).status).toBe(404);
    const invited = await json<{ id: string }>(await t.request("/api/colleagues", { cookie: alice.cookie, body: { name: "Jo", email: "jo@example.com" } }));
    expect((await ask(alice, { colleagueId: invited.id, date })).status).toBe(404);
    expect((await t.request(`/api/colleagues/${link}`, { method: "DELETE", cookie: ben.cookie })).status).toBe(200);
    expect((await ask(alice, { colleagueId: link, date })).status).toBe(404);
  });

  it("another nurse's request is 404 to read or answer, and stays as it was", async () => {
    const { alice, link, date } = await aliceAndBen();
    const swap = await asked(alice, { colleagueId: link, date });
    const carol = await nurse("Carol");
    for (const action of ["accept", "decline", "cancel"] as const) {
      const res = await act(carol, swap.id, action);
      expect(res.status, action).toBe(404);
      expect((await errorOf(res)).message).toBe("Swap request was not found.");
    }
    expect(await list(carol)).toEqual([]);
    expect((await list(alice))[0]?.status).toBe("pending");
  });

  it("each side does only its own part: she cannot accept her own request, he cannot cancel hers", async () => {
    const { alice, ben, link, date } = await aliceAndBen();
    const swap = await asked(alice, { colleagueId: link, date });
    const own = await act(alice, swap.id, "accept");
    expect(own.status).toBe(403);
    expect((await errorOf(own)).message).toBe("Only the colleague you asked can accept this request.");
    expect((await act(alice, swap.id, "decline")).status).toBe(403);
    const notHis = await act(ben, swap.id, "cancel");
    expect(notHis.status).toBe(403);
    expect((await errorOf(notHis)).message).toBe("Only the nurse who asked can cancel this request.");
  });

  it("a colleague removed after the request cannot accept it", async () => {
    const { alice, ben, link, date } = await aliceAndBen();
    const swap = await asked(alice, { colleagueId: link, date });
    expect((await t.request(`/api/colleagues/${link}`, { method: "DELETE", cookie: alice.cookie })).status).toBe(200);
    const res = await act(ben, swap.id, "accept");
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe("You are no longer connected with this colleague: this request can no longer be accepted.");
    // Her list still shows it, by his account name.
    expect((await list(alice))[0]).toMatchObject({ other: { id: null, name: "Ben Nurse" } });
  });
});

describe("what a request must be", () => {
  it("says what is missing or wrong, field by field", async () => {
    const { alice, link, date } = await aliceAndBen();
    const empty = await ask(alice, {});
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).fields).toEqual({ colleagueId: "Colleague id is not valid", date: "date is required (yyyy-MM-dd)" });
    expect((await errorOf(await ask(alice, { colleagueId: link, date: "2026-02-30" }))).fields).toEqual({
      date: "Please enter a real date as yyyy-MM-dd, like 2026-03-14",
    });
    expect((await errorOf(await ask(alice, { colleagueId: link, date, note: "x".repeat(201) }))).fields).toEqual({
      note: "The note must be 200 characters or less",
    });
    expect((await errorOf(await ask(alice, { colleagueId: link, date, extra: 1 }))).fields).toEqual({ "": "Unknown field: extra." });
    const past = await ask(alice, { colleagueId: link, date: ahead(-1) });
    expect(past.status).toBe(400);
    expect((await errorOf(past)).fields).toEqual({ date: "That day has passed: choose a day from today on" });
    expect((await errorOf(await ask(alice, { colleagueId: link, date, theirDate: date }))).fields).toEqual({
      theirDate: "Choose another day than yours to trade for",
    });
  });

  it("her shift must be on her calendar, and the colleague free that day (a trade: theirs on their day, her free then)", async () => {
    const { alice, ben, link, date } = await aliceAndBen();
    const noShift = await ask(alice, { colleagueId: link, date: ahead(20) });
    expect(noShift.status).toBe(409);
    expect((await errorOf(noShift)).message).toBe(`You have no shift on ${swapDayLabel(ahead(20))} to swap.`);
    const night = await createShiftType(t, ben, { name: "Night", startTime: "19:00", endTime: "07:00" });
    await applyShift(t, ben, ahead(21), night.id);
    const nothingToTrade = await ask(alice, { colleagueId: link, date, theirDate: ahead(22) });
    expect((await errorOf(nothingToTrade)).message).toBe(`Ben Nurse has no shift on ${swapDayLabel(ahead(22))} to trade.`);
    await applyShift(t, ben, date, night.id);
    const busy = await ask(alice, { colleagueId: link, date });
    expect(busy.status).toBe(409);
    expect((await errorOf(busy)).message).toBe(`Ben Nurse already works on ${swapDayLabel(date)}.`);
  });

  it("one open request per colleague and day; the same request with its Idempotency-Key again is the same answer", async () => {
    const { alice, link, date } = await aliceAndBen();
    const key = crypto.randomUUID();
    const first = await ask(alice, { colleagueId: link, date }, { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    const replay = await ask(alice, { colleagueId: link, date }, { "Idempotency-Key": key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    const again = await ask(alice, { colleagueId: link, date });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(`You have already asked Ben Nurse about ${swapDayLabel(date)}.`);
    expect(await list(alice)).toHaveLength(1);
  });

  it("is rate-limited per nurse, like invitations", async () => {
    const { alice, link, date } = await aliceAndBen();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await ask(alice, { colleagueId: link, date })).status);
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1, 20).every((s) => s === 409)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("accepting safely", () => {
  it("accepting twice is refused", async () => {
    const { alice, ben, link, date } = await aliceAndBen();
    const swap = await asked(alice, { colleagueId: link, date });
    expect((await act(ben, swap.id, "accept")).status).toBe(200);
    const twice = await act(ben, swap.id, "accept");
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe("This swap was already accepted.");
    expect((await act(ben, swap.id, "decline")).status).toBe(409);
    expect((await act(alice, swap.id, "cancel")).status).toBe(409);
  });

  it("two accepts at once: exactly one wins, and the shift is given once", async () => {
    const { alice, ben, link, date } = await aliceAndBen();
    const swap = await asked(alice, { colleagueId: link, date });
    const answers = await Promise.all([act(ben, swap.id, "accept"), act(ben, swap.id, "accept"), act(ben, swap.id, "accept")]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const library = await json<{ shiftTypes: { name: string }[] }>(await t.request("/api/shift-types", { cookie: ben.cookie }));
    expect(library.shiftTypes.filter((s) => s.name === "VGH Day")).toHaveLength(1);
    expect(await dayOf(ben, date)).toMatchObject({ name: "VGH Day" });
    const [row] = await t.services.db.select().from(swaps).where(eq(swaps.id, swap.id));
    expect(row?.status).toBe("accepted");
  });

  it("an accept and a cancel at once: one wins, and the calendars match it", async () => {
    const { alice, ben, link, date } = await aliceAndBen();
    const swap = await asked(alice, { colleagueId: link, date });
    const [accept, cancel] = await Promise.all([act(ben, swap.id, "accept"), act(alice, swap.id, "cancel")]);
    expect([accept.status, cancel.status].sort()).toEqual([200, 409]);
    const given = accept.status === 200;
    expect(await dayOf(alice, date)).toEqual(given ? null : expect.objectContaining({ name: "VGH Day" }));
    expect(await dayOf(ben, date)).toEqual(given ? expect.objectContaining({ name: "VGH Day" }) : null);
  });

  it("a request whose days changed meanwhile cannot be accepted, with a plain message, and stays pending", async () => {
    const { alice, ben, link, date } = await aliceAndBen();
    const swap = await asked(alice, { colleagueId: link, date });
    const evening = await createShiftType(t, alice, { name: "Evening", startTime: "15:00", endTime: "23:00" });
    await applyShift(t, alice, date, evening.id);
    const res = await act(ben, swap.id, "accept");
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({
      code: "conflict",
      message: `Alice Nurse's shift on ${swapDayLabel(date)} changed since the request was sent. This request can no longer be accepted.`,
    });
    expect((await dayOf(alice, date))?.name).toBe("Evening");
    expect(await dayOf(ben, date)).toBeNull();
    expect((await list(alice))[0]?.status).toBe("pending");

    // Ben's own day filled since: the same.
    const other = await aliceAndBen(ahead(15));
    const second = await asked(other.alice, { colleagueId: other.link, date: other.date });
    const his = await createShiftType(t, other.ben, { name: "Night" });
    await applyShift(t, other.ben, other.date, his.id);
    const busy = await act(other.ben, second.id, "accept");
    expect(busy.status).toBe(409);
    expect((await errorOf(busy)).message).toBe(`You now have a shift on ${swapDayLabel(other.date)}. This request can no longer be accepted.`);
  });

  it("expires once its day has passed", async () => {
    const { alice, ben, link } = await aliceAndBen(ahead(1));
    const swap = await asked(alice, { colleagueId: link, date: ahead(1) });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.now() + 3 * 24 * 3_600_000));
    expect((await list(ben))[0]?.status).toBe("expired");
    const late = await act(ben, swap.id, "accept");
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe("This swap request has expired: its day has passed.");
  });

  it("is not a step of either calendar's undo: her earlier tap's undo leaves the swap as it is", async () => {
    const { alice, ben, link, date } = await aliceAndBen();
    const swap = await asked(alice, { colleagueId: link, date });
    expect((await act(ben, swap.id, "accept")).status).toBe(200);
    // Her latest undoable change is still her own tap; undoing it does not bring the given day back.
    const { last } = await json<{ last: { kind: string } | null }>(await t.request("/api/calendar/undo", { cookie: alice.cookie }));
    expect(last?.kind).toBe("tap");
    expect((await t.request("/api/calendar/undo", { cookie: alice.cookie, body: {} })).status).toBe(200);
    expect(await dayOf(alice, date)).toBeNull();
    expect(await dayOf(ben, date)).toMatchObject({ name: "VGH Day" });
    // Ben has no change of his to undo: the swap is not one.
    expect((await t.request("/api/calendar/undo", { cookie: ben.cookie, body: {} })).status).toBe(404);
  });
});

describe("telling each other by push", () => {
  it("Ben's phone is told of the request, and Alice's of his answer", async () => {
    const { alice, ben, link, date } = await aliceAndBen();
    const device = async (user: TestUser, name: string) => {
      const keys = browserKeys();
      await t.request("/api/push/settings", { method: "PATCH", cookie: user.cookie, body: { quietStart: "00:00", quietEnd: "00:00" } });
      const res = await t.request("/api/push/subscriptions", {
        cookie: user.cookie,
        body: { endpoint: `${push.service.url}/${name}`, keys: { p256dh: keys.p256dh, auth: keys.authSecret }, device: "Chrome on Android" },
      });
      expect(res.status).toBe(201);
      return keys;
    };
    const [benKeys, aliceKeys] = [await device(ben, "swap-ben"), await device(alice, "swap-alice")];
    const swap = await asked(alice, { colleagueId: link, date });
    await vi.waitFor(() => expect(push.pushesTo("swap-ben")).toHaveLength(1));
    expect(JSON.parse(decryptPush(push.pushesTo("swap-ben")[0]!.body, benKeys))).toMatchObject({
      title: "A colleague asks you to take a shift",
      body: `Alice Nurse asks you to take their shift: VGH Day on ${swapDayLabel(date)}, 07:00–19:00 at VGH.`,
      url: "/friends-calendar",
    });
    expect((await act(ben, swap.id, "accept")).status).toBe(200);
    await vi.waitFor(() => expect(push.pushesTo("swap-alice")).toHaveLength(1));
    expect(JSON.parse(decryptPush(push.pushesTo("swap-alice")[0]!.body, aliceKeys))).toMatchObject({
      title: "Ben Nurse accepted your swap",
      body: `They take your VGH Day on ${swapDayLabel(date)}. Your calendar is updated.`,
    });
  });
});

describe("her data", () => {
  it("her export carries her swaps as she sees them (not the other's account id); they go with either account", async () => {
    const { alice, ben, link, date } = await aliceAndBen();
    const swap = await asked(alice, { colleagueId: link, date });
    expect((await act(ben, swap.id, "accept")).status).toBe(200);
    const sections = swapsArea.exportSections!(t.services);
    const mine = (await sections.swaps!(alice.id)) as Swap[];
    expect(mine).toEqual([expect.objectContaining({ id: swap.id, role: "requester", status: "accepted", other: { id: link, name: ben.name } })]);
    expect(JSON.stringify(mine)).not.toContain(ben.id);
    expect(((await sections.swaps!(ben.id)) as Swap[])[0]?.role).toBe("colleague");

    expect((await t.request("/api/account", { method: "DELETE", cookie: ben.cookie, body: { password: ben.password } })).status).toBeLessThan(300);
    expect(await list(alice)).toEqual([]);
  });
});
