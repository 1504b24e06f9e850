import { z } from "zod";
import { DEFAULT_PHONE_TYPE, PHONE_TYPES } from "../phone-types";
import { EMAIL_OR_EMPTY, multiLine, NOT_BLANK, oneLine } from "./common";
import { noExtraFields } from "./no-extra-fields";

/** Work contacts (docs/product/contacts.md): limits, in characters. */
export const CONTACT_LIMITS = { name: 100, role: 100, unit: 160, phone: 40, email: 200, notes: 2000, vcf: 500_000, perImport: 500 } as const;

export const contactMessages = {
  nameRequired: "Name is required",
  email: "Please enter a valid email address",
  phone: "Phone may have digits, spaces and + ( ) - . only",
  notVcard: "That file is not a vCard (.vcf): nothing was imported.",
  noCards: "That vCard file has no contacts in it: nothing was imported.",
  phoneType: "Choose mobile, work, home, pager or other",
  tooMany: `That file has more than ${CONTACT_LIMITS.perImport} contacts: nothing was imported.`,
} as const;

const L = CONTACT_LIMITS;
const text = (label: string, max: number) => oneLine(z.string(`${label} must be text`).trim().max(max, `${label} must be ${max} characters or less`), label);

const fields = {
  name: text("Name", L.name).regex(NOT_BLANK, contactMessages.nameRequired).pipe(z.string().min(1, contactMessages.nameRequired)),
  role: text("Role", L.role),
  unit: text("Unit or facility", L.unit),
  // Linear on any input: the part before the first digit has no digit, and the spaces before "x"/"ext" are the
  // number's own (the earlier pattern backtracked quadratically: 20,000 digits took 7 s of the server's thread).
  phone: text("Phone", L.phone).regex(/^(?:|[+().\-\s]*[0-9][0-9+().\-\s]*(?:(?:x|ext\.?)\s*\d+)?)$/i, contactMessages.phone),
  email: text("Email", L.email)
    .refine((v) => v === "" || z.email().safeParse(v).success, contactMessages.email)
    .meta(EMAIL_OR_EMPTY),
  phoneType: z.enum(PHONE_TYPES, contactMessages.phoneType),
  // Every line break kept as LF: a bare CR is one too, wherever the notes go next.
  notes: multiLine(z.string("Notes must be text").trim().max(L.notes, `Notes must be ${L.notes} characters or less`), "Notes").transform((v) =>
    v.replace(/\r\n?/g, "\n"),
  ),
};

/** POST /api/contacts and the contact form. */
export const contactBody = z.strictObject(
  {
    name: fields.name,
    role: fields.role.default(""),
    unit: fields.unit.default(""),
    phone: fields.phone.default(""),
    phoneType: fields.phoneType.default(DEFAULT_PHONE_TYPE),
    email: fields.email.default(""),
    notes: fields.notes.default(""),
  },
  noExtraFields,
);
/** PATCH /api/contacts/:id: the fields given change. */
export const contactPatchBody = z.strictObject(
  {
    name: fields.name.optional(),
    role: fields.role.optional(),
    unit: fields.unit.optional(),
    phone: fields.phone.optional(),
    phoneType: fields.phoneType.optional(),
    email: fields.email.optional(),
    notes: fields.notes.optional(),
  },
  noExtraFields,
);

export const contactQuery = z.object({ q: z.string().trim().max(100, "Search must be 100 characters or less").optional() });

/** POST /api/contacts/import/preview: the text of a .vcf file (the browser reads the file). */
export const contactPreviewBody = z.strictObject(
  { vcf: z.string("vcf must be the text of a .vcf file").max(L.vcf, `The file must be ${L.vcf / 1000} KB or less`) },
  noExtraFields,
);

/** POST /api/contacts/import: the file's text, and whether to leave out the contacts she already has. */
export const contactImportBody = z.strictObject(
  {
    vcf: z.string("vcf must be the text of a .vcf file").max(L.vcf, `The file must be ${L.vcf / 1000} KB or less`),
    skipDuplicates: z.boolean("skipDuplicates must be true or false").default(false),
  },
  noExtraFields,
);

export const skippedCardSchema = z.object({ card: z.number().int(), label: z.string(), reason: z.string() });

export const contactSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  unit: z.string(),
  phone: z.string(),
  phoneType: z.enum(PHONE_TYPES),
  email: z.string(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const contactListSchema = z.object({ contacts: z.array(contactSchema) });
/** What an import would do: each contact found (by name, and whether she has it already), and each card that is not one. */
export const contactPreviewResponse = z.object({
  contacts: z.array(z.object({ name: z.string(), duplicate: z.boolean() })),
  skipped: z.array(skippedCardSchema),
});
export const contactImportResponse = z.object({
  imported: z.number().int(),
  /** Left out as contacts she already has (only when asked to). */
  duplicates: z.number().int(),
  /** Cards that are not contacts, each with the reason. */
  skipped: z.array(skippedCardSchema),
  contacts: z.array(contactSchema),
});

export type Contact = z.infer<typeof contactSchema>;
export type ContactBody = z.input<typeof contactBody>;
export type ContactInput = z.output<typeof contactBody>;
