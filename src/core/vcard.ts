/* eslint-disable no-control-regex -- a vCard's text is cleaned of control characters here */
/**
 * Work contacts as vCards, both ways, with no library: what phones, Outlook,
 * Google and Apple write (vCard 2.1, 3.0 and 4.0) is read, and one vCard 3.0
 * — the version every one of them reads back — is written.
 *
 * Reading follows RFC 2425/2426 (3.0), RFC 6350 (4.0) and the vCard 2.1
 * specification (Internet Mail Consortium, 1996): folded lines; quoted-printable
 * values with soft line breaks and a CHARSET; bare type parameters (`TEL;CELL:`)
 * as well as `TYPE=`; `\;` `\,` `\n` `\\` unescaped; structured N and ORG split
 * on unescaped semicolons. A card with something to call it by becomes a
 * contact (its other numbers, email addresses and postal addresses go in its notes); one
 * without is named in the skipped list, with the reason.
 */
import { DEFAULT_PHONE_TYPE, PHONE_TYPE_LABELS, type PhoneType } from "./phone-types";
import { CONTACT_LIMITS, contactBody, type ContactInput } from "./schemas/contacts";

/** A card of the file that did not become a contact: its place in the file, what it shows of itself, and why. */
export interface SkippedCard {
  /** 1 for the file's first card. */
  card: number;
  /** What there is to know it by (a phone, an address), or "Card N". */
  label: string;
  reason: string;
}

export interface VcfContents {
  contacts: ContactInput[];
  skipped: SkippedCard[];
  /** Cards found (contacts and skipped together); 0 when the text holds no vCard at all. */
  cards: number;
}

// ---- reading: lines ------------------------------------------------------------

interface Property {
  name: string;
  /** Parameter names upper case; TYPE values lower case, one per entry. */
  params: Map<string, string[]>;
  /** The value as written, after quoted-printable or base64 decoding, before unescaping. */
  value: string;
}

/** Is this (unfolded so far) line's value quoted-printable? */
const QUOTED_PRINTABLE = /^[^:]*;(ENCODING=)?QUOTED-PRINTABLE[;:]/i;

/**
 * The logical lines of a vCard text: a line starting with a space or tab goes
 * on the one before it (RFC 6350 §3.2: the line break and that one character
 * go), and a quoted-printable value ending in "=" goes on with the next line as
 * it is (vCard 2.1's soft line break).
 */
function logicalLines(text: string): string[] {
  const lines: string[] = [];
  let current: string | undefined;
  for (const line of text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/)) {
    if (current !== undefined && QUOTED_PRINTABLE.test(current) && current.endsWith("=")) {
      current = current.slice(0, -1) + line;
    } else if (current !== undefined && (line.startsWith(" ") || line.startsWith("\t"))) {
      current += line.slice(1);
    } else {
      if (current !== undefined) lines.push(current);
      current = line;
    }
  }
  if (current !== undefined) lines.push(current);
  return lines;
}

/** Splits at `separator` outside double quotes. */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === separator && !quoted) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

const ENCODINGS = new Set(["QUOTED-PRINTABLE", "BASE64", "B", "8BIT", "7BIT"]);

/** Encoded bytes as text in their CHARSET; with none, UTF-8 when they are UTF-8, else Windows-1252 (Outlook's). */
function decodeBytes(bytes: Uint8Array, charset: string | undefined): string {
  if (!charset) return vcfText(bytes);
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    // A charset this runtime does not know: as if none were named.
    return vcfText(bytes);
  }
}

/** Quoted-printable (RFC 2045 §6.7) to bytes: "=XX" is a byte, anything else itself (UTF-8). */
function quotedPrintableBytes(value: string): Uint8Array {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < value.length; i++) {
    const hex = value.slice(i + 1, i + 3);
    if (value[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...encoder.encode(value[i]!));
    }
  }
  return Uint8Array.from(bytes);
}

