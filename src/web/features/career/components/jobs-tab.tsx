import { ChevronDown, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { jobBadge, splitJobs } from "@core/job-display";
import type { Job } from "@core/schemas/jobs";
import { LoadErrorAlert } from "@web/components/load-error-alert";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { useFormats } from "@web/lib/use-formats";
import { useDeleteJob, useJobs } from "../api/jobs";
import { careerToast } from "../career-toast";
import { employmentTagLabels, fteLabels, JobFormDialog } from "./job-form-dialog";

/** Jobs tab (spec §2): Current Jobs as expandable cards, the others below; add, edit, delete. */
export function JobsTab() {
  const jobs = useJobs();
  const [editing, setEditing] = useState<{ job?: Job } | undefined>();
  const [deleting, setDeleting] = useState<Job | undefined>();
  const remove = useDeleteJob();
  const { refetch } = jobs;
  // Switching to Jobs reloads (spec §4).
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
          <Plus aria-hidden /> Job
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
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title="Delete Job?"
        description="Are you sure you want to delete this job? This action cannot be undone."
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(deleting!.id, {
            onSuccess: () => {
              careerToast.success("Job deleted");
              setDeleting(undefined);
            },
            onError: (error) => careerToast.failed("Failed to delete job", error),
          })
        }
      />
    </section>
  );
}

function JobCard({ job, onEdit, onDelete }: { job: Job; onEdit: () => void; onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  const { formatMoney, formatShortDate } = useFormats();
  const badge = jobBadge(job);
  const where = job.multipleSites ? "Multiple sites" : job.facility || job.employer;
  const detailsId = `job-${job.id}-details`;
  const row = (label: string, value: string | null | undefined) =>
    value ? (
      <div className="flex justify-between gap-3 py-1">
        <dt className="text-slate-600">{label}</dt>
        <dd className="text-right font-medium break-words">{value}</dd>
      </div>
    ) : null;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        className="flex w-full items-center gap-3 p-4 text-left"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((o) => !o)}
      >
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{job.designation}</p>
          <p className="truncate text-sm text-slate-600">{[where, job.unit].filter(Boolean).join(" · ")}</p>
        </div>
        <span
          className={cn("rounded-full px-2 py-0.5 text-xs font-medium", badge === "Active" ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700")}
        >
          {badge}
        </span>
        <span className="text-sm font-medium tabular-nums">{formatMoney(job.hourlyRate)}/hr</span>
        <ChevronDown className={cn("size-4 shrink-0 transition", open && "rotate-180")} aria-hidden />
      </button>
      {open && (
        <div id={detailsId} className="border-t border-slate-200 px-4 py-3 text-sm">
          <dl>
            {row("Employer", job.employer)}
            {row("Department", job.department)}
            {row("Location", job.location)}
            {row("Start date", job.startDate && formatShortDate(job.startDate) + ` ${job.startDate.slice(0, 4)}`)}
            {row("End date", job.endDate && formatShortDate(job.endDate) + ` ${job.endDate.slice(0, 4)}`)}
            {row("Employment type", job.employmentTag !== "none" ? employmentTagLabels[job.employmentTag] : null)}
            {row("FTE", job.fte !== "none" ? fteLabels[job.fte] : null)}
          </dl>
          {job.notes && <p className="mt-2 rounded-lg bg-slate-50 p-3 whitespace-pre-wrap">{job.notes}</p>}
          <div className="mt-3 flex justify-end gap-2">
            <Button variant="outline" size="sm" onClick={onEdit}>
              <Pencil aria-hidden /> Edit
            </Button>
            <Button variant="destructive-outline" size="sm" onClick={onDelete} aria-label={`Delete job: ${job.designation}`}>
              <Trash2 aria-hidden /> Delete
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
