/** How a job reads in a list: "Registered Nurse · Vancouver General Hospital". */
export function jobLabel(job: { designation: string; facility: string | null; employer: string }): string {
  const where = job.facility || job.employer;
  return [job.designation || "Job", where].filter(Boolean).join(" · ");
}
