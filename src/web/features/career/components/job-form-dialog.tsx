import { lazy, Suspense } from "react";
import type { Job } from "@core/schemas/jobs";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";

// The form (react-hook-form and its resolver) loads when the dialog first opens, not with the screen (docs/product/README.md, Speed and size: first-load budget).
const JobForm = lazy(() => import("./job-form").then((m) => ({ default: m.JobForm })));

/** Create or edit a job with every field of docs/product/career.md, Jobs; editing to a higher rate offers to note the raise. */
export function JobFormDialog({ open, job, onOpenChange }: { open: boolean; job?: Job; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={job ? "Edit Job" : "Add Job"} description="Your employment record: where, what, and your rate.">
        {open && (
          <Suspense fallback={<Spinner label="Opening…" className="py-6" />}>
            <JobForm key={job?.id ?? "new"} job={job} onDone={() => onOpenChange(false)} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
