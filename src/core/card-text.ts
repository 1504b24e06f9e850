import { daysInMonth, formatYmd, MAX_YEAR, MIN_YEAR } from "./calendar-dates";

/**
 * Reading a certification card's text (from OCR or a language model) into the
 * Add Certification form's fields: name, category, completion date, expiry
 * date, no expiry. Common layouts: an issuer's card with "Issue Date" and
 * "Recommended Renewal Date" (AHA: a month, meaning its last day), licences
 * with "Expires", course cards with "Completed" / "Valid until". Dates as
 * 03/15/2027, 15/03/2027 (when the day is over 12), 15 Mar 2027, March 15, 2027,
 * 2027-03-15, 03/2027 and Mar 2027 (→ the month's last day).
 */
export interface CardFields {
  name: string;
  category: string;
  completionDate: string | null;
  expiryDate: string | null;
  noExpiry: boolean;
}

interface FoundDate {
  date: string;
  /** Written as a month only (03/2027): the last day of it was meant. */
  monthOnly: boolean;
  line: number;
  index: number;
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

/** Every date written on one line, left to right; a stretch taken by one pattern is not read again by a later one. */
export function findDates(line: string, lineNumber = 0): FoundDate[] {
  const text = fixDigits(line);
  const taken: [number, number][] = [];
  const found: FoundDate[] = [];
  for (const { re, read } of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([s, e]) => start < e && end > s)) continue;
      const { date, monthOnly } = read(m);
      if (!date) continue;
      taken.push([start, end]);
      found.push({ date, monthOnly, line: lineNumber, index: start });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** A single date typed or read in any of the formats above (the AI Read's fields), or undefined. */
export function parseCardDate(text: string): string | undefined {
  return findDates(text)[0]?.date;
}

const EXPIRY_LABEL = /expir|\bexp\b|\bexp[.:]|valid\s*(until|thru|through|to)|renew|due\s*date|good\s*(until|thru|through)|\bends?\b/i;
const COMPLETION_LABEL =
  /issue|\biss\b|complet|effective|\bdate\s*of\s*(course|training|exam)|course\s*date|certified\s*on|granted|initial|earned|\bfrom\b|since|awarded|passed/i;
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

/** Which field the words just before a date (on its line, or the line above when the line is only the date) label it. */
function labelOf(lines: string[], found: FoundDate): "expiry" | "completion" | undefined {
  const line = lines[found.line] ?? "";
  const before = line.slice(0, found.index);
  const previous = before.replace(/[\W_]/g, "").length === 0 ? (lines[found.line - 1] ?? "") : "";
  for (const text of [before, previous]) {
    // The nearest label wins ("Issued 01/2025 Expires 01/2027" reads each right).
    const expiryAt = lastMatch(text, EXPIRY_LABEL);
    const completionAt = lastMatch(text, COMPLETION_LABEL);
    if (expiryAt >= 0 || completionAt >= 0) return expiryAt > completionAt ? "expiry" : "completion";
  }
  return undefined;
}

function lastMatch(text: string, re: RegExp): number {
  const global = new RegExp(re.source, "gi");
  let at = -1;
  for (let m = global.exec(text); m; m = global.exec(text)) at = m.index;
  return at;
}

/**
 * The form's fields from a card's text. `today` (the nurse's day) decides a
 * lone unlabelled date: in the future it is the expiry, else the completion.
 */
export function parseCardText(text: string, today: string): CardFields {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const whole = lines.join(" ");
  const known = KNOWN_CARD_NAMES.find((k) => k.pattern.test(whole));
  const dates = lines.flatMap((line, i) => findDates(line, i));

  let expiry: string | null = null;
  let completion: string | null = null;
  const unlabelled: FoundDate[] = [];
  for (const found of dates) {
    const label = labelOf(lines, found);
    if (label === "expiry") expiry ??= found.date;
    else if (label === "completion") completion ??= found.date;
    else unlabelled.push(found);
  }
  const rest = unlabelled.map((f) => f.date).sort();
  if (!expiry && !completion && rest.length >= 2) {
    completion = rest[0]!;
    expiry = rest.at(-1)!;
  } else {
    for (const date of rest) {
      if (!expiry && !completion) {
        if (date > today) expiry = date;
        else completion = date;
      } else if (!expiry && completion && date > completion) expiry = date;
      else if (!completion && expiry && date < expiry) completion = date;
    }
  }
  if (completion && expiry && expiry < completion) [completion, expiry] = [expiry, completion];
  const noExpiry = !expiry && NO_EXPIRY.test(whole);
  return {
    name: known?.name ?? guessName(lines),
    category: known?.category ?? "",
    completionDate: completion,
    expiryDate: noExpiry ? null : expiry,
    noExpiry,
  };
}
