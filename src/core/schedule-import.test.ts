import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween, daysInMonth, formatYmd, parseYmd } from "./calendar-dates";
import {
  compactRange,
  findDate,
  findTimeRange,
  gridMonth,
  inferYear,
  matchEntry,
  NEW_SHIFT_CHOICE,
  readSchedule,
  type LibraryShift,
  type OcrWord,
} from "./schedule-import";
import { fieldMessages } from "./field-messages";
import { scheduleReviewForm, type ScheduleReviewForm } from "./schemas/calendar";

const library: LibraryShift[] = [
  { id: "day", name: "Day", nickname: "D", startTime: "07:00", endTime: "19:00" },
  { id: "night", name: "Night", nickname: "N", startTime: "19:00", endTime: "07:00" },
  { id: "eve", name: "Evening", nickname: "", startTime: "15:00", endTime: "23:00" },
  { id: "long", name: "Long day", nickname: "LD", startTime: "07:00", endTime: "19:30" },
];
const ctx = { today: "2026-11-27", library, nurseName: "Maya Okafor" };
const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const time = fc
  .record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }) })
  .map(({ h, m }) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
const today = fc
  .record({ year: fc.integer({ min: 2001, max: 2098 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) })
  .map(formatYmd);

/** Words of a grid drawn at known places: the header's day numbers and rows of codes under them. */
function gridWords(rows: { name: string; codes: string[] }[], options: { days: number; slope?: number; title?: string }): OcrWord[] {
  const words: OcrWord[] = [];
  const slope = options.slope ?? 0;
  const at = (text: string, x: number, y: number, line: number) =>
    words.push({ text, x0: x, x1: x + 10 * text.length, y0: y + slope * x, y1: y + 20 + slope * x, line });
  if (options.title) options.title.split(" ").forEach((t, i) => at(t, 20 + i * 120, 0, 0));
  for (let d = 1; d <= options.days; d++) at(String(d), 300 + (d - 1) * 40, 60, 1);
  rows.forEach((row, r) => {
    row.name.split(" ").forEach((t, i) => at(t, 20 + i * 90, 120 + r * 50, 2 + r));
    row.codes.forEach((code, d) => code && at(code, 300 + d * 40, 120 + r * 50, 2 + r));
  });
  return words;
}

describe("schedule lists", () => {
  it('"Mon Dec 1 0700-1930": the times matched to her library (Long day), a new shift where none has them', () => {
    const text = ["December schedule", "Tue Dec 1 0700-1930", "Wed Dec 2 0700-1900", "Thu Dec 3 1900-0700", "Fri Dec 4 OFF", "Sat Dec 5 0645-1915"].join("\n");
    expect(readSchedule({ text }, ctx)).toEqual({
      layout: "list",
      proposals: [
        { date: "2026-12-01", start: "07:00", end: "19:30", label: "Long day", shiftTypeId: "long" },
        { date: "2026-12-02", start: "07:00", end: "19:00", label: "Day", shiftTypeId: "day" },
        { date: "2026-12-03", start: "19:00", end: "07:00", label: "Night", shiftTypeId: "night" },
        { date: "2026-12-05", start: "06:45", end: "19:15", label: "Day 0645-1915", shiftTypeId: null },
      ],
    });
  });

  it('"12/01 07:00-19:30 Day": month/day, unless a first number over 12 says day/month; the label kept for a new shift', () => {
    const us = readSchedule({ text: "12/01 07:00-19:00 Day\n12/02 19:00-07:00 Night\n12/03 11:00-23:00 Charge" }, ctx).proposals;
    expect(us.map((p) => [p.date, p.shiftTypeId, p.label])).toEqual([
      ["2026-12-01", "day", "Day"],
      ["2026-12-02", "night", "Night"],
      ["2026-12-03", null, "Charge"],
    ]);
    const eu = readSchedule({ text: "01/12 07:00-19:00 Day\n13/12 19:00-07:00 Night" }, ctx).proposals;
    expect(eu.map((p) => p.date)).toEqual(["2026-12-01", "2026-12-13"]);
  });

  it('"1 Dec D": codes from her library (nickname, name, initial), standard codes as new shifts, OFF and V propose nothing', () => {
    const text = "1 Dec D\n2 Dec N\n3 Dec E\n4 Dec OFF\n5 Dec V\n6 Dec LD\n7 Dec Nights";
    expect(readSchedule({ text }, ctx).proposals.map((p) => [p.date, p.shiftTypeId])).toEqual([
      ["2026-12-01", "day"],
      ["2026-12-02", "night"],
      ["2026-12-03", "eve"],
      ["2026-12-06", "long"],
      ["2026-12-07", "night"],
    ]);
    const empty = { ...ctx, library: [] };
    expect(readSchedule({ text: "1 Dec D\n2 Dec N" }, empty).proposals).toEqual([
      { date: "2026-12-01", start: "07:00", end: "19:00", label: "Day", shiftTypeId: null },
      { date: "2026-12-02", start: "19:00", end: "07:00", label: "Night", shiftTypeId: null },
    ]);
  });

  it("OCR slips: O for 0 and l for 1 in times, an em dash, am/pm, ISO dates with their year", () => {
    expect(findTimeRange("O7OO—l93O")).toBeUndefined();
    const text = ["Tue Dec 1 O7OO-l93O", "2027-01-02 7a-7p", "Jan 3, 2027 7:00 PM - 7:00 AM"].join("\n");
    expect(readSchedule({ text }, ctx).proposals.map((p) => [p.date, p.start, p.end])).toEqual([
      ["2026-12-01", "07:00", "19:30"],
      ["2027-01-02", "07:00", "19:00"],
      ["2027-01-03", "19:00", "07:00"],
    ]);
  });

  it("a day listed twice keeps its first reading; a line without a date or a shift proposes nothing", () => {
    const text = "Dec 1 D\nDec 1 N\nStaff: Maya Okafor\n0700-1900\nDec 2";
    expect(readSchedule({ text }, ctx).proposals.map((p) => [p.date, p.shiftTypeId])).toEqual([["2026-12-01", "day"]]);
    expect(readSchedule({ text: "nothing here" }, ctx)).toEqual({ layout: "none", proposals: [] });
  });

  it("reads the engine's lines from its words when it gave them", () => {
    const words: OcrWord[] = [
      { text: "Tue", x0: 0, x1: 40, y0: 0, y1: 20, line: 0 },
      { text: "Dec", x0: 50, x1: 90, y0: 0, y1: 20, line: 0 },
      { text: "1", x0: 100, x1: 110, y0: 0, y1: 20, line: 0 },
      { text: "0700-1900", x0: 200, x1: 320, y0: 2, y1: 22, line: 0 },
    ];
    expect(readSchedule({ text: "garbled", words }, ctx).proposals).toEqual([
      { date: "2026-12-01", start: "07:00", end: "19:00", label: "Day", shiftTypeId: "day" },
    ]);
  });
});

describe("a month grid", () => {
  const codes = (pattern: string) => pattern.split(",").map((c) => (c === "." ? "" : c));
  const hers = codes("D,D,N,N,.,.,.,.,D,OFF,E,E,.,N,LD,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,D");

  it("her row found by her name, each code under its day number, others' rows left alone", () => {
    const words = gridWords(
      [
        { name: "Sam Chen", codes: codes("N,N,N,.,.,D,D,D,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.") },
        { name: "Maya Okafor", codes: hers },
        { name: "Priya Patel", codes: codes("E,E,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.") },
      ],
      { days: 31, title: "4 West December 2026" },
    );
    const { layout, proposals } = readSchedule({ text: "4 West December 2026", words }, ctx);
    expect(layout).toBe("grid");
    expect(proposals.map((p) => [p.date.slice(8), p.shiftTypeId])).toEqual([
      ["01", "day"],
      ["02", "day"],
      ["03", "night"],
      ["04", "night"],
      ["09", "day"],
      ["11", "eve"],
      ["12", "eve"],
      ["14", "night"],
      ["15", "long"],
      ["31", "day"],
    ]);
  });

  it("taken at an angle, with day numbers the OCR missed or misread, and her name read with a slip", () => {
    const words = gridWords(
      [
        { name: "Sam Chen", codes: [] },
        { name: "Maya 0kafor", codes: hers },
      ],
      { days: 31, slope: 0.05, title: "December" },
    )
      // 5, 6 and 20 missed; 17 read as 11.
      .filter((w) => !["5", "6", "20"].includes(w.text) || w.y0 > 100 + 0.05 * w.x0)
      .map((w) => (w.text === "17" && w.line === 1 ? { ...w, text: "11" } : w));
    const got = readSchedule({ text: "December", words }, ctx).proposals.map((p) => p.date.slice(8));
    expect(got).toEqual(["01", "02", "03", "04", "09", "11", "12", "14", "15", "31"]);
  });

  it("no month written: next month; a month of 30 days has no 31st", () => {
    expect(gridMonth("Unit 4W schedule", "2026-11-27")).toEqual({ year: 2026, month: 12 });
    expect(gridMonth("Unit 4W schedule", "2026-12-27")).toEqual({ year: 2027, month: 1 });
    const words = gridWords([{ name: "Maya Okafor", codes: hers }], { days: 31, title: "November" });
    expect(
      readSchedule({ text: "November", words }, ctx)
        .proposals.map((p) => p.date)
        .at(-1),
    ).toBe("2026-11-15");
  });
});

describe("properties", () => {
  it("a range written as a schedule writes it (0700-1930, 07:00 - 19:30) reads back as the same times", () => {
    fc.assert(
      fc.property(time, time, fc.boolean(), (start, end, colons) => {
        fc.pre(start !== end);
        const written = colons ? `${start} - ${end}` : compactRange(start, end);
        expect(findTimeRange(`Tue Dec 1 ${written} Day`)).toMatchObject({ start, end });
      }),
    );
  });

  it("am/pm times read as the 24-hour times they are", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 23 }), (h1, h2) => {
        fc.pre(h1 !== h2);
        const ampm = (h: number) => `${h % 12 || 12}:00 ${h < 12 ? "AM" : "PM"}`;
        expect(findTimeRange(`${ampm(h1)} - ${ampm(h2)}`)).toMatchObject({
          start: `${String(h1).padStart(2, "0")}:00`,
          end: `${String(h2).padStart(2, "0")}:00`,
        });
      }),
    );
  });

  it("a date without a year is a real day of the month written, within 5 months back and 7 ahead of today", () => {
    fc.assert(
      fc.property(today, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), fc.constantFrom("us", "dm"), (t, month, day, form) => {
        const year = inferYear(month, t);
        fc.pre(day <= daysInMonth(year, month));
        const line = form === "us" ? `${month}/${day} D` : `${day} ${MONTH_NAMES[month - 1]!.slice(0, 3)} D`;
        const found = findDate(line, t);
        expect(found?.date).toBe(formatYmd({ year, month, day }));
        const gap = daysBetween(t, found!.date);
        expect(gap).toBeGreaterThan(-6 * 31);
        expect(gap).toBeLessThan(7 * 31);
      }),
    );
  });

  it("every proposal of a grid is a day of its month, one per day, in order", () => {
    fc.assert(
      fc.property(
        today,
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.constantFrom("D", "N", "E", "", "OFF", "LD", "x"), { minLength: 31, maxLength: 31 }),
        (t, month, cells) => {
          const title = MONTH_NAMES[month - 1]!;
          const words = gridWords([{ name: "Maya Okafor", codes: cells }], { days: 31, title });
          const { proposals } = readSchedule({ text: title, words }, { ...ctx, today: t });
          const dates = proposals.map((p) => p.date);
          expect([...dates].sort()).toEqual(dates);
          expect(new Set(dates).size).toBe(dates.length);
          for (const d of dates) expect(parseYmd(d)?.month).toBe(month);
          const expected = cells.slice(0, daysInMonth(inferYear(month, t), month)).filter((c) => ["D", "N", "E", "LD"].includes(c)).length;
          expect(proposals).toHaveLength(expected);
        },
      ),
    );
  });

  it("a proposal with times always carries them, and matches her shift only when its times are the shift's", () => {
    fc.assert(
      fc.property(time, time, fc.constantFrom("", "Day", "Night", "D", "Charge"), (start, end, code) => {
        fc.pre(start !== end);
        const p = matchEntry({ date: "2026-12-01", start, end, code }, library);
        expect(p).toMatchObject({ start, end });
        const mine = library.find((s) => s.id === p!.shiftTypeId);
        if (mine) expect([mine.startTime, mine.endTime]).toEqual([start, end]);
        else expect(p!.shiftTypeId).toBeNull();
      }),
    );
  });

  it("consecutive days listed come back as those days", () => {
    fc.assert(
      fc.property(today, fc.integer({ min: 1, max: 20 }), (t, count) => {
        const first = addDays(t, 3);
        const lines = Array.from({ length: count }, (_, i) => {
          const d = parseYmd(addDays(first, i))!;
          return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")} 0700-1900`;
        });
        expect(readSchedule({ text: lines.join("\n") }, ctx).proposals.map((p) => p.date)).toEqual(Array.from({ length: count }, (_, i) => addDays(first, i)));
      }),
    );
  });
});

