import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysInMonth, formatYmd } from "./calendar-dates";
import {
  STORED_SWAP_STATUSES,
  swapDaysChanged,
  swapKind,
  swapRequestProblem,
  swapStatus,
  swapTransition,
  swapWrites,
  type SwapAction,
  type SwapAsked,
  type SwapRole,
  type StoredSwapStatus,
} from "./swaps";

const date = fc
  .record({ year: fc.integer({ min: 2000, max: 2060 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .filter(({ year, month, day }) => day <= daysInMonth(year, month))
  .map(formatYmd);
const action = fc.constantFrom<SwapAction>("accept", "decline", "cancel");
const role = fc.constantFrom<SwapRole>("requester", "colleague");
const stored = fc.constantFrom<StoredSwapStatus>(...STORED_SWAP_STATUSES);
const days = fc.record({ date, theirDate: fc.option(date, { nil: null }) });

describe("a swap request's life", () => {
  it("the colleague accepts or declines, the requester cancels; nobody else moves it", () => {
    const d = { date: "2026-12-05", theirDate: null };
    expect(swapTransition("pending", d, "2026-12-01", "accept", "colleague")).toEqual({ ok: true, next: "accepted" });
    expect(swapTransition("pending", d, "2026-12-01", "decline", "colleague")).toEqual({ ok: true, next: "declined" });
    expect(swapTransition("pending", d, "2026-12-01", "cancel", "requester")).toEqual({ ok: true, next: "cancelled" });
    expect(swapTransition("pending", d, "2026-12-01", "accept", "requester")).toMatchObject({ ok: false, reason: "wrong-side" });
    expect(swapTransition("pending", d, "2026-12-01", "cancel", "colleague")).toMatchObject({ ok: false, reason: "wrong-side" });
  });

  it("accepting twice is refused with a plain message", () => {
    expect(swapTransition("accepted", { date: "2026-12-05", theirDate: null }, "2026-12-01", "accept", "colleague")).toEqual({
      ok: false,
      reason: "settled",
      message: "This swap was already accepted.",
    });
  });

  it("a pending request expires once its first day has passed (today itself is still open)", () => {
    expect(swapStatus("pending", { date: "2026-12-05", theirDate: null }, "2026-12-05")).toBe("pending");
    expect(swapStatus("pending", { date: "2026-12-05", theirDate: null }, "2026-12-06")).toBe("expired");
    expect(swapStatus("pending", { date: "2026-12-05", theirDate: "2026-12-02" }, "2026-12-03")).toBe("expired");
    expect(swapStatus("accepted", { date: "2026-12-05", theirDate: null }, "2027-01-01")).toBe("accepted");
    expect(swapTransition("pending", { date: "2026-12-05", theirDate: null }, "2026-12-06", "accept", "colleague")).toMatchObject({
      ok: false,
      reason: "expired",
    });
  });

  it("only a pending, unexpired request moves, only to its action's status, only by its side", () => {
    fc.assert(
      fc.property(stored, days, date, action, role, (status, d, today, a, r) => {
        const result = swapTransition(status, d, today, a, r);
        const open = swapStatus(status, d, today) === "pending";
        const rightSide = (a === "cancel") === (r === "requester");
        expect(result.ok).toBe(open && rightSide);
        if (result.ok) expect(result.next).toBe({ accept: "accepted", decline: "declined", cancel: "cancelled" }[a]);
      }),
    );
  });

  it("of any sequence of answers to one request, at most the first that is allowed wins; nothing moves after it", () => {
    fc.assert(
      fc.property(days, fc.array(fc.record({ action, role }), { minLength: 1, maxLength: 12 }), (d, attempts) => {
        const today = d.date < (d.theirDate ?? d.date) ? d.date : (d.theirDate ?? d.date);
        let status: StoredSwapStatus = "pending";
        let wins = 0;
        for (const attempt of attempts) {
          const result = swapTransition(status, d, today, attempt.action, attempt.role);
          if (result.ok) {
            wins++;
            status = result.next;
          }
        }
        expect(wins).toBeLessThanOrEqual(1);
        // Concurrent accepts, serialised by the database: exactly one of them wins.
        const accepts = attempts.filter((x) => x.action === "accept" && x.role === "colleague").length;
        if (accepts === attempts.length) expect(wins).toBe(1);
      }),
    );
  });
});

describe("a request whose days changed cannot be accepted", () => {
  const asked: SwapAsked = { date: "2026-12-05", shiftTypeId: "her-day", theirDate: "2026-12-09", theirShiftTypeId: "his-night" };
  const calendars = (her: Record<string, string>, his: Record<string, string>) => ({
    requester: (d: string) => her[d] ?? null,
    colleague: (d: string) => his[d] ?? null,
  });

  it("is fine while every day is as asked", () => {
    expect(swapDaysChanged(asked, calendars({ "2026-12-05": "her-day" }, { "2026-12-09": "his-night" }), "Alice")).toBeNull();
  });

  it("says which day changed, plainly", () => {
    expect(swapDaysChanged(asked, calendars({ "2026-12-05": "her-night" }, { "2026-12-09": "his-night" }), "Alice")).toBe(
      "Alice's shift on Sat, Dec 5 changed since the request was sent. This request can no longer be accepted.",
    );
    expect(swapDaysChanged(asked, calendars({ "2026-12-05": "her-day" }, { "2026-12-05": "x", "2026-12-09": "his-night" }), "Alice")).toBe(
      "You now have a shift on Sat, Dec 5. This request can no longer be accepted.",
    );
    expect(swapDaysChanged(asked, calendars({ "2026-12-05": "her-day" }, {}), "Alice")).toBe(
      "Your shift on Wed, Dec 9 changed since the request was sent. This request can no longer be accepted.",
    );
    expect(swapDaysChanged(asked, calendars({ "2026-12-05": "her-day", "2026-12-09": "x" }, { "2026-12-09": "his-night" }), "Alice")).toBe(
      "Alice now has a shift on Wed, Dec 9. This request can no longer be accepted.",
    );
  });

  it("any change to one of its days is caught", () => {
    const id = fc.constantFrom("a", "b", null);
    fc.assert(
      fc.property(days, id, id, id, id, (d, herOn, hisOn, hisThere, herThere) => {
        const a: SwapAsked = { ...d, shiftTypeId: "a", theirShiftTypeId: d.theirDate ? "b" : null };
        if (a.theirDate === a.date) return;
        const now = {
          requester: (x: string) => (x === a.date ? herOn : x === a.theirDate ? herThere : null),
          colleague: (x: string) => (x === a.date ? hisOn : x === a.theirDate ? hisThere : null),
        };
        const asAsked = herOn === "a" && hisOn === null && (!a.theirDate || (hisThere === "b" && herThere === null));
        expect(swapDaysChanged(a, now, "Alice") === null).toBe(asAsked);
      }),
    );
  });
});

describe("what accepting writes", () => {
  it("a give-away clears her day and puts her shift on theirs; a trade also moves their shift to her", () => {
    expect(swapWrites({ date: "2026-12-05", theirDate: null })).toEqual({
      requester: [{ date: "2026-12-05", shift: null }],
      colleague: [{ date: "2026-12-05", shift: "hers" }],
    });
    expect(swapKind({ date: "2026-12-05", theirDate: "2026-12-09" })).toBe("trade");
  });

  it("every shift ends on exactly one calendar, and no day holds two", () => {
    fc.assert(
      fc.property(days, (d) => {
        if (d.theirDate === d.date) return;
        // Before: her shift on her day, theirs (in a trade) on their day.
        const her = new Map<string, string>([[d.date, "hers"]]);
        const his = new Map<string, string>(d.theirDate ? [[d.theirDate, "theirs"]] : []);
        const writes = swapWrites(d);
        const apply = (calendar: Map<string, string>, w: { date: string; shift: string | null }) => {
          if (w.shift) calendar.set(w.date, w.shift);
          else calendar.delete(w.date);
        };
        for (const w of writes.requester) apply(her, w);
        for (const w of writes.colleague) apply(his, w);
        expect([...his.entries()]).toEqual([[d.date, "hers"]]);
        expect([...her.entries()]).toEqual(d.theirDate ? [[d.theirDate, "theirs"]] : []);
      }),
    );
  });
});

describe("a new request", () => {
  it("is for a day from today on, and a trade for another day", () => {
    expect(swapRequestProblem({ date: "2026-12-05", theirDate: null }, "2026-12-05")).toBeNull();
    expect(swapRequestProblem({ date: "2026-12-04", theirDate: null }, "2026-12-05")?.field).toBe("date");
    expect(swapRequestProblem({ date: "2026-12-05", theirDate: "2026-12-05" }, "2026-12-01")).toEqual({
      field: "theirDate",
      message: "Choose another day than yours to trade for",
    });
    expect(swapRequestProblem({ date: "2026-12-05", theirDate: addDays("2026-12-01", -1) }, "2026-12-01")?.field).toBe("theirDate");
  });
});
