import { useState } from "react";
import { raiseFrom, notesWithRaise } from "@core/job-display";
import { EMPLOYMENT_TAGS, FTE_KINDS } from "@core/job-display";
import type { Job } from "@core/schemas/jobs";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Dialog, DialogContent, DialogFooter } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { Textarea } from "@web/components/ui/textarea";
import { ApiError } from "@web/lib/api-client";
import { useFormats } from "@web/lib/use-formats";
import { useNurseToday } from "@web/lib/use-nurse-today";
import { useSaveJob, type JobBody } from "../api/jobs";
import { careerToast } from "../career-toast";
import { fieldErrors, FormField } from "./form-field";

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

interface Values {
  designation: string;
  facility: string;
  multipleSites: boolean;
  employer: string;
  unit: string;
  department: string;
  location: string;
  startDate: string;
  endDate: string;
  stillWorking: boolean;
  hourlyRate: string;
  employmentTag: (typeof EMPLOYMENT_TAGS)[number];
  fte: (typeof FTE_KINDS)[number];
  notes: string;
}

const valuesOf = (job?: Job): Values => ({
  designation: job?.designation ?? "",
  facility: job?.facility ?? "",
  multipleSites: job?.multipleSites ?? false,
  employer: job?.employer ?? "",
  unit: job?.unit ?? "",
  department: job?.department ?? "",
  location: job?.location ?? "",
  startDate: job?.startDate ?? "",
  endDate: job?.endDate ?? "",
  stillWorking: job?.stillWorking ?? false,
  hourlyRate: job ? String(job.hourlyRate) : "",
  employmentTag: job?.employmentTag ?? "none",
  fte: job?.fte ?? "none",
  notes: job?.notes ?? "",
});

/** The body the API takes; an empty rate is 0 (spec §5). */
const bodyOf = (v: Values): JobBody => ({
  ...v,
  facility: v.multipleSites ? null : v.facility,
  startDate: v.startDate || null,
  endDate: v.stillWorking ? null : v.endDate || null,
  hourlyRate: v.hourlyRate.trim() === "" ? 0 : Number(v.hourlyRate),
});

