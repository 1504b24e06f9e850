import { z } from "zod";
import { calendarDate, multiLine, NOT_BLANK, oneLine, withRules } from "./common";
import { wage } from "./shift-types";

import { EMPLOYMENT_TAGS, FTE_KINDS } from "../job-display";

/** A missing key is "required" (a key the document requires), a wrong type "must be text". */
const text = (label: string, max = 200) =>
  oneLine(
    z
      .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
      .trim()
      .max(max, `${label} must be ${max} characters or less`),
    label,
  );

const optionalDate = (label: string) => calendarDate(`${label} is required`).nullable();

const jobFields = {
  facility: text("Facility").nullable(),
  employer: text("Employer"),
  designation: text("Designation").regex(NOT_BLANK, "Designation is required"),
  unit: text("Unit"),
  department: text("Department"),
  location: text("Location"),
  // Required, so never null (the document says so: a PATCH with null is refused by the schema itself).
  startDate: calendarDate("Start date is required"),
  endDate: optionalDate("End date"),
  stillWorking: z.boolean("Still working must be true or false"),
  hourlyRate: wage("Hourly rate must be greater than or equal to 0"),
  employmentTag: z.enum(EMPLOYMENT_TAGS, "Employment type must be none, staff, agency or contractor"),
  fte: z.enum(FTE_KINDS, "FTE must be none, full_time, part_time, casual or contract"),
  notes: multiLine(z.string("Notes must be text").trim().max(5000, "Notes must be 5000 characters or less"), "Notes"),
  multipleSites: z.boolean("Multiple sites must be true or false"),
};

type JobShape = {
  facility?: string | null;
  designation?: string;
  unit?: string;
  startDate?: string | null;
  endDate?: string | null;
  stillWorking?: boolean;
  multipleSites?: boolean;
};

/**
 * The job form's rules (docs/product/career.md, Jobs: the checks are real, unlike the first description's): designation
 * and start date required, facility required unless the job is on several sites,
 * the end not before the start. Unit has an error slot for its length only.
 */
function checkJob(job: JobShape, ctx: z.RefinementCtx, partial: boolean) {
  const need = (key: keyof JobShape, message: string) => {
    if (partial && job[key] === undefined) return;
    const v = job[key];
    if (v === undefined || v === null || (typeof v === "string" && !v.trim())) ctx.addIssue({ code: "custom", message, path: [key] });
  };
  need("designation", "Designation is required");
  need("startDate", "Start date is required");
  if (!job.multipleSites) need("facility", "Facility is required");
  if (job.startDate && job.endDate && job.endDate < job.startDate) {
    ctx.addIssue({ code: "custom", message: "End date must be on or after the start date", path: ["endDate"] });
  }
}

/** The rules across a job's fields (checkJob), as the document lists them. */
const JOB_RULES = {
  "Facility is required": "facility is a text unless multipleSites is true",
  "End date must be on or after the start date": "endDate is not before startDate",
};

export const createJobBody = withRules(
  z
    .object({
      // Always sent (the document marks it required): null only for a job on several sites (checkJob).
      facility: jobFields.facility,
      employer: jobFields.employer.default(""),
      designation: jobFields.designation,
      unit: jobFields.unit.default(""),
      department: jobFields.department.default(""),
      location: jobFields.location.default(""),
      startDate: jobFields.startDate,
      endDate: jobFields.endDate.default(null),
      stillWorking: jobFields.stillWorking.default(false),
      hourlyRate: jobFields.hourlyRate.default(0),
      employmentTag: jobFields.employmentTag.default("none"),
      fte: jobFields.fte.default("none"),
      notes: jobFields.notes.default(""),
      multipleSites: jobFields.multipleSites.default(false),
    })
    .superRefine((job, ctx) => checkJob(job, ctx, false))
    // Facility is cleared for a job on several sites; there is no end date while still working.
    .transform((job) => ({ ...job, facility: job.multipleSites ? null : job.facility, endDate: job.stillWorking ? null : job.endDate })),
  JOB_RULES,
);

export const updateJobBody = withRules(
  z
    .object(jobFields)
    .partial()
    .superRefine((job, ctx) => checkJob(job, ctx, true)),
  JOB_RULES,
);

export const jobSchema = z.object({
  id: z.string(),
  facility: z.string().nullable(),
  employer: z.string(),
  designation: z.string(),
  unit: z.string(),
  department: z.string(),
  location: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  stillWorking: z.boolean(),
  hourlyRate: z.number(),
  employmentTag: z.enum(EMPLOYMENT_TAGS),
  fte: z.enum(FTE_KINDS),
  notes: z.string(),
  multipleSites: z.boolean(),
  createdAt: z.string(),
});

export const jobListSchema = z.object({ jobs: z.array(jobSchema) });

export type Job = z.infer<typeof jobSchema>;
export type CreateJobBody = z.input<typeof createJobBody>;
