import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { jobBadge, splitJobs } from "@core/job-display";
import type { Job } from "@core/schemas/jobs";
import { LoadErrorAlert } from "@web/components/load-error-alert";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useFormats } from "@web/lib/hooks/use-formats";
import { useDeleteJob } from "../api/delete-job";
import { careerToast } from "../career-toast";
import { ConfirmDelete } from "./confirm-delete";
import { ExpandableCard } from "./expandable-card";
import { JobFormDialog } from "./job-form-dialog";
import { employmentTagLabels, fteLabels } from "./job-labels";
import { useJobs } from "@web/lib/api/jobs";

/** Jobs tab (docs/product/career.md, Jobs): Current Jobs as expandable cards, the others below; add, edit, delete. */
export function JobsTab() {
  const jobs = useJobs();
  const [editing, setEditing] = useState<{ job?: Job } | undefined>();
  const [deleting, setDeleting] = useState<Job | undefined>();
  const remove = useDeleteJob();
  const { refetch } = jobs;
  // Switching to Jobs loads the jobs again (docs/product/career.md, Jobs).
  useEffect(() => {
    void refetch();
  }, [refetch]);
  useEffect(() => {
    if (jobs.isError) careerToast.failed("Failed to load jobs", jobs.error);
  }, [jobs.isError, jobs.error]);

  const { current, past } = splitJobs(jobs.data ?? []);
  return (
    <section aria-labelledby="jobs-heading" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="jobs-heading" className="text-lg font-semibold">
          Current Jobs
        </h2>
        <Button onClick={() => setEditing({})}>
          <Plus aria-hidden /> Add job
        </Button>
      </div>
      {jobs.isPending ? (
        <Spinner label="Loading jobs…" className="py-10" />
      ) : jobs.isError ? (
        <LoadErrorAlert what="Failed to load jobs" query={jobs} />
      ) : (
        <>
          {current.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
              No current jobs. Add the job you work now.
            </p>
          ) : (
            <ul className="space-y-3">
              {current.map((job) => (
                <JobCard key={job.id} job={job} onEdit={() => setEditing({ job })} onDelete={() => setDeleting(job)} />
              ))}
            </ul>
          )}
          {past.length > 0 && (
            <>
              <h2 className="pt-2 text-lg font-semibold">Other Jobs</h2>
              <ul className="space-y-3">
                {past.map((job) => (
                  <JobCard key={job.id} job={job} onEdit={() => setEditing({ job })} onDelete={() => setDeleting(job)} />
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <JobFormDialog open={Boolean(editing)} job={editing?.job} onOpenChange={(open) => !open && setEditing(undefined)} />
      <ConfirmDelete
        deleting={deleting}
        onClose={() => setDeleting(undefined)}
        title="Delete Job?"
        description="Are you sure you want to delete this job? This action cannot be undone."
        remove={remove}
        deleted="Job deleted"
      />
    </section>
  );
}

function JobCard({ job, onEdit, onDelete }: { job: Job; onEdit: () => void; onDelete: () => void }) {
  const { formatMoney, formatShortDate } = useFormats();
  const badge = jobBadge(job);
  const where = job.multipleSites ? "Multiple sites" : job.facility || job.employer;
  return (
    <ExpandableCard
      detailsId={`job-${job.id}-details`}
      title={job.designation}
      subtitle={[where, job.unit].filter(Boolean).join(" · ")}
      badge={{ label: badge, className: badge === "Active" ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700" }}
      aside={<span className="text-sm font-medium tabular-nums">{formatMoney(job.hourlyRate)}/hr</span>}
      rows={[
        ["Employer", job.employer],
        ["Department", job.department],
        ["Location", job.location],
        ["Start date", job.startDate && formatShortDate(job.startDate) + ` ${job.startDate.slice(0, 4)}`],
        ["End date", job.endDate && formatShortDate(job.endDate) + ` ${job.endDate.slice(0, 4)}`],
        ["Employment type", job.employmentTag !== "none" ? employmentTagLabels[job.employmentTag] : null],
        ["FTE", job.fte !== "none" ? fteLabels[job.fte] : null],
      ]}
      editLabel={`Edit job ${[job.designation, where].filter(Boolean).join(" at ")}`}
      deleteLabel={`Delete job: ${job.designation}`}
      onEdit={onEdit}
      onDelete={onDelete}
    >
      {job.notes && <p className="mt-2 rounded-lg bg-slate-50 p-3 whitespace-pre-wrap">{job.notes}</p>}
    </ExpandableCard>
  );
}
