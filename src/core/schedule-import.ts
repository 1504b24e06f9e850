import { daysInMonth, formatYmd, parseYmd } from "./calendar-dates";

/**
 * Her unit's schedule read from a photo (decision 055): the text and words an
 * OCR engine found on it (or the lines a model read) turned into proposed
 * shifts, one per day, each matched to her shift library by its times and its
 * name or code — or a new shift type proposed where none matches.
 *
 * Layouts read:
 * - lists, one day a line: "Mon Dec 1 0700-1930", "12/01 07:00-19:30 Day",
 *   "1 Dec D", "2026-12-01 7a-7p Night" (a weekday, a year, a label are optional;
 *   numeric dates are month/day unless a first number over 12 says day/month);
 * - a month grid: a header row of day numbers across, a row per nurse with her
 *   name on the left and codes under the days (D, N, E, OFF, her nicknames,
 *   times like 7-19); her row is found by her name, each code placed under the
 *   day number above it (columns fitted from the numbers found, so a number the
 *   OCR missed still has its column).
 * A month without a year is the one nearest to today (from 5 months back to 6
 * ahead); a line that says OFF (or V, X, a dash) proposes nothing.
 */

export interface OcrWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Which line the OCR engine put it on (its own reading order), when it says. */
  line?: number;
  /** Which of the engine's readings it came from (the same image read in more than one way). */
  pass?: number;
}

export interface LibraryShift {
  id: string;
  name: string;
  nickname: string;
  startTime: string;
  endTime: string;
}

export interface ScheduleProposal {
  date: string;
  start: string;
  end: string;
  /** Her shift type's name, or the name proposed for a new one. */
  label: string;
  /** Her shift type it matches; null: a new one would be made with label, start and end. */
  shiftTypeId: string | null;
}

export interface ScheduleContext {
  /** Today in her zone (yyyy-MM-dd): a month without a year is the one nearest to it. */
  today: string;
  library: readonly LibraryShift[];
  /** Her name as her account has it: a grid's row is found by it. */
  nurseName: string;
}

export type ScheduleLayout = "list" | "grid" | "none";

/** A day as read, before it is matched to her library. */
export interface ScheduleEntry {
  date: string;
  start?: string;
  end?: string;
  /** A code or a name as written ("D", "Night", "Charge Day"). */
  code?: string;
}

export const SCHEDULE_MAX_PROPOSALS = 62;

/** The review's choice for a day that makes a new shift type (her library's ids are the others). */
export const NEW_SHIFT_CHOICE = "new";
const LABEL_MAX = 50;

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_WORD =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
/** A year after a day ("Dec 1, 2026"), never the start of a time range ("Dec 1 2000-0800" is no year). */
const YEAR_AFTER = "(?:,?\\s+((?:19|20)\\d{2})(?![\\d:\\-–—]))?";
const WEEKDAY_WORD = "(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?";
const monthIndex = (word: string) => MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;

/** Codes that mean she is not working that day. */
const OFF_CODES = new Set(["OFF", "O", "X", "-", "–", "—", "/", "V", "VAC", "S", "SICK", "RDO", "LOA", "STAT", "H"]);

/** Codes units write when her library has no shift by that name: their usual times. */
const STANDARD_CODES: Record<string, { label: string; start: string; end: string }> = {
  D: { label: "Day", start: "07:00", end: "19:00" },
  DAY: { label: "Day", start: "07:00", end: "19:00" },
  DAYS: { label: "Day", start: "07:00", end: "19:00" },
  N: { label: "Night", start: "19:00", end: "07:00" },
  NIGHT: { label: "Night", start: "19:00", end: "07:00" },
  NIGHTS: { label: "Night", start: "19:00", end: "07:00" },
  E: { label: "Evening", start: "15:00", end: "23:00" },
  EVE: { label: "Evening", start: "15:00", end: "23:00" },
  EVENING: { label: "Evening", start: "15:00", end: "23:00" },
};

// ---- times ----------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, "0");