function base64Bytes(value: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(value.replace(/\s+/g, "")), (ch) => ch.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** One content line: `[group.]NAME *(;param) : value`; undefined when it is not one. */
function parseLine(line: string): Property | undefined {
  let colon = -1;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ":" && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon <= 0) return undefined;
  const [fullName = "", ...rawParams] = splitOutsideQuotes(line.slice(0, colon), ";");
  const name = fullName
    .slice(fullName.lastIndexOf(".") + 1)
    .trim()
    .toUpperCase();
  if (!/^[A-Z0-9-]+$/.test(name)) return undefined;
  const params = new Map<string, string[]>();
  const add = (key: string, values: string[]) => params.set(key, [...(params.get(key) ?? []), ...values]);
  for (const raw of rawParams) {
    const eq = raw.indexOf("=");
    if (eq < 0) {
      // vCard 2.1 writes a type, or an encoding, with no name: TEL;CELL;VOICE, NOTE;QUOTED-PRINTABLE.
      const token = raw.trim().toUpperCase();
      if (token) add(ENCODINGS.has(token) ? "ENCODING" : "TYPE", [ENCODINGS.has(token) ? token : token.toLowerCase()]);
      continue;
    }
    const key = raw.slice(0, eq).trim().toUpperCase();
    const values = splitOutsideQuotes(raw.slice(eq + 1), ",").map((v) => v.trim().replace(/^"(.*)"$/, "$1"));
    // 4.0 also quotes a whole list: TYPE="work,voice".
    add(key, key === "TYPE" ? values.flatMap((v) => v.split(",")).map((v) => v.trim().toLowerCase()) : values);
  }
  let value = line.slice(colon + 1);
  const encoding = params.get("ENCODING")?.[0]?.toUpperCase();
  const charset = params.get("CHARSET")?.[0];
  if (encoding === "QUOTED-PRINTABLE") value = decodeBytes(quotedPrintableBytes(value), charset);
  else if (encoding === "B" || encoding === "BASE64") {
    const bytes = base64Bytes(value);
    value = bytes ? decodeBytes(bytes, charset) : "";
  }
  return { name, params, value };
}

// ---- reading: values -----------------------------------------------------------

/** A TEXT value: `\n` (or `\N`) a line break, `\\` `\;` `\,` `\:` the character; line breaks as LF. */
function unescapeText(value: string): string {
  return value.replace(/\\([\\;,:nN])/g, (_, ch: string) => (ch === "n" || ch === "N" ? "\n" : ch)).replace(/\r\n?/g, "\n");
}

/** A structured value's components (N, ORG), split on unescaped semicolons, each unescaped. */
function components(value: string): string[] {
  const parts: string[] = [];
  let current = "";
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    if (ch === "\\" && i + 1 < value.length) {
      current += ch + value[i + 1];
      i++;
    } else if (ch === ";") {
      parts.push(current);
      current = "";
    } else current += ch;
  }
  parts.push(current);
  return parts.map((p) => unescapeText(p).trim());
}

/** One line of text: a line break (CRLF, CR or LF) or a tab is a space, other control characters go. */
const oneLine = (text: string, max: number) =>
  text
    .replace(/\r\n?|\n|\t/g, " ")
    .replace(/[\u0000-\u001f\u007f-\u009f]/gu, "")
    .trim()
    .slice(0, max)
    .trim();

/** Several lines: any line break an LF, tabs kept, other control characters gone. */
const manyLines = (text: string, max: number) =>
  text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/gu, "")
    .trim()
    .slice(0, max)
    .trim();

const types = (p: Property) => new Set(p.params.get("TYPE") ?? []);

/** Its preference: 4.0's PREF=1 (1 is the most preferred), or 2.1/3.0's TYPE=PREF; 101 when none. */
function preference(p: Property): number {
  const pref = Number(p.params.get("PREF")?.[0]);
  if (Number.isInteger(pref) && pref >= 1 && pref <= 100) return pref;
  return types(p).has("pref") ? 50 : 101;
}

/** Most preferred first; the file's order otherwise. */
const byPreference = (props: Property[]) =>
  props
    .map((p, i) => ({ p, i }))
    .sort((a, b) => preference(a.p) - preference(b.p) || a.i - b.i)
    .map(({ p }) => p);

const MOBILE_TYPES = ["cell", "mobile", "iphone", "x-mobile"];

function phoneKind(p: Property): PhoneType | "fax" {
  const t = types(p);
  if (MOBILE_TYPES.some((m) => t.has(m))) return "mobile";
  if (t.has("pager")) return "pager";
  if (t.has("fax")) return "fax";
  if (t.has("work")) return "work";
  if (t.has("home")) return "home";
  return "other";
}

const phoneNumber = (p: Property) => oneLine(unescapeText(p.value).replace(/^tel:/i, "").replace(/;ext=/i, " ext. "), 200);
const emailAddress = (p: Property) => oneLine(unescapeText(p.value).replace(/^mailto:/i, ""), 300);

