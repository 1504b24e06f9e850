import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./calendar-dates";
import {
  avatarOverflow,
  busyOn,
  COLLEAGUE_COLOR_NAMES,
  COLLEAGUE_COLORS,
  invitationExpired,
  dayCompatibility,
  freeColleagues,
  isoMonthWeeks,
  nextColleagueColor,
  workingColleagues,
  type WorkingShift,
} from "./colleagues";
import { blockAddressBody, colleagueShiftsQuery, inviteColleagueBody, updateColleagueBody } from "./schemas/colleagues";

const DAY = "2026-03-14";
const shift = (date: string, start: string, end: string, hospital = "", unit = ""): WorkingShift => ({ date, name: "Shift", start, end, hospital, unit });

describe("invitations", () => {
  it("last 30 days to the millisecond", () => {
    const sent = new Date("2026-03-01T12:00:00Z");
    expect(invitationExpired(sent, new Date("2026-03-31T11:59:59.999Z"))).toBe(false);
    expect(invitationExpired(sent, new Date("2026-03-31T12:00:00Z"))).toBe(true);
  });
});

describe("colours", () => {
  it("the palette has 10 distinct colours, each with its own name for a screen reader", () => {
    expect(new Set(COLLEAGUE_COLORS).size).toBe(10);
    expect(new Set(COLLEAGUE_COLORS.map((c) => COLLEAGUE_COLOR_NAMES[c])).size).toBe(10);
  });

  it("a new colleague gets the first colour not yet used, then the palette again", () => {
    expect(nextColleagueColor([])).toBe(COLLEAGUE_COLORS[0]);
    expect(nextColleagueColor([COLLEAGUE_COLORS[0], COLLEAGUE_COLORS[2]])).toBe(COLLEAGUE_COLORS[1]);
    expect(nextColleagueColor([...COLLEAGUE_COLORS])).toBe(COLLEAGUE_COLORS[0]);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...COLLEAGUE_COLORS)), (used) => {
        expect(COLLEAGUE_COLORS).toContain(nextColleagueColor(used));
      }),
    );
  });
});