/** "07:00" from an hour, minutes and an am/pm mark; undefined when it is no time of day. */
function toTime(hour: number, minute: number, meridiem: string | undefined): string | undefined {
  if (minute > 59) return undefined;
  const m = meridiem?.toLowerCase()[0];
  if (m) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (m === "p" ? 12 : 0);
  }
  if (hour === 24 && minute === 0) hour = 0;
  if (hour > 23) return undefined;
  return `${pad(hour)}:${pad(minute)}`;
}

/** An am/pm mark, never the first letter of a word after the time ("19:30 Preceptor"). */
const MERIDIEM = "(?:\\s*([ap]\\.?m?\\.?)(?![a-z]))?";
const TIME_RANGE = new RegExp(`(?<![\\d/.])(\\d{1,2})(?::?(\\d{2}))?${MERIDIEM}\\s*(?:-|–|—|to)\\s*(\\d{1,2})(?::?(\\d{2}))?${MERIDIEM}(?![\\d/.])`, "i");

/** A range of times in the text ("0700-1930", "07:00 - 19:30", "7a-7p", "7-19") and where it was. */
export function findTimeRange(text: string): { start: string; end: string; index: number; length: number } | undefined {
  const match = TIME_RANGE.exec(text);
  if (!match) return undefined;
  const [all, h1, m1, a1, h2, m2, a2] = match;
  // Bare hours ("7-19") need no minutes; "1-2" in a sentence is not a shift.
  if (!m1 && !m2 && !a1 && !a2 && Number(h1) === Number(h2)) return undefined;
  const start = toTime(Number(h1), Number(m1 ?? 0), a1);
  const end = toTime(Number(h2), Number(m2 ?? 0), a2);
  if (!start || !end || start === end) return undefined;
  return { start, end, index: match.index, length: all.length };
}

/** The way a schedule writes a range: "0700-1930" (the property tests read it back). */
export const compactRange = (start: string, end: string) => `${start.replace(":", "")}-${end.replace(":", "")}`;

// ---- dates --------------------------------------------------------------------

/** The year of a month written without one: the nearest to today, from 5 months back to 6 ahead. */
export function inferYear(month: number, today: string): number {
  const t = parseYmd(today);
  if (!t) throw new Error(`not a day: ${today}`);
  const diff = month - t.month;
  if (diff < -5) return t.year + 1;
  if (diff > 6) return t.year - 1;
  return t.year;
}

function fullYear(written: string | undefined, month: number, today: string): number {
  if (!written) return inferYear(month, today);
  const n = Number(written);
  return written.length <= 2 ? 2000 + n : n;
}

function dayOf(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return formatYmd({ year, month, day });
}

interface FoundDate {
  date: string;
  index: number;
  length: number;
}

/** Whether numeric dates in this text are day/month (a first number over 12 somewhere, no second one over 12). */
export function numericDayFirst(text: string): boolean {
  let dayFirst = false;
  let monthFirst = false;
  for (const m of text.matchAll(/(?<![\d:])(\d{1,2})[/.](\d{1,2})(?![\d:])/g)) {
    if (Number(m[1]) > 12) dayFirst = true;
    if (Number(m[2]) > 12) monthFirst = true;
  }
  return dayFirst && !monthFirst;
}

