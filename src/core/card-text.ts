import { daysInMonth, formatYmd, MAX_YEAR, MIN_YEAR } from "./calendar-dates";

/**
 * Reading a certification card's text (from OCR or a language model) into the
 * Add Certification form's fields: name, category, completion date, expiry
 * date, no expiry. Each date is read by its role — issue/completion or
 * expiry/renewal/valid through/period end — from the label beside it (left of
 * it on its line), above it, or below it, including labels side by side over a
 * row of dates (an AHA eCard's "Issue Date" and "Recommended Renewal Date", a
 * month meaning its last day), and ranges ("Certification period: 11/01/2024 -
 * 10/31/2027"). Dates as 03/15/2027, 15/03/2027 (when the day is over 12),
 * 15 Mar 2027, March 15, 2027, 2027-03-15, 03/2027 and Mar 2027 (→ the month's
 * last day). What cannot be placed for sure is left empty; `datesSeen` lists
 * every date on the card so the form can say which ones were there.
 */
export interface CardFields {
  name: string;
  category: string;
  completionDate: string | null;
  expiryDate: string | null;
  noExpiry: boolean;
  /** Every date read on the card, in reading order, each once (yyyy-MM-dd). */
  datesSeen: string[];
}

interface FoundDate {
  date: string;
  /** Written as a month only (03/2027): the last day of it was meant. */
  monthOnly: boolean;
  line: number;
  /** Where on its line it starts and ends. */
  index: number;
  end: number;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_WORD =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";

const monthIndex = (word: string) => MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;

function make(year: number, month: number, day: number | "end"): string | undefined {
  if (year < 100) year += 2000;
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12) return undefined;
  const last = daysInMonth(year, month);
  const d = day === "end" ? last : day;
  if (d < 1 || d > last) return undefined;
  return formatYmd({ year, month, day: d });
}

/** OCR reads O for 0 and l/I for 1 inside numbers. */
const fixDigits = (text: string) =>
  text.replace(/[\dOoIl|][\dOoIl|/.-]{4,}[\dOoIl|]/g, (token) =>
    (token.match(/\d/g)?.length ?? 0) >= 4 ? token.replace(/[Oo]/g, "0").replace(/[Il|]/g, "1") : token,
  );

