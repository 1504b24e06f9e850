import { z } from "zod";
import { EMAIL_OR_EMPTY, multiLine, NOT_BLANK, oneLine, withRules } from "./common";
import { RESUME_LIMITS, RESUME_TEMPLATES, experienceEndsBeforeStart, isCurrentExperience, RESUME_MONTH, resumeMessages } from "../resume-rules";

export type { ResumeTemplate } from "../resume-rules";

const text = (label: string, max: number) => oneLine(z.string(`${label} must be text`).trim().max(max, `${label} must be ${max} characters or less`), label);
const longText = (label: string, max: number) => multiLine(z.string(`${label} must be text`).max(max, `${label} must be ${max} characters or less`), label);
/** A month as yyyy-MM (a resume says "Mar 2023"), or null (no start yet; for an end: present). */
const month = (label: string) =>
  z.string(`${label} must be a month as yyyy-MM, like 2023-03`).trim().regex(RESUME_MONTH, `${label} must be a month as yyyy-MM, like 2023-03`).nullable();
/** The browser makes entry ids (a draft entry exists before it is saved). */
const entryId = z.string("Entry id must be text").trim().max(64, "Entry id must be 64 characters or less").regex(NOT_BLANK, "Entry id is required");

const L = RESUME_LIMITS;

export const resumePersonalSchema = z.strictObject({
  name: text("Name", L.name),
  email: text("Email", L.email)
    .refine((v) => v === "" || z.email().safeParse(v).success, resumeMessages.email)
    .meta(EMAIL_OR_EMPTY),
  phone: text("Phone", L.phone),
  location: text("Location", L.location),
  summary: longText("Summary", L.summary),
});

export const experienceEntrySchema = z
  .strictObject({
    id: entryId,
    title: text("Title", L.title),
    facility: text("Facility", L.facility),
    startDate: month("Start"),
    /** Null: not given yet, or present when she works there now. */
    endDate: month("End"),
    /** "I work here now" (left out by entries saved before it existed: no end month meant now). */
    current: z.boolean("I work here now must be on or off").optional(),
    description: longText("Description", L.description),
    /** The career center's job it was imported from (a second import skips it). */
    sourceJobId: z.uuid("Source job id is not valid").nullable().default(null),
    /** The career center's contract it was imported from (a second import skips it). */
    sourceContractId: z.uuid("Source contract id is not valid").nullable().default(null),
  })
  .superRefine((entry, ctx) => {
    if (experienceEndsBeforeStart(entry)) ctx.addIssue({ code: "custom", message: resumeMessages.endBeforeStart, path: ["endDate"] });
  })
  .transform(({ current, ...entry }) => {
    const now = isCurrentExperience({ ...entry, current });
    return { ...entry, current: now, endDate: now ? null : entry.endDate };
  });

export const educationEntrySchema = z.strictObject({
  id: entryId,
  credential: text("Credential", L.credential),
  school: text("School", L.school),
  year: z
    .string("Year must be text")
    .trim()
    .regex(/^(?:|(19|20)\d{2})$/, resumeMessages.year),
});

/** PUT /api/resume: the whole resume (the builder saves it as the nurse types). */
export const resumeBody = withRules(
  z.strictObject({
    template: z.enum(RESUME_TEMPLATES, "Template must be classic or compact"),
    personal: resumePersonalSchema,
    experience: z.array(experienceEntrySchema).max(L.experience, `At most ${L.experience} experience entries`),
    education: z.array(educationEntrySchema).max(L.education, `At most ${L.education} education entries`),
    /** Which of my certifications the resume shows. */
    certificationIds: z.array(z.uuid("Certification id is not valid")).max(L.certifications, `At most ${L.certifications} certifications`),
    skills: z
      .array(text("Skill", L.skill).regex(NOT_BLANK, "A skill cannot be empty").pipe(z.string().min(1, "A skill cannot be empty")))
      .max(L.skills, `At most ${L.skills} skills`),
  }),
  { [resumeMessages.endBeforeStart]: "an experience's end month (endDate) is not before its start month (startDate)" },
);

export const resumeSchema = z.object({
  template: z.enum(RESUME_TEMPLATES),
  personal: z.object({ name: z.string(), email: z.string(), phone: z.string(), location: z.string(), summary: z.string() }),
  experience: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      facility: z.string(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      /** "I work here now": the resume says "– Present". */
      current: z.boolean(),
      description: z.string(),
      sourceJobId: z.string().nullable(),
      sourceContractId: z.string().nullable(),
    }),
  ),
  education: z.array(z.object({ id: z.string(), credential: z.string(), school: z.string(), year: z.string() })),
  certificationIds: z.array(z.string()),
  skills: z.array(z.string()),
  /** Letter or A4, by my country (profile) or region (preferences). */
  pageSize: z.enum(["LETTER", "A4"]),
  /** Null until first saved. */
  updatedAt: z.string().nullable(),
});

export const resumeImportResponse = z.object({ resume: resumeSchema, added: z.number().int() });

export type ResumeBody = z.input<typeof resumeBody>;
export type ResumeContent = z.output<typeof resumeBody>;
export type Resume = z.infer<typeof resumeSchema>;
export type ExperienceEntry = ResumeContent["experience"][number];
export type EducationEntry = ResumeContent["education"][number];