const PHONE_NOTE: Record<PhoneType | "fax", string> = { ...PHONE_TYPE_LABELS, other: "Phone", fax: "Fax" };

/** A card's properties as a contact, or the reason it cannot be one. */
function cardToContact(props: Property[]): ContactInput | { reason: string; label: string } {
  const L = CONTACT_LIMITS;
  const all = (name: string) => props.filter((p) => p.name === name && p.value.trim() !== "");
  const text = (name: string) => unescapeText(all(name)[0]?.value ?? "").trim();
  const n = all("N")[0];
  const [family = "", given = "", additional = "", prefix = "", suffix = ""] = n ? components(n.value) : [];
  const nameFromN = [prefix, given, additional, family, suffix]
    .map((part) => part.replace(/,/g, " "))
    .filter(Boolean)
    .join(" ");
  const org = all("ORG")[0];
  const unit = org ? components(org.value).filter(Boolean).join(", ") : "";

  // The most preferred number that is not a fax is hers to call; every other number and address goes in the notes.
  const phones = byPreference(all("TEL")).map((p) => ({ number: phoneNumber(p), kind: phoneKind(p) }));
  const main = phones.find((p) => p.kind !== "fax" && p.number);
  const emails = byPreference(all("EMAIL")).map(emailAddress).filter(Boolean);
  // An address has no field of its own: it is kept in the notes, on one line (post office box, street … country).
  const addresses = all("ADR").map((p) =>
    components(p.value)
      .map((part) => part.replace(/\s+/g, " ").trim())
      .filter(Boolean)
      .join(", "),
  );
  const extras = [
    ...phones.filter((p) => p !== main && p.number).map((p) => `${PHONE_NOTE[p.kind]}: ${p.number}`),
    ...emails.slice(1).map((e) => `Email: ${e}`),
    ...addresses.filter(Boolean).map((a) => `Address: ${a}`),
  ];

  const email = emails[0] ?? "";
  const name = oneLine(text("FN") || nameFromN || unit || email, L.name);
  if (!name) {
    return { reason: "it has no name", label: main?.number ?? phones[0]?.number ?? email };
  }
  const draft = {
    name,
    role: oneLine(text("TITLE") || text("ROLE"), L.role),
    unit: oneLine(unit, L.unit),
    phone: oneLine(main?.number ?? "", L.phone),
    phoneType: main && main.kind !== "fax" ? main.kind : DEFAULT_PHONE_TYPE,
    email: oneLine(email, L.email),
    notes: manyLines([unescapeText(all("NOTE")[0]?.value ?? ""), ...extras].filter((s) => s.trim()).join("\n"), L.notes),
  };
  const parsed = contactBody.safeParse(draft);
  if (parsed.success) return parsed.data;
  // A phone or email the form would refuse is kept in the notes rather than lost.
  const kept = [draft.phone && `Phone: ${draft.phone}`, draft.email && `Email: ${draft.email}`].filter(Boolean);
  const fallback = contactBody.safeParse({
    ...draft,
    phone: "",
    phoneType: DEFAULT_PHONE_TYPE,
    email: "",
    notes: manyLines([draft.notes, ...kept].filter(Boolean).join("\n"), L.notes),
  });
  return fallback.success ? fallback.data : { reason: "its fields could not be read", label: name };
}

/**
 * The contacts of a .vcf file's text (one card or many). Cards nested in
 * another (vCard 2.1's AGENT) are not contacts of hers; text outside any card
 * is passed over; a card cut off at the end of the file is read as far as it goes.
 */
export function readVcf(text: string): VcfContents {
  const cards: Property[][] = [];
  let current: Property[] | undefined;
  let depth = 0;
  for (const line of logicalLines(text)) {
    const prop = parseLine(line);
    if (!prop) continue;
    const value = prop.value.trim().toUpperCase();
    if ((prop.name === "BEGIN" && value === "VCARD") || (prop.name === "AGENT" && value.startsWith("BEGIN:VCARD"))) {
      if (depth === 0) current = [];
      depth++;
    } else if (prop.name === "END" && value === "VCARD") {
      if (depth === 1 && current) cards.push(current);
      depth = Math.max(0, depth - 1);
      if (depth === 0) current = undefined;
    } else if (depth === 1) current?.push(prop);
  }
  if (current) cards.push(current);

  const contacts: ContactInput[] = [];
  const skipped: SkippedCard[] = [];
  cards.forEach((props, i) => {
    const result = cardToContact(props);
    if ("reason" in result) skipped.push({ card: i + 1, label: result.label || `Card ${i + 1}`, reason: result.reason });
    else contacts.push(result);
  });
  return { contacts, skipped, cards: cards.length };
}