describe("the review form (scheduleReviewForm)", () => {
  const row = (over: Partial<ScheduleReviewForm["days"][number]> = {}) => ({
    date: "2026-12-01",
    include: true,
    choice: "day",
    label: "Day",
    start: "07:00",
    end: "19:00",
    ...over,
  });
  const messages = (days: ScheduleReviewForm["days"]) => {
    const result = scheduleReviewForm.safeParse({ days });
    return result.success ? {} : fieldMessages(result.error.issues);
  };

  it("a ticked day with her shift passes; an unticked one is not checked at all", () => {
    expect(messages([row(), row({ date: "2026-12-02", include: false, choice: NEW_SHIFT_CHOICE, label: "", start: "", end: "" })])).toEqual({});
  });

  it("a new shift needs a name and two different times, in Create a Shift's words; at least one day is ticked", () => {
    expect(messages([row({ choice: NEW_SHIFT_CHOICE, label: " ", start: "25:00", end: "" })])).toEqual({
      "days.0.label": "Name is required",
      "days.0.start": "Start time must be a time from 00:00 to 23:59, like 07:00",
      "days.0.end": "End time is required",
    });
    expect(messages([row({ choice: NEW_SHIFT_CHOICE, label: "Charge", start: "07:00", end: "07:00" })])).toEqual({
      "days.0.end": "End time must differ from start time",
    });
    expect(messages([row({ include: false })])).toEqual({ days: "Tick at least one day" });
  });
});