describe("day compatibility", () => {
  it("full-compatible when neither works", () => {
    expect(dayCompatibility(DAY, [], [])).toBe("full-compatible");
    expect(dayCompatibility(DAY, [shift(addDays(DAY, 1), "07:00", "19:00")], [shift(addDays(DAY, -2), "07:00", "19:00")])).toBe("full-compatible");
  });

  it("no-compatible when only one works", () => {
    expect(dayCompatibility(DAY, [shift(DAY, "07:00", "19:00")], [])).toBe("no-compatible");
    expect(dayCompatibility(DAY, [], [shift(DAY, "07:00", "19:00")])).toBe("no-compatible");
  });

  it("partial-compatible when both work and the times overlap; no-compatible when they do not", () => {
    expect(dayCompatibility(DAY, [shift(DAY, "07:00", "15:00")], [shift(DAY, "11:00", "19:00")])).toBe("partial-compatible");
    expect(dayCompatibility(DAY, [shift(DAY, "07:00", "15:00")], [shift(DAY, "15:00", "23:00")])).toBe("no-compatible");
  });

  it("working together when an own and a friend shift share hospital and unit (case and spaces aside), whatever the times", () => {
    expect(dayCompatibility(DAY, [shift(DAY, "07:00", "15:00", "St Paul's", "ICU")], [shift(DAY, "19:00", "07:00", " st paul's ", "icu")])).toBe(
      "working-together",
    );
    expect(dayCompatibility(DAY, [shift(DAY, "07:00", "15:00", "St Paul's", "ICU")], [shift(DAY, "07:00", "15:00", "St Paul's", "ER")])).toBe(
      "partial-compatible",
    );
    // Blank places are not a shared place.
    expect(dayCompatibility(DAY, [shift(DAY, "07:00", "15:00")], [shift(DAY, "16:00", "20:00")])).toBe("no-compatible");
  });

  it("working together when both wrote VGH ICU as the shift's location and no unit, or the place and unit as nurses write them", () => {
    expect(dayCompatibility(DAY, [shift(DAY, "07:00", "19:00", "VGH ICU")], [shift(DAY, "07:00", "19:00", "VGH ICU")])).toBe("working-together");
    expect(dayCompatibility(DAY, [shift(DAY, "07:00", "19:00", "VGH ICU")], [shift(DAY, "19:00", "07:00", "VGH", "ICU")])).toBe("working-together");
    expect(dayCompatibility(DAY, [shift(DAY, "07:00", "19:00", "St. Paul's", "Emergency")], [shift(DAY, "07:00", "19:00", "ST PAULS", "emergency")])).toBe(
      "working-together",
    );
  });

  it("an overnight shift overlaps the next morning: 19:00–07:00 the night before meets a 06:00 shift", () => {
    const night = shift(addDays(DAY, -1), "19:00", "07:00");
    const morning = shift(DAY, "06:00", "14:00");
    const evening = shift(DAY, "19:00", "23:00");
    // Both work on the day; the friend's night runs into the nurse's morning.
    expect(dayCompatibility(DAY, [morning], [night, evening])).toBe("partial-compatible");
    // A night that ended at 07:00 does not meet a 07:00 start.
    expect(dayCompatibility(DAY, [shift(DAY, "07:00", "14:00")], [night, evening])).toBe("no-compatible");
    // The night itself is on the day before: on the day only the nurse works.
    expect(dayCompatibility(DAY, [morning], [night])).toBe("no-compatible");
    // An overnight shift of the day overlaps a late shift of the same day.
    expect(dayCompatibility(DAY, [shift(DAY, "19:00", "07:00")], [shift(DAY, "22:00", "23:30")])).toBe("partial-compatible");
  });

  it("several shifts a day: any overlapping pair or shared place counts", () => {
    const own = [shift(DAY, "06:00", "08:00"), shift(DAY, "18:00", "22:00")];
    expect(dayCompatibility(DAY, own, [shift(DAY, "09:00", "12:00"), shift(DAY, "21:00", "23:00")])).toBe("partial-compatible");
    expect(dayCompatibility(DAY, own, [shift(DAY, "09:00", "12:00"), shift(DAY, "13:00", "17:00")])).toBe("no-compatible");
    expect(dayCompatibility(DAY, [...own, shift(DAY, "12:00", "13:00", "VGH", "4A")], [shift(DAY, "23:00", "23:30", "vgh", "4a")])).toBe("working-together");
  });

  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
  const place = fc.constantFrom("", "VGH", "St Paul's");
  const unit = fc.constantFrom("", "ICU", "4A");
  const shiftOn = fc.record({
    date: fc.constantFrom(addDays(DAY, -1), DAY, addDays(DAY, 1)),
    name: fc.constant("S"),
    start: time,
    end: time,
    hospital: place,
    unit,
  });
  const schedule = fc.array(shiftOn, { maxLength: 4 });

  it("is symmetric: comparing her with me gives what comparing me with her gives", () => {
    fc.assert(
      fc.property(schedule, schedule, (a, b) => {
        expect(dayCompatibility(DAY, a, b)).toBe(dayCompatibility(DAY, b, a));
      }),
    );
  });

  it("follows the rules' order whatever the shifts", () => {
    fc.assert(
      fc.property(schedule, schedule, (own, friend) => {
        const result = dayCompatibility(DAY, own, friend);
        const mine = own.filter((s) => s.date === DAY);
        const theirs = friend.filter((s) => s.date === DAY);
        if (!mine.length && !theirs.length) expect(result).toBe("full-compatible");
        else if (!mine.length || !theirs.length) expect(result).toBe("no-compatible");
        else expect(result).not.toBe("full-compatible");
        // Shifts on other days than the day and the night before never change it.
        const later = friend.map((s) => ({ ...s, date: s.date === addDays(DAY, 1) ? addDays(DAY, 5) : s.date }));
        expect(dayCompatibility(DAY, own, later)).toBe(result);
      }),
    );
  });

  it("a day both work with the same shift is never no-compatible", () => {
    fc.assert(
      fc.property(shiftOn, (s) => {
        expect(dayCompatibility(DAY, [{ ...s, date: DAY }], [{ ...s, date: DAY }])).toMatch(/^(partial-compatible|working-together)$/);
      }),
    );
  });
});