/**
 * A .vcf file's bytes as text: UTF-8 (what phones, Google and Apple write),
 * or Windows-1252 when they are not valid UTF-8 (what older Outlook writes).
 */
export function vcfText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

// ---- writing --------------------------------------------------------------------

/**
 * A TEXT value (RFC 2426 §5): backslash, comma and semicolon escaped; every line
 * break — CRLF, LF, and a bare CR alike, as the calendar feed does — written as
 * `\n`, so nothing in a value can start a property of its own; other control
 * characters but the tab dropped.
 */
function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/gu, "")
    .replace(/[\\;,]/g, (ch) => `\\${ch}`)
    .replace(/\n/g, "\\n");
}

/** Folded at 75 octets (RFC 2426 §2.6), never inside a character; lines end in CRLF. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > 75) {
      out.push(current);
      current = " ";
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n");
}

/** Structured N: the last word the family name, the rest given names (a guess the card's FN makes harmless). */
function structuredName(name: string): string {
  const words = name.trim().split(/\s+/);
  const family = words.length > 1 ? words.pop()! : "";
  return [family, words.join(" "), "", "", ""].map(escapeText).join(";");
}

const TEL_TYPES: Record<PhoneType, string> = { mobile: "CELL", work: "WORK,VOICE", home: "HOME,VOICE", pager: "PAGER", other: "VOICE" };

export type VcardContact = Pick<ContactInput, "name" | "role" | "unit" | "phone" | "phoneType" | "email" | "notes">;

/**
 * One contact as a vCard 3.0: FN and N, TITLE, ORG (one component: its
 * semicolons escaped), TEL with its kind, EMAIL, NOTE. Text with letters beyond
 * ASCII says CHARSET=UTF-8, which Outlook needs to read it as UTF-8 and the
 * others pass over.
 */
export function writeVcard(contact: VcardContact): string {
  const lines = ["BEGIN:VCARD", "VERSION:3.0"];
  const add = (name: string, value: string, params: string[] = []) => {
    if (/[^\x00-\x7f]/.test(value)) params = [...params, "CHARSET=UTF-8"];
    lines.push(fold(`${[name, ...params].join(";")}:${value}`));
  };
  add("FN", escapeText(contact.name));
  add("N", structuredName(contact.name));
  if (contact.role) add("TITLE", escapeText(contact.role));
  if (contact.unit) add("ORG", escapeText(contact.unit));
  if (contact.phone) add("TEL", escapeText(contact.phone), [`TYPE=${TEL_TYPES[contact.phoneType]}`]);
  if (contact.email) add("EMAIL", escapeText(contact.email), ["TYPE=INTERNET"]);
  if (contact.notes) add("NOTE", escapeText(contact.notes));
  lines.push("END:VCARD");
  return `${lines.join("\r\n")}\r\n`;
}

/** Several contacts as one .vcf (one card after another). */
export const writeVcf = (contacts: readonly VcardContact[]) => contacts.map(writeVcard).join("");

// ---- duplicates ------------------------------------------------------------------

const sameName = (a: string, b: string) =>
  a.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase() === b.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase();
const digits = (phone: string) => phone.replace(/\D/g, "");

/** The same number: the same digits, or one with a country code before the other's (+1 604… and 604…). */
function samePhone(a: string, b: string): boolean {
  const [short, long] = [digits(a), digits(b)].sort((x, y) => x.length - y.length) as [string, string];
  return short.length >= 7 && long.endsWith(short) && long.length - short.length <= 3;
}

/**
 * Is `incoming` a contact she already has? The same name, and the same phone
 * (its digits, with or without a country code) or the same email — or, when neither has a phone or an email,
 * the same name alone. A namesake with other numbers is someone else.
 */
export function isSameContact(incoming: Pick<ContactInput, "name" | "phone" | "email">, existing: Pick<ContactInput, "name" | "phone" | "email">): boolean {
  if (!sameName(incoming.name, existing.name)) return false;
  const phone = samePhone(incoming.phone, existing.phone);
  const email = incoming.email !== "" && incoming.email.toLowerCase() === existing.email.toLowerCase();
  const bare = (c: Pick<ContactInput, "phone" | "email">) => !c.phone && !c.email;
  return phone || email || (bare(incoming) && bare(existing));
}