/** Create or edit a job with every field of the spec (§3 Job, §5 job form); editing to a higher rate offers to note the raise. */
export function JobFormDialog({ open, job, onOpenChange }: { open: boolean; job?: Job; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={job ? "Edit Job" : "Add Job"} description="Your employment record: where, what, and your rate.">
        {open && <JobForm key={job?.id ?? "new"} job={job} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function JobForm({ job, onDone }: { job?: Job; onDone: () => void }) {
  const { formatMoney } = useFormats();
  const today = useNurseToday();
  const [values, setValues] = useState<Values>(() => valuesOf(job));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [raise, setRaise] = useState<{ from: number; to: number; body: JobBody } | undefined>();
  const save = useSaveJob();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (body: JobBody) =>
    save.mutate(
      { id: job?.id, body },
      {
        onSuccess: () => {
          careerToast.success(job ? "Saved" : "Created");
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
          careerToast.failed("Failed to save job. Please try again.", error);
        },
      },
    );

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = bodyOf(values);
    // The schema (and zod) load on the first save, not with the screen (DESIGN §7 first-load budget).
    const { createJobBody } = await import("@core/schemas/jobs");
    const parsed = createJobBody.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    const raised = job ? raiseFrom(job.hourlyRate, parsed.data.hourlyRate) : undefined;
    if (raised) setRaise({ ...raised, body });
    else submit(body);
  };

  const err = (key: string) => errors[key];
  const described = (key: string) => (err(key) ? { "aria-invalid": true, "aria-describedby": `job-${key}-error` } : {});

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="job-designation" label="Designation" error={err("designation")}>
        <Input
          id="job-designation"
          value={values.designation}
          onChange={(e) => set("designation", e.target.value)}
          placeholder="Registered Nurse"
          maxLength={200}
          {...described("designation")}
        />
      </FormField>
      <FormField id="job-facility" label="Facility" error={err("facility")}>
        <Input
          id="job-facility"
          value={values.multipleSites ? "" : values.facility}
          disabled={values.multipleSites}
          onChange={(e) => set("facility", e.target.value)}
          placeholder="Vancouver General Hospital"
          maxLength={200}
          {...described("facility")}
        />
      </FormField>
      <div className="flex items-center gap-3">
        <Checkbox
          id="job-multiple-sites"
          checked={values.multipleSites}
          onCheckedChange={(c) => setValues((v) => ({ ...v, multipleSites: c, facility: c ? "" : v.facility }))}
        />
        <Label htmlFor="job-multiple-sites">Multiple sites</Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="job-employer" label="Employer" error={err("employer")}>
          <Input id="job-employer" value={values.employer} onChange={(e) => set("employer", e.target.value)} maxLength={200} />
        </FormField>
        <FormField id="job-unit" label="Unit" error={err("unit")}>
          <Input id="job-unit" value={values.unit} onChange={(e) => set("unit", e.target.value)} maxLength={200} {...described("unit")} />
        </FormField>
        <FormField id="job-department" label="Department" error={err("department")}>
          <Input id="job-department" value={values.department} onChange={(e) => set("department", e.target.value)} maxLength={200} />
        </FormField>
        <FormField id="job-location" label="Location" error={err("location")}>
          <Input id="job-location" value={values.location} onChange={(e) => set("location", e.target.value)} maxLength={200} />
        </FormField>
        <FormField id="job-start" label="Start date" error={err("startDate")}>
          <Input id="job-start" type="date" value={values.startDate} onChange={(e) => set("startDate", e.target.value)} {...described("startDate")} />
        </FormField>
        <FormField id="job-end" label="End date" error={err("endDate")}>
          <Input
            id="job-end"
            type="date"
            value={values.stillWorking ? "" : values.endDate}
            disabled={values.stillWorking}
            onChange={(e) => set("endDate", e.target.value)}
            {...described("endDate")}
          />
        </FormField>
      </div>
      <div className="flex items-center gap-3">
        <Checkbox id="job-still-working" checked={values.stillWorking} onCheckedChange={(c) => set("stillWorking", c)} />
        <Label htmlFor="job-still-working">I still work here</Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="job-rate" label="Hourly rate" error={err("hourlyRate")}>
          <Input
            id="job-rate"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={values.hourlyRate}
            onChange={(e) => set("hourlyRate", e.target.value)}
            placeholder="0.00"
            {...described("hourlyRate")}
          />
        </FormField>
        <FormField id="job-tag" label="Employment type">
          <NativeSelect id="job-tag" value={values.employmentTag} onChange={(e) => set("employmentTag", e.target.value as Values["employmentTag"])}>
            {EMPLOYMENT_TAGS.map((tag) => (
              <option key={tag} value={tag}>
                {employmentTagLabels[tag]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="job-fte" label="FTE">
          <NativeSelect id="job-fte" value={values.fte} onChange={(e) => set("fte", e.target.value as Values["fte"])}>
            {FTE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {fteLabels[kind]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField id="job-notes" label="Notes" error={err("notes")}>
        <Textarea id="job-notes" value={values.notes} onChange={(e) => set("notes", e.target.value)} rows={3} maxLength={5000} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : job ? "Save Job" : "Add Job"}
        </Button>
      </DialogFooter>

      <Dialog open={Boolean(raise)} onOpenChange={(open) => !open && setRaise(undefined)}>
        <DialogContent
          title="Got a raise? Would you like to record this in notes?"
          description={raise ? `${formatMoney(raise.from)} → ${formatMoney(raise.to)} an hour` : undefined}
          hideClose
        >
          <DialogFooter className="mt-0">
            <Button
              variant="outline"
              onClick={() => {
                submit(raise!.body);
                setRaise(undefined);
              }}
            >
              No, just save
            </Button>
            <Button
              onClick={() => {
                const { from, to, body } = raise!;
                submit({ ...body, notes: notesWithRaise(body.notes ?? "", `Raise on ${today}: ${formatMoney(from)} → ${formatMoney(to)} an hour`) });
                setRaise(undefined);
              }}
            >
              Yes, add to notes
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </form>
  );
}
