import { z } from "zod";
import { isValidYmd } from "../calendar-dates";
import { NOT_BLANK, oneLine, withRules } from "./common";

import { CERT_CATEGORY_MAX, CERT_NAME_MAX, certMessages } from "../certification-rules";

export { certMessages, typedDateProblem } from "../certification-rules";

const optionalDate = z
  .string(certMessages.dateFormat)
  .nullable()
  .optional()
  .transform((v) => (v === undefined || v === null || v.trim() === "" ? null : v.trim()))
  .refine((v) => v === null || isValidYmd(v), certMessages.dateFormat)
  .meta({ format: "date" });

const fields = {
  name: oneLine(z.string(certMessages.nameRequired).trim().max(CERT_NAME_MAX, certMessages.nameTooLong).regex(NOT_BLANK, certMessages.nameRequired), "Name"),
  category: oneLine(z.string("Category must be text").trim().max(CERT_CATEGORY_MAX, certMessages.categoryTooLong), "Category"),
  completionDate: optionalDate,
  expiryDate: optionalDate,
  noExpiry: z.boolean("No expiry must be on or off"),
};

/** No expiry clears the expiry; an expiry never comes before the completion. */
const datesInOrder = <T extends { completionDate: string | null; expiryDate: string | null; noExpiry: boolean }>(body: T, ctx: z.RefinementCtx) => {
  if (!body.noExpiry && body.completionDate && body.expiryDate && body.expiryDate < body.completionDate) {
    ctx.addIssue({ code: "custom", message: certMessages.expiryBeforeCompletion, path: ["expiryDate"] });
  }
};

const DATES_IN_ORDER = { [certMessages.expiryBeforeCompletion]: "expiryDate is not before completionDate (unless noExpiry)" };

/** POST /api/certifications, and the Add Certification form. */
export const certificationBody = withRules(
  z
    .strictObject({ ...fields, category: fields.category.optional().default(""), noExpiry: fields.noExpiry.optional().default(false) })
    .superRefine(datesInOrder)
    .transform((b) => ({ ...b, expiryDate: b.noExpiry ? null : b.expiryDate })),
  DATES_IN_ORDER,
);

/** PUT /api/certifications/:id: the whole record again (the edit form sends every field). */
export const certificationUpdateBody = certificationBody;

/** PATCH /api/certifications/:id: only the fields given change; the merged record is checked as a whole. */
export const certificationPatchBody = withRules(
  z.strictObject({
    name: fields.name.optional(),
    category: fields.category.optional(),
    completionDate: z.string(certMessages.dateFormat).nullable().optional().meta({ format: "date" }),
    expiryDate: z.string(certMessages.dateFormat).nullable().optional().meta({ format: "date" }),
    noExpiry: fields.noExpiry.optional(),
  }),
  DATES_IN_ORDER,
);

export type CertificationBody = z.input<typeof certificationBody>;
export type CertificationInput = z.output<typeof certificationBody>;

export const certificationStatusSchema = z.enum(["valid", "expiring", "expired"]);

export const certificationSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  completionDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  noExpiry: z.boolean(),
  status: certificationStatusSchema,
  /** "Valid", "Expiring Soon", "Expired". */
  statusLabel: z.string(),
  /** "Expires in 12 days", "Expired 3 months ago", "No expiry". */
  statusDetail: z.string(),
  /** Signed links (valid 3600 s) to the card photos, or null. */
  frontPhotoUrl: z.string().nullable(),
  backPhotoUrl: z.string().nullable(),
  renewalUrl: z.string(),
  renewalSource: z.string(),
  createdAt: z.string(),
});

export type Certification = z.infer<typeof certificationSchema>;

export const certificationListSchema = z.object({
  certifications: z.array(certificationSchema),
  /** The nurse's own day, which the statuses were computed for. */
  today: z.string(),
});

/** What AI Read suggests for the form. */
export const extractResponse = z.object({
  name: z.string(),
  category: z.string(),
  completionDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  noExpiry: z.boolean(),
  /** Every date read on the card (yyyy-MM-dd), so the form can say which were there when it leaves a date empty. */
  datesSeen: z.array(z.string()),
  /** "ocr" (on this server) or "llm" (the configured model). */
  source: z.enum(["ocr", "llm"]),
});
export type ExtractResponse = z.infer<typeof extractResponse>;