const PATTERNS: { re: RegExp; read: (m: RegExpExecArray) => { date?: string; monthOnly: boolean } }[] = [
  // 2027-03-15, 2027/03/15, 2027.03.15
  { re: /\b(\d{4})\s?[-/.]\s?(\d{1,2})\s?[-/.]\s?(\d{1,2})\b/g, read: (m) => ({ date: make(+m[1]!, +m[2]!, +m[3]!), monthOnly: false }) },
  // 03/15/2027 (US), 15/03/2027 when the first number cannot be a month; 03-15-27
  {
    re: /\b(\d{1,2})\s?[-/.]\s?(\d{1,2})\s?[-/.]\s?(\d{4}|\d{2})\b/g,
    read: (m) => {
      const a = +m[1]!;
      const b = +m[2]!;
      const y = +m[3]!;
      return { date: a > 12 ? make(y, b, a) : make(y, a, b), monthOnly: false };
    },
  },
  // 15 Mar 2027, 15-Mar-2027, 15th March 2027
  {
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?[\\s\\-/.]*${MONTH_WORD}[\\s\\-/.,]*(\\d{4})\\b`, "gi"),
    read: (m) => ({ date: make(+m[3]!, monthIndex(m[2]!), +m[1]!), monthOnly: false }),
  },
  // March 15, 2027 / Mar 15 2027
  {
    re: new RegExp(`\\b${MONTH_WORD}\\s*(\\d{1,2})(?:st|nd|rd|th)?,?\\s*(\\d{4})\\b`, "gi"),
    read: (m) => ({ date: make(+m[3]!, monthIndex(m[1]!), +m[2]!), monthOnly: false }),
  },
  // 03/2027 → end of March 2027
  { re: /\b(\d{1,2})\s?[-/.]\s?(\d{4})\b/g, read: (m) => ({ date: make(+m[2]!, +m[1]!, "end"), monthOnly: true }) },
  // Mar 2027 / March, 2027 → end of month
  { re: new RegExp(`\\b${MONTH_WORD},?\\s*(\\d{4})\\b`, "gi"), read: (m) => ({ date: make(+m[2]!, monthIndex(m[1]!), "end"), monthOnly: true }) },
];

/**
 * Every date written on one line, left to right. Where readings overlap, the
 * one that starts first wins (then the pattern listed first): in "11/01/2024 -
 * 10/31/2027" the two dates, not "2024 - 10/31" read as 31 October 2024.
 */
export function findDates(line: string, lineNumber = 0): FoundDate[] {
  const text = fixDigits(line);
  const candidates: (FoundDate & { order: number })[] = [];
  for (const [order, { re, read }] of PATTERNS.entries()) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const { date, monthOnly } = read(m);
      if (date) candidates.push({ date, monthOnly, line: lineNumber, index: m.index, end: m.index + m[0].length, order });
      re.lastIndex = m.index + 1;
    }
  }
  candidates.sort((a, b) => a.index - b.index || a.order - b.order);
  const found: FoundDate[] = [];
  let free = 0;
  for (const { order: _order, ...date } of candidates) {
    if (date.index < free) continue;
    found.push(date);
    free = date.end;
  }
  return found;
}

/** A single date typed or read in any of the formats above (the AI Read's fields), or undefined. */
export function parseCardDate(text: string): string | undefined {
  return findDates(text)[0]?.date;
}

const EXPIRY_LABEL = /expir|\bexp\b|\bexp[.:]|valid\s*(until|thru|through|to)\b|renew|due\s*date|good\s*(until|thru|through)|\bends?\b/i;
const COMPLETION_LABEL =
  /issue|\biss\b|complet|effective|\bdate\s*of\s*(course|training|exam)|course\s*date|certified\s*on|granted|initial|earned|\bfrom\b|since|awarded|passed/i;
/** Dates on a card that are neither: her birth date, a print date. */
const OTHER_LABEL = /\bdob\b|birth|\bborn\b|printed|\bprint\s*date/i;
const NO_EXPIRY = /no\s*expir|does\s*not\s*expire|non[-\s]?expiring|never\s*expires|lifetime|permanent/i;

interface KnownName {
  name: string;
  category: string;
  pattern: RegExp;
}

/** Names the parser recognises, most specific first (Advanced Cardiovascular before Basic Life Support). */
export const KNOWN_CARD_NAMES: readonly KnownName[] = [
  { name: "ACLS", category: "Life Support", pattern: /\bacls\b|advanced\s*cardi\w*\s*life\s*support/i },
  { name: "PALS", category: "Life Support", pattern: /\bpals\b|pa?ediatric\s*advanced\s*life\s*support/i },
  { name: "BLS", category: "Life Support", pattern: /\bbls\b|basic\s*life\s*support/i },
  { name: "NRP", category: "Life Support", pattern: /\bnrp\b|neonatal\s*resuscitation/i },
  { name: "TNCC", category: "Trauma", pattern: /\btncc\b|trauma\s*nursing\s*core/i },
  { name: "ENPC", category: "Emergency", pattern: /\benpc\b|emergency\s*nursing\s*pa?ediatric/i },
  { name: "CCRN", category: "Specialty Certification", pattern: /\bccrn\b|critical\s*care\s*registered\s*nurse/i },
  { name: "CEN", category: "Specialty Certification", pattern: /\bcen\b|certified\s*emergency\s*nurse/i },
  { name: "CNOR", category: "Specialty Certification", pattern: /\bcnor\b|perioperative\s*nurs/i },
  { name: "OCN", category: "Specialty Certification", pattern: /\bocn\b|oncology\s*certified\s*nurse/i },
  {
    name: "Registered Nurse Licence",
    category: "License",
    pattern: /registered\s*nurse|\brn\s*licen[cs]e|nursing\s*licen[cs]e|licen[cs]e\s*to\s*practi[cs]e/i,
  },
  { name: "Licensed Practical Nurse Licence", category: "License", pattern: /licensed\s*(practical|vocational)\s*nurse|\bl[pv]n\b/i },
  { name: "CPR", category: "Life Support", pattern: /\bcpr\b|cardiopulmonary\s*resuscitation/i },
  { name: "First Aid", category: "Life Support", pattern: /first\s*aid/i },
  { name: "WHMIS", category: "Safety", pattern: /\bwhmis\b/i },
];

const NOISE_LINE = /^(card|id|no\.?|number|#|name|holder|provider|instructor|training\s*center|signature)\b/i;

/** Words kept in capitals when a title written all in capitals is set in title case. */
const ACRONYMS = new Set([
  "ACLS",
  "PALS",
  "BLS",
  "NRP",
  "TNCC",
  "ENPC",
  "CCRN",
  "CEN",
  "CNOR",
  "OCN",
  "CPR",
  "AED",
  "RN",
  "LPN",
  "LVN",
  "WHMIS",
  "ECG",
  "EKG",
  "II",
  "III",
]);

const tidyTitle = (line: string) => {
  const cut = line
    .split(/\s+[-–—|:]\s+/)[0]!
    .replace(/\(?\b\d+(st|nd|rd|th)\s+edition\)?/i, "")
    .replace(/\s+/g, " ")
    .trim();
  if (cut !== cut.toUpperCase()) return cut;
  return cut.replace(/\p{L}[\p{L}']*/gu, (word) => (ACRONYMS.has(word) ? word : word[0]! + word.slice(1).toLowerCase()));
};

/**
 * The card's own name for a certification it is known to be ("BLS Provider",
 * "CCRN (Adult)", "First Aid & CPR Level C"): the title line naming it,
 * preferring the one with its acronym, without its edition ("NRP Provider -
 * 8th Edition", "TNCC 9th Edition"). A licence keeps the plain name; so does a sentence that only mentions it.
 */
function knownTitle(lines: string[], known: KnownName): string {
  if (known.category === "License") return known.name;
  const titles = lines.filter(
    (line) => known.pattern.test(line) && line.length <= 60 && findDates(line).length === 0 && !EXPIRY_LABEL.test(line) && !COMPLETION_LABEL.test(line),
  );
  const acronym = new RegExp(`\\b${known.name}\\b`, "i");
  const line = titles.find((t) => acronym.test(t)) ?? titles[0];
  return line ? tidyTitle(line).slice(0, 100) : known.name;
}

/** The line most like a title when the card names nothing known: the first with letters that is not a label or a date. */
function guessName(lines: string[]): string {
  for (const raw of lines) {
    const line = raw
      .replace(/[^\p{L}\p{N}&()'\- ]/gu, " ")
      .replace(/\s+/g, " ")
      .trim();
    const letters = line.replace(/[^\p{L}]/gu, "");
    if (letters.length < 4) continue;
    if (EXPIRY_LABEL.test(line) || COMPLETION_LABEL.test(line) || NOISE_LINE.test(line) || findDates(raw).length > 0) continue;
    return line.slice(0, 100);
  }
  return "";
}

type Role = "expiry" | "completion" | "other";

/** The labels on a piece of text, left to right (a label is the first role word of its stretch). */
function labelsIn(text: string): { role: Role; index: number }[] {
  const found: { role: Role; index: number }[] = [];
  for (const [role, re] of [
    ["expiry", EXPIRY_LABEL],
    ["completion", COMPLETION_LABEL],
    ["other", OTHER_LABEL],
  ] as const) {
    const global = new RegExp(re.source, "gi");
    for (let m = global.exec(text); m; m = global.exec(text)) found.push({ role, index: m.index });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The text of a line between its dates: before the first, between each two, after the last. */
function gaps(line: string, dates: FoundDate[]): string[] {
  const text = fixDigits(line);
  return [...dates, undefined].map((date, k) => text.slice(k === 0 ? 0 : dates[k - 1]!.end, date?.index ?? text.length));
}

/** Between two dates only a range's dash or word: "11/01/2024 - 10/31/2027", "Jan 2025 to Jan 2027". */
const RANGE_JOIN = /^\s*(?:[-–—~]|to|thru|through|until|till)\s*$/i;

/**
 * The role of each date on the card, or undefined where its labels do not say.
 * A date takes the nearest label before it on its line; a range's first date is
 * the start and its last the end; a line of dates alone takes the labels of a
 * line of labels alone just above or below it, in order (side-by-side fields),
 * and when the counts differ, nothing is guessed.
 */
function rolesOf(lines: string[], byLine: FoundDate[][]): (Role | undefined)[][] {
  const labelOnly = (i: number) => {
    const line = lines[i];
    return line !== undefined && (byLine[i]?.length ?? 0) === 0 ? labelsIn(line) : [];
  };
  return byLine.map((dates, i) => {
    const roles: (Role | undefined)[] = dates.map(() => undefined);
    if (dates.length === 0) return roles;
    const between = gaps(lines[i]!, dates);
    const isRange = (k: number) => RANGE_JOIN.test(between[k]!);
    if (between.join("").replace(/[^\p{L}]/gu, "") === "" || (dates.length === 2 && isRange(1) && labelsIn(between.join(" ")).length === 0)) {
      // Dates alone on their line: the labels above, else below, in order.
      const labels = [labelOnly(i - 1), labelOnly(i + 1)].find((l) => l.length > 0) ?? [];
      if (labels.length === dates.length && !(dates.length === 2 && isRange(1))) return labels.map((l) => l.role);
    }
    for (const k of dates.keys()) roles[k] = labelsIn(between[k]!).at(-1)?.role;
    // A range: the date after the dash ends what the one before it began, whatever labels the range.
    for (let k = 1; k < dates.length; k++) {
      if (isRange(k)) {
        roles[k - 1] = "completion";
        roles[k] = "expiry";
      }
    }
    return roles;
  });
}

/**
 * The form's fields from a card's text. `today` (the nurse's day) decides a
 * lone unlabelled date only when it is in the future (then it can only be the
 * expiry). Two unlabelled dates are completion and expiry in time order. When
 * the labels contradict each other (two different expiries, an expiry before
 * the completion) or several dates are left unplaced, the field stays empty.
 */
export function parseCardText(text: string, today: string): CardFields {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const whole = lines.join(" ");
  const known = KNOWN_CARD_NAMES.find((k) => k.pattern.test(whole));
  const byLine = lines.map((line, i) => findDates(line, i));
  const roles = rolesOf(lines, byLine);

  const expiries = new Set<string>();
  const completions = new Set<string>();
  const unlabelled = new Set<string>();
  for (const [i, dates] of byLine.entries()) {
    for (const [k, found] of dates.entries()) {
      const role = roles[i]![k];
      if (role !== "other") (role === "expiry" ? expiries : role === "completion" ? completions : unlabelled).add(found.date);
    }
  }
  const one = (set: Set<string>) => (set.size === 1 ? [...set][0]! : null);
  let expiry = one(expiries);
  let completion = one(completions);
  const rest = [...unlabelled].filter((d) => !expiries.has(d) && !completions.has(d)).sort();
  if (expiries.size === 0 && completions.size === 0) {
    if (rest.length === 2) [completion, expiry] = [rest[0]!, rest[1]!];
    else if (rest.length === 1 && rest[0]! > today) expiry = rest[0]!;
  } else if (rest.length === 1) {
    const date = rest[0]!;
    if (!expiry && expiries.size === 0 && completion && date > completion) expiry = date;
    else if (!completion && completions.size === 0 && expiry && date < expiry) completion = date;
  }
  // Labels that contradict each other: nothing is put in for her to trust.
  if (completion && expiry && expiry < completion) completion = expiry = null;
  const noExpiry = !expiry && expiries.size === 0 && NO_EXPIRY.test(whole);
  return {
    name: known ? knownTitle(lines, known) : guessName(lines),
    category: known?.category ?? "",
    completionDate: completion,
    expiryDate: noExpiry ? null : expiry,
    noExpiry,
    datesSeen: [...new Set(byLine.flat().map((d) => d.date))],
  };
}
