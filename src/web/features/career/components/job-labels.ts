import type { EMPLOYMENT_TAGS, FTE_KINDS } from "@core/job-display";

export const employmentTagLabels: Record<(typeof EMPLOYMENT_TAGS)[number], string> = {
  none: "None",
  staff: "Staff",
  agency: "Agency",
  contractor: "Contractor",
};
export const fteLabels: Record<(typeof FTE_KINDS)[number], string> = {
  none: "None",
  full_time: "Full-time",
  part_time: "Part-time",
  casual: "Casual",
  contract: "Contract",
};
