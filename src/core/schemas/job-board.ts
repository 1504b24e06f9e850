import { z } from "zod";
import { isValidYmd } from "../calendar-dates";
import { multiLine, oneLine } from "./common";

const text = (label: string, max = 200) => oneLine(z.string(`${label} must be text`).trim().max(max, `${label} must be ${max} characters or less`), label);

const optional = <S extends z.ZodType<string>>(schema: S) =>
  z
    .union([schema, z.null()])
    .optional()
    .transform((v) => v || null);

/**
 * One posting in an operator's import file (CSV columns or JSON keys). `ref` is
 * the posting's own reference: importing the same file again updates, never duplicates.
 */
export const jobPostingRow = z.strictObject({
  ref: text("Ref", 100).min(1, "Ref is required"),
  title: text("Title").min(1, "Title is required"),
  employer: optional(text("Employer")),
  facility: optional(text("Facility")),
  city: optional(text("City")),
  provinceState: optional(text("Province/State")),
  country: optional(text("Country")),
  payRate: z
    .union(
      [z.number("Pay rate must be a number, 0 or more").min(0, "Pay rate must be a number, 0 or more"), z.literal(""), z.null()],
      "Pay rate must be a number, 0 or more",
    )
    .optional()
    .transform((v) => (typeof v === "number" ? Math.round(v * 100) / 100 : null)),
  url: optional(text("URL", 2000).refine((v) => !v || /^https?:\/\/[^\s]+$/i.test(v), "URL must start with http:// or https://")),
  description: optional(multiLine(z.string("Description must be text").trim().max(5000, "Description must be 5000 characters or less"), "Description")),
  postedOn: optional(
    z
      .string("Posted on must be a date as yyyy-MM-dd")
      .trim()
      .refine((v) => !v || isValidYmd(v), "Posted on must be a real date as yyyy-MM-dd, like 2026-03-14"),
  ),
  /** An example, not a real opening (the screen labels it "Sample"): true/false, yes/no or 1/0; empty is false. */
  sample: z
    .union([z.boolean(), z.enum(["true", "false", "yes", "no", "1", "0", ""], "Sample must be true or false")], "Sample must be true or false")
    .optional()
    .transform((v) => v === true || v === "true" || v === "yes" || v === "1"),
});

export type JobPostingRow = z.output<typeof jobPostingRow>;

export const jobPostingSchema = z.object({
  id: z.string(),
  ref: z.string(),
  title: z.string(),
  employer: z.string().nullable(),
  facility: z.string().nullable(),
  city: z.string().nullable(),
  provinceState: z.string().nullable(),
  country: z.string().nullable(),
  payRate: z.number().nullable(),
  url: z.string().nullable(),
  description: z.string().nullable(),
  postedOn: z.string().nullable(),
  /** An operator's example, labelled "Sample" on the screen. */
  sample: z.boolean(),
  /** Saved by me. */
  saved: z.boolean(),
  createdAt: z.string(),
});

export const jobBoardQuery = z.object({
  q: oneLine(z.string().trim().max(200, "Search must be 200 characters or less"), "Search").optional(),
  /** "true": only the postings I saved. */
  saved: z.enum(["true", "false"], "Saved must be true or false").optional(),
});

export const postingIdParams = z.object({ id: z.uuid("That id is not valid") });
export const savedPostingSchema = z.object({ id: z.string(), saved: z.boolean() });

export const jobBoardSchema = z.object({ postings: z.array(jobPostingSchema) });
export type JobPosting = z.infer<typeof jobPostingSchema>;