describe("who is free, who works", () => {
  const colleagues = [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }];
  const shifts: Record<string, WorkingShift[]> = {
    a: [shift(DAY, "07:00", "19:00")],
    b: [shift(addDays(DAY, -1), "19:00", "07:00")], // ends that morning
    c: [shift(addDays(DAY, -1), "07:00", "19:00"), shift(addDays(DAY, 1), "07:00", "19:00")],
    d: [],
  };
  const of = (id: string) => shifts[id] ?? [];

  it("free: no shift that day and none ending that morning", () => {
    expect(freeColleagues(DAY, colleagues, of).map((c) => c.id)).toEqual(["c", "d"]);
    expect(busyOn(DAY, of("b"))).toBe(true);
  });

  it("working: the colleagues with a shift on the day, with those shifts", () => {
    expect(workingColleagues(DAY, colleagues, of)).toEqual([{ colleague: { id: "a" }, shifts: of("a") }]);
  });

  it("free and working never share anyone with a shift on the day", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), (flags) => {
        const sched = (id: string) => (flags[colleagues.findIndex((c) => c.id === id)] ? [shift(DAY, "07:00", "15:00")] : []);
        const free = new Set(freeColleagues(DAY, colleagues, sched).map((c) => c.id));
        for (const { colleague } of workingColleagues(DAY, colleagues, sched)) expect(free.has(colleague.id)).toBe(false);
        expect(free.size + workingColleagues(DAY, colleagues, sched).length).toBe(4);
      }),
    );
  });

  it("a day cell shows 2 avatars then +N", () => {
    expect(avatarOverflow([1, 2, 3, 4])).toEqual({ shown: [1, 2], more: 2 });
    expect(avatarOverflow([1])).toEqual({ shown: [1], more: 0 });
  });
});

describe("schemas", () => {
  it("invite needs a name and an email, with clear messages", () => {
    const fields = (body: unknown) => inviteColleagueBody.safeParse(body).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(fields({})).toEqual(["name: Name is required", "email: Email is required"]);
    expect(fields({ name: "  ", email: "" })).toEqual(["name: Name is required", "email: Email is required"]);
    expect(fields({ name: "Jo", email: "not-an-email" })).toEqual(["email: Please enter a valid email address"]);
    expect(inviteColleagueBody.parse({ name: " Jo Lee ", email: " Jo@Example.COM " })).toEqual({ name: "Jo Lee", email: "jo@example.com" });
    expect(fields({ name: "Jo", email: "jo@example.com", color: "#123456" })).toEqual(["color: Choose one of the palette's colours"]);
    expect(fields({ name: "Jo", email: "jo@example.com", userId: "x" })).toEqual([": Unknown field: userId."]);
  });

  it("edit needs something to change; block needs an address", () => {
    expect(updateColleagueBody.safeParse({}).success).toBe(false);
    expect(updateColleagueBody.parse({ color: COLLEAGUE_COLORS[3].toUpperCase() })).toEqual({ color: COLLEAGUE_COLORS[3] });
    expect(blockAddressBody.safeParse({ email: "x" }).success).toBe(false);
  });

  it("the shifts range is at most 62 days, in order", () => {
    expect(colleagueShiftsQuery.safeParse({ from: "2026-03-01", to: "2026-04-30" }).success).toBe(true);
    expect(colleagueShiftsQuery.safeParse({ from: "2026-03-01", to: "2026-05-30" }).success).toBe(false);
    expect(colleagueShiftsQuery.safeParse({ from: "2026-03-02", to: "2026-03-01" }).success).toBe(false);
  });
});

describe("the month grid", () => {
  it("is ISO weeks, Monday first, covering the month", () => {
    const weeks = isoMonthWeeks("2026-03");
    expect(weeks[0]![0]).toBe("2026-02-23");
    expect(weeks.at(-1)![6]).toBe("2026-04-05");
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const m = `${year}-${String(month).padStart(2, "0")}`;
        const grid = isoMonthWeeks(m);
        expect(grid.every((w) => w.length === 7 && new Date(`${w[0]}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
        expect(grid.flat()).toContain(`${m}-01`);
        expect(grid.length).toBeGreaterThanOrEqual(4);
        expect(grid.length).toBeLessThanOrEqual(6);
      }),
    );
  });
});