/** The first date on a line of a list, in any of the list layouts' forms. */
export function findDate(line: string, today: string, dayFirst = false): FoundDate | undefined {
  const candidates: FoundDate[] = [];
  const iso = /(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/.exec(line);
  if (iso) {
    const date = dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    if (date) candidates.push({ date, index: iso.index, length: iso[0].length });
  }
  const numeric = /(?<![\d:])(\d{1,2})[/.](\d{1,2})(?:[/.](\d{4}|\d{2}))?(?![\d:])/.exec(line);
  if (numeric) {
    const [a, b] = [Number(numeric[1]), Number(numeric[2])];
    const [month, day] = dayFirst ? [b, a] : [a, b];
    const date = dayOf(fullYear(numeric[3], month, today), month, day);
    if (date) candidates.push({ date, index: numeric.index, length: numeric[0].length });
  }
  const monthDay = new RegExp(`(?<![a-z])${MONTH_WORD}\\s*(\\d{1,2})(?:st|nd|rd|th)?(?!\\d)${YEAR_AFTER}`, "i").exec(line);
  if (monthDay) {
    const month = monthIndex(monthDay[1]!);
    const date = dayOf(fullYear(monthDay[3], month, today), month, Number(monthDay[2]));
    if (date) candidates.push({ date, index: monthDay.index, length: monthDay[0].length });
  }
  const dayMonth = new RegExp(`(?<![\\d:])(\\d{1,2})(?:st|nd|rd|th)?\\s*${MONTH_WORD}(?![a-z])${YEAR_AFTER}`, "i").exec(line);
  if (dayMonth) {
    const month = monthIndex(dayMonth[2]!);
    const date = dayOf(fullYear(dayMonth[3], month, today), month, Number(dayMonth[1]));
    if (date) candidates.push({ date, index: dayMonth.index, length: dayMonth[0].length });
  }
  candidates.sort((x, y) => x.index - y.index);
  const first = candidates[0];
  if (!first) return undefined;
  // A weekday written before it is part of the date.
  const before = new RegExp(`${WEEKDAY_WORD}\\s*$`, "i").exec(line.slice(0, first.index));
  return before ? { date: first.date, index: before.index, length: first.index - before.index + first.length } : first;
}

/** The month a grid is for: a month name in its text (with its year when written), else next month. */
export function gridMonth(text: string, today: string): { year: number; month: number } {
  const named = new RegExp(`(?<![a-z])${MONTH_WORD}(?![a-z])(?:\\s*,?\\s*(\\d{4}))?`, "i").exec(text);
  if (named) {
    const month = monthIndex(named[1]!);
    return { year: fullYear(named[2], month, today), month };
  }
  const t = parseYmd(today)!;
  return t.month === 12 ? { year: t.year + 1, month: 1 } : { year: t.year, month: t.month + 1 };
}

// ---- her library ----------------------------------------------------------------

const norm = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** What a time of day's shift is usually called: Day, Evening or Night. */
export function kindByTime(start: string): string {
  const hour = Number(start.slice(0, 2));
  if (hour >= 4 && hour <= 10) return "Day";
  if (hour >= 11 && hour <= 17) return "Evening";
  return "Night";
}

/** Her shift type a code or name stands for: nickname, name, its first word, or the first letter of one name alone. */
export function shiftForCode(code: string, library: readonly LibraryShift[]): LibraryShift | undefined {
  const c = norm(code);
  if (!c) return undefined;
  const exact = library.find((s) => norm(s.nickname) === c) ?? library.find((s) => norm(s.name) === c);
  if (exact) return exact;
  const firstWord = library.filter((s) => norm(s.name.split(/\s+/)[0] ?? "") === c || norm(s.name.split(/\s+/)[0] ?? "") === c.replace(/S$/, ""));
  if (firstWord.length === 1) return firstWord[0];
  if (c.length === 1) {
    const initial = library.filter((s) => norm(s.nickname || s.name).startsWith(c));
    if (initial.length === 1) return initial[0];
  }
  const standard = STANDARD_CODES[c];
  if (standard) {
    const byKind = library.filter((s) => norm(s.name).includes(norm(standard.label)));
    if (byKind.length === 1) return byKind[0];
  }
  return undefined;
}

const isOff = (code: string) => OFF_CODES.has(code.toUpperCase().replace(/[.:]/g, "")) || /^[-–—/]+$/.test(code);

/** A new shift type's name: the label, with its times when she already has one by that name. */
function newLabel(label: string, start: string, end: string, library: readonly LibraryShift[]): string {
  const base = label.trim().slice(0, LABEL_MAX - 12) || kindByTime(start);
  return library.some((s) => norm(s.name) === norm(base)) ? `${base} ${compactRange(start, end)}` : base;
}

/** A day read (date, times and/or a code) matched to her library; undefined when it says she is off or says nothing. */
export function matchEntry(entry: ScheduleEntry, library: readonly LibraryShift[]): ScheduleProposal | undefined {
  const code = entry.code?.trim() ?? "";
  if (code && !entry.start && isOff(code)) return undefined;
  if (entry.start && entry.end) {
    const { start, end } = entry;
    const sameTimes = library.filter((s) => s.startTime === start && s.endTime === end);
    const named = code ? shiftForCode(code, sameTimes) : undefined;
    const match = named ?? sameTimes[0];
    if (match) return { date: entry.date, start, end, label: match.name, shiftTypeId: match.id };
    const standard = STANDARD_CODES[norm(code)];
    const label = standard?.label ?? (code && !/^\d/.test(code) ? code : kindByTime(start));
    return { date: entry.date, start, end, label: newLabel(label, start, end, library), shiftTypeId: null };
  }
  if (!code) return undefined;
  const times = findTimeRange(code);
  if (times) return matchEntry({ date: entry.date, start: times.start, end: times.end }, library);
  const mine = shiftForCode(code, library);
  if (mine) return { date: entry.date, start: mine.startTime, end: mine.endTime, label: mine.name, shiftTypeId: mine.id };
  const standard = STANDARD_CODES[norm(code)];
  if (standard)
    return {
      date: entry.date,
      start: standard.start,
      end: standard.end,
      label: newLabel(standard.label, standard.start, standard.end, library),
      shiftTypeId: null,
    };
  return undefined;
}

/** Entries matched, one per day (the first read wins), in date order. */
export function proposalsFrom(entries: readonly ScheduleEntry[], library: readonly LibraryShift[]): ScheduleProposal[] {
  const byDate = new Map<string, ScheduleProposal>();
  for (const entry of entries) {
    if (byDate.has(entry.date)) continue;
    const proposal = matchEntry(entry, library);
    if (proposal) byDate.set(entry.date, proposal);
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)).slice(0, SCHEDULE_MAX_PROPOSALS);
}

