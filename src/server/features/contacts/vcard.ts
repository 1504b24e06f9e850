import ICAL from "ical.js";
import { CONTACT_LIMITS, contactBody, contactMessages, type ContactInput } from "@core/schemas/contacts";
import { withoutControlCharacters } from "@core/control-characters";
import { badRequest } from "../../http/errors";

type Component = InstanceType<typeof ICAL.Component>;

/** One contact as a vCard 4.0 (ical.js writes it: escaping, folding). */
export function contactToVcard(contact: Omit<ContactInput, never>): string {
  const card = new ICAL.Component(["vcard", [], []]);
  const add = (name: string, value: string, type?: string) => {
    const prop = new ICAL.Property(name, card);
    if (type) prop.setParameter("type", type);
    prop.setValue(value);
    card.addProperty(prop);
  };
  add("version", "4.0");
  add("fn", contact.name);
  if (contact.role) add("title", contact.role);
  if (contact.unit) add("org", contact.unit);
  if (contact.phone) add("tel", contact.phone, "work");
  if (contact.email) add("email", contact.email, "work");
  if (contact.notes) add("note", contact.notes);
  return `${card.toString()}\r\n`;
}

const first = (card: Component, name: string): string => {
  const value: unknown = card.getFirstPropertyValue(name);
  if (Array.isArray(value))
    return value
      .flat()
      .map((v) => String(v ?? "").trim())
      .filter(Boolean)
      .join(", ");
  if (value === null || value === undefined) return "";
  return (typeof value === "string" ? value : (value as { toString(): string }).toString()).trim();
};

/** One line of a card's text: control characters become spaces; cut to the limit. */
const line = (s: string, max: number) => withoutControlCharacters(s).replace(/\s+/g, " ").trim().slice(0, max).trim();
const multi = (s: string, max: number) =>
  s
    .split(/\r\n?|\n/)
    .map((l) => withoutControlCharacters(l))
    .join("\n")
    .trim()
    .slice(0, max);

function cardToContact(card: Component): ContactInput | undefined {
  const n = card.getFirstPropertyValue("n") as unknown;
  const nameFromN = Array.isArray(n)
    ? [n[3], n[1], n[2], n[0], n[4]]
        .flat()
        .map((v) => String(v ?? "").trim())
        .filter(Boolean)
        .join(" ")
    : "";
  const L = CONTACT_LIMITS;
  const email = line(first(card, "email").replace(/^mailto:/i, ""), L.email);
  const draft = {
    name: line(first(card, "fn") || nameFromN || first(card, "org") || email, L.name),
    role: line(first(card, "title") || first(card, "role"), L.role),
    unit: line(first(card, "org"), L.unit),
    phone: line(first(card, "tel").replace(/^tel:/i, ""), L.phone),
    email,
    notes: multi(first(card, "note"), L.notes),
  };
  let parsed = contactBody.safeParse(draft);
  // A phone or email the form would refuse is kept in the notes rather than lost.
  if (!parsed.success) {
    const kept = [draft.phone && `Phone: ${draft.phone}`, draft.email && `Email: ${draft.email}`].filter(Boolean).join("\n");
    parsed = contactBody.safeParse({ ...draft, phone: "", email: "", notes: [draft.notes, kept].filter(Boolean).join("\n").slice(0, L.notes) });
  }
  return parsed.success ? parsed.data : undefined;
}

/**
 * The contacts of a .vcf file (one or many cards, vCard 2.1 to 4.0, parsed by
 * ical.js). A file that is not a vCard, holds none, or holds too many is
 * refused whole (400): nothing is imported. A card without any name is skipped.
 */
export function contactsFromVcf(text: string): { contacts: ContactInput[]; skipped: number } {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    throw badRequest(contactMessages.notVcard, { vcf: contactMessages.notVcard });
  }
  const roots = (Array.isArray(parsed) && typeof parsed[0] === "string" ? [parsed] : (parsed as unknown[])) as unknown[];
  if (!Array.isArray(roots) || roots.some((root) => !Array.isArray(root) || root[0] !== "vcard")) {
    throw badRequest(contactMessages.notVcard, { vcf: contactMessages.notVcard });
  }
  if (roots.length === 0) throw badRequest(contactMessages.noCards, { vcf: contactMessages.noCards });
  if (roots.length > CONTACT_LIMITS.perImport) throw badRequest(contactMessages.tooMany, { vcf: contactMessages.tooMany });
  const contacts: ContactInput[] = [];
  let skipped = 0;
  for (const root of roots) {
    const contact = cardToContact(new ICAL.Component(root as never));
    if (contact) contacts.push(contact);
    else skipped++;
  }
  if (contacts.length === 0) throw badRequest(contactMessages.noCards, { vcf: contactMessages.noCards });
  return { contacts, skipped };
}

/** A file name for one contact's card ("Ana Diaz.vcf"). */
export const vcardFileName = (name: string) =>
  `${
    name
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\/:*?<>|;]/g, "")
      .trim() || "contact"
  }.vcf`;