// ---- OCR text and words into lines ---------------------------------------------

/** OCR's usual slips inside a number ("O7OO-l93O"): letters that look like digits, where the token is mostly digits. */
function digitsFixed(token: string): string {
  const digits = (token.match(/\d/g) ?? []).length;
  const lookalikes = (token.match(/[OoIl|]/g) ?? []).length;
  if (digits < 1 || digits + lookalikes < 3 || !/^[\dOoIl|:\-–—/.apm]+$/i.test(token)) return token;
  return token.replace(/[Oo]/g, "0").replace(/[Il|]/g, "1");
}

const cleanLine = (line: string) => line.split(/\s+/).map(digitsFixed).join(" ").trim();

/** The words' slope across the image (from the OCR engine's own lines): a photo taken at an angle. */
function skewOf(words: readonly OcrWord[]): number {
  const byLine = new Map<number, OcrWord[]>();
  for (const w of words) if (w.line !== undefined) byLine.set(w.line, [...(byLine.get(w.line) ?? []), w]);
  const slopes: number[] = [];
  for (const line of byLine.values()) {
    if (line.length < 3) continue;
    const first = line.reduce((a, b) => (a.x0 < b.x0 ? a : b));
    const last = line.reduce((a, b) => (a.x1 > b.x1 ? a : b));
    const dx = (last.x0 + last.x1) / 2 - (first.x0 + first.x1) / 2;
    if (dx > 0) slopes.push(((last.y0 + last.y1) / 2 - (first.y0 + first.y1) / 2) / dx);
  }
  slopes.sort((a, b) => a - b);
  const median = slopes[Math.floor(slopes.length / 2)] ?? 0;
  return Math.abs(median) < 0.2 ? median : 0;
}

interface PlacedWord {
  text: string;
  x: number;
  y: number;
  height: number;
  x0: number;
  x1: number;
}

/** Words in rows by where they sit (the slope taken out), each row left to right. */
export function rowsOfWords(words: readonly OcrWord[]): PlacedWord[][] {
  const slope = skewOf(words);
  const placed = words
    .filter((w) => w.text.trim())
    .map((w) => {
      const x = (w.x0 + w.x1) / 2;
      return { text: digitsFixed(w.text.trim()), x, y: (w.y0 + w.y1) / 2 - slope * x, height: Math.max(1, w.y1 - w.y0), x0: w.x0, x1: w.x1 };
    })
    .sort((a, b) => a.y - b.y);
  const rows: { words: PlacedWord[]; y: number; height: number }[] = [];
  for (const w of placed) {
    const row = rows.find((r) => Math.abs(r.y - w.y) < Math.min(r.height, w.height) * 0.6);
    if (row) {
      row.words.push(w);
      row.y = row.words.reduce((s, v) => s + v.y, 0) / row.words.length;
      row.height = Math.max(row.height, w.height);
    } else rows.push({ words: [w], y: w.y, height: w.height });
  }
  return rows.sort((a, b) => a.y - b.y).map((r) => r.words.sort((a, b) => a.x - b.x));
}

// ---- the layouts ----------------------------------------------------------------

/** A list: each line with a date and times or a code. */
export function readList(lines: readonly string[], today: string): ScheduleEntry[] {
  const dayFirst = numericDayFirst(lines.join("\n"));
  const entries: ScheduleEntry[] = [];
  for (const raw of lines) {
    const line = cleanLine(raw);
    const found = findDate(line, today, dayFirst);
    if (!found) continue;
    const rest = `${line.slice(0, found.index)} ${line.slice(found.index + found.length)}`;
    const times = findTimeRange(rest);
    const label = (times ? `${rest.slice(0, times.index)} ${rest.slice(times.index + times.length)}` : rest)
      .replace(/[|[\](){}:;,.]+/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    entries.push({ date: found.date, ...(times ? { start: times.start, end: times.end } : {}), ...(label ? { code: label.slice(0, LABEL_MAX) } : {}) });
  }
  return entries;
}

/** A grid cell's hours as OCR slips on them: "n-23" (11 run together), "l9-O7". */
const cellFixed = (text: string) =>
  /^[\dOoIl|n]{1,4}[-–—][\dOoIl|n]{1,4}$/.test(text) ? text.replace(/n/g, "11").replace(/[Oo]/g, "0").replace(/[Il|]/g, "1") : text;

const isDayNumber = (t: string) => /^\d{1,2}$/.test(t) && Number(t) >= 1 && Number(t) <= 31;

/** Edit distance, for a name read with a slip. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j]!;
      row[j] = next;
    }
  }
  return row[b.length]!;
}

const nameMatches = (token: string, part: string) => {
  const [t, p] = [norm(token), norm(part)];
  if (p.length < 2 || !t) return false;
  return t === p || (p.length >= 4 && distance(t, p) <= 1);
};

/** A month grid: day numbers across, her row of codes under them. */
export function readGrid(rows: readonly PlacedWord[][], text: string, ctx: ScheduleContext): ScheduleEntry[] | undefined {
  // The header: the row with the most day numbers in it.
  let header: PlacedWord[] = [];
  for (const row of rows) {
    const numbers = row.filter((w) => isDayNumber(w.text));
    if (numbers.length > header.length) header = numbers;
  }
  if (header.length < 7) return undefined;
  // Columns fitted from the numbers found: x = a + b·day (a grid's columns are evenly spaced).
  const n = header.length;
  const days = header.map((w) => Number(w.text));
  const xs = header.map((w) => w.x);
  const meanD = days.reduce((s, d) => s + d, 0) / n;
  const meanX = xs.reduce((s, x) => s + x, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += (days[i]! - meanD) * (xs[i]! - meanX);
    den += (days[i]! - meanD) ** 2;
  }
  if (!den) return undefined;
  let b = num / den;
  let a = meanX - b * meanD;
  // Numbers read wrong (a 7 read as 1) pull the line: fit again on those near it.
  const near = header.filter((w) => Math.abs(w.x - (a + b * Number(w.text))) < Math.abs(b) * 0.5);
  if (near.length >= 5 && near.length < n) {
    const d2 = near.map((w) => Number(w.text));
    const x2 = near.map((w) => w.x);
    const md = d2.reduce((s, d) => s + d, 0) / near.length;
    const mx = x2.reduce((s, x) => s + x, 0) / near.length;
    let nu = 0;
    let de = 0;
    for (let i = 0; i < near.length; i++) {
      nu += (d2[i]! - md) * (x2[i]! - mx);
      de += (d2[i]! - md) ** 2;
    }
    if (de) {
      b = nu / de;
      a = mx - b * md;
    }
  }
  if (b <= 0) return undefined;
  // Her row: the one with her name (both parts best).
  const parts = ctx.nurseName.split(/\s+/).filter((p) => norm(p).length >= 2);
  let best: { row: PlacedWord[]; score: number; nameEnd: number } | undefined;
  for (const row of rows) {
    const hits = row.filter((w) => parts.some((p) => nameMatches(w.text, p)));
    const score = new Set(hits.map((w) => parts.findIndex((p) => nameMatches(w.text, p)))).size;
    if (score && (!best || score > best.score)) best = { row, score, nameEnd: Math.max(...hits.map((w) => w.x1)) };
  }
  if (!best) return undefined;
  const { year, month } = gridMonth(text, ctx.today);
  const last = daysInMonth(year, month);
  const entries: ScheduleEntry[] = [];
  for (const w of best.row) {
    if (w.x0 < best.nameEnd) continue;
    const day = Math.round((w.x - a) / b);
    if (day < 1 || day > last || Math.abs(w.x - (a + b * day)) > b * 0.45) continue;
    const date = formatYmd({ year, month, day });
    const times = findTimeRange(cellFixed(w.text));
    entries.push(times ? { date, start: times.start, end: times.end } : { date, code: w.text });
  }
  return entries;
}

/** The lines of the text: the OCR engine's own lines when it gave words, else the text's. */
function linesOf(text: string, words: readonly OcrWord[] | undefined): string[] {
  if (words?.some((w) => w.line !== undefined)) {
    const byLine = new Map<number, OcrWord[]>();
    for (const w of words) byLine.set(w.line ?? -1, [...(byLine.get(w.line ?? -1) ?? []), w]);
    return [...byLine.values()].map((ws) =>
      ws
        .sort((p, q) => p.x0 - q.x0)
        .map((w) => w.text)
        .join(" "),
    );
  }
  return text.split(/\r?\n/);
}

/** The words of each reading, in the engine's order of readings. */
function readingsOf(words: readonly OcrWord[]): OcrWord[][] {
  const byPass = new Map<number, OcrWord[]>();
  for (const w of words) byPass.set(w.pass ?? 0, [...(byPass.get(w.pass ?? 0) ?? []), w]);
  return [...byPass.entries()].sort(([a], [b]) => a - b).map(([, ws]) => ws);
}

/** Whether a grid cell says something: a shift, or a day off (an unreadable "Sh" says nothing). */
const says = (entry: ScheduleEntry, library: readonly LibraryShift[]) =>
  matchEntry(entry, library) !== undefined || (entry.code !== undefined && isOff(entry.code));

/**
 * The proposals on a schedule's photo: a grid when a row of day numbers and her
 * name are found, else a list; "none" when neither gave a day. When the engine
 * read the image more than once, a grid's day takes the first reading that says
 * something in that cell, and a list the reading that found the most days.
 */
export function readSchedule(
  input: { text: string; words?: readonly OcrWord[] },
  ctx: ScheduleContext,
): { layout: ScheduleLayout; proposals: ScheduleProposal[] } {
  const readings = input.words?.length ? readingsOf(input.words) : [];
  const cells = new Map<string, ScheduleEntry>();
  for (const reading of readings) {
    for (const entry of readGrid(rowsOfWords(reading), input.text, ctx) ?? []) {
      if (!cells.has(entry.date) && says(entry, ctx.library)) cells.set(entry.date, entry);
    }
  }
  const grid = proposalsFrom([...cells.values()], ctx.library);
  if (grid.length) return { layout: "grid", proposals: grid };
  const candidates = readings.length
    ? readings.flatMap((reading) => [linesOf(input.text, reading), rowsOfWords(reading).map((r) => r.map((w) => w.text).join(" "))])
    : [input.text.split(/\r?\n/)];
  let best: ScheduleProposal[] = [];
  for (const lines of candidates) {
    const proposals = proposalsFrom(readList(lines, ctx.today), ctx.library);
    if (proposals.length > best.length) best = proposals;
  }
  return best.length ? { layout: "list", proposals: best } : { layout: "none", proposals: [] };
}
