import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { raiseFrom, notesWithRaise } from "@core/job-display";
import { EMPLOYMENT_TAGS, FTE_KINDS } from "@core/job-display";
import type { createJobBody, Job } from "@core/schemas/jobs";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Dialog, DialogContent, DialogFooter } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { Textarea } from "@web/components/ui/textarea";
import { useFormats } from "@web/lib/hooks/use-formats";
import { useNurseToday } from "@web/lib/hooks/use-nurse-today";
import { useSaveJob, type JobBody } from "../api/save-job";
import { CAREER_TOAST_MS, careerToast } from "../career-toast";
import { showServerFieldErrors } from "@web/lib/form-errors";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { FormField } from "@web/components/ui/form-field";
import { employmentTagLabels, fteLabels } from "./job-labels";

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

/** The body the API takes; an empty rate is 0 (docs/product/career.md, Jobs). */
const bodyOf = (v: Values): JobBody => ({
  ...v,
  facility: v.multipleSites ? null : v.facility,
  // Blank is refused with "Start date is required", as null was.
  startDate: v.startDate,
  endDate: v.stillWorking ? null : v.endDate || null,
  hourlyRate: v.hourlyRate.trim() === "" ? 0 : Number(v.hourlyRate),
});

type Parsed = z.output<typeof createJobBody>;

// The API's schema checks the body the form sends; it (and zod) load on the first focus or save, not with the
// screen (the first-load budget: docs/product/README.md, Speed and size).
const validation = lazyZodResolver<Values, Parsed>(() => import("@core/schemas/jobs").then((m) => m.createJobBody), bodyOf);

/** The form of the Add / Edit Job dialog (job-form-dialog.tsx), loaded when it first opens. */
export function JobForm({ job, onDone }: { job?: Job; onDone: () => void }) {
  const { formatMoney } = useFormats();
  const today = useNurseToday();
  const { register, handleSubmit, getValues, setValue, setError, control, formState } = useForm<Values, unknown, Parsed>({
    resolver: validation.resolver,
    defaultValues: valuesOf(job),
  });
  const errors = formState.errors;
  const [multipleSites, stillWorking, endDate] = useWatch({ control, name: ["multipleSites", "stillWorking", "endDate"] });
  const [raise, setRaise] = useState<{ from: number; to: number; body: JobBody } | undefined>();
  const save = useSaveJob({ errorTitle: "Failed to save job. Please try again.", errorToastMs: CAREER_TOAST_MS });

  const submit = (body: JobBody) =>
    save.mutate(
      { id: job?.id, body },
      {
        onSuccess: () => {
          careerToast.success(job ? "Saved" : "Created");
          onDone();
        },
        onError: (error) => showServerFieldErrors(error, setError),
      },
    );

  const onSubmit = handleSubmit((parsed) => {
    const body = bodyOf(getValues());
    const raised = job ? raiseFrom(job.hourlyRate, parsed.hourlyRate) : undefined;
    if (raised) setRaise({ ...raised, body });
    else submit(body);
  });

  const err = (key: keyof Values) => errors[key]?.message;
  const described = (key: keyof Values) => (err(key) ? { "aria-invalid": true, "aria-describedby": `job-${key}-error` } : {});

  return (
    <form onSubmit={(e) => void onSubmit(e)} onFocus={() => void validation.preload()} noValidate className="space-y-4">
      <FormField id="job-designation" label="Designation" error={err("designation")}>
        <Input id="job-designation" {...register("designation")} placeholder="Registered Nurse" maxLength={200} {...described("designation")} />
      </FormField>
      <FormField id="job-facility" label="Facility" error={err("facility")}>
        <Input
          id="job-facility"
          {...register("facility")}
          disabled={multipleSites}
          placeholder="Vancouver General Hospital"
          maxLength={200}
          {...described("facility")}
        />
      </FormField>
      <div className="flex items-center gap-3">
        <Checkbox
          id="job-multiple-sites"
          checked={multipleSites}
          onCheckedChange={(c) => {
            setValue("multipleSites", c);
            if (c) setValue("facility", "");
          }}
        />
        <Label htmlFor="job-multiple-sites">Multiple sites</Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="job-employer" label="Employer" error={err("employer")}>
          <Input id="job-employer" {...register("employer")} maxLength={200} />
        </FormField>
        <FormField id="job-unit" label="Unit" error={err("unit")}>
          <Input id="job-unit" {...register("unit")} maxLength={200} {...described("unit")} />
        </FormField>
        <FormField id="job-department" label="Department" error={err("department")}>
          <Input id="job-department" {...register("department")} maxLength={200} />
        </FormField>
        <FormField id="job-location" label="Location" error={err("location")}>
          <Input id="job-location" {...register("location")} maxLength={200} />
        </FormField>
        <FormField id="job-startDate" label="Start date" error={err("startDate")}>
          <Input id="job-startDate" type="date" {...register("startDate")} {...described("startDate")} />
        </FormField>
        <FormField id="job-endDate" label="End date" error={err("endDate")}>
          <Input
            id="job-endDate"
            type="date"
            {...register("endDate")}
            // While she still works here the end date shows empty; what she typed comes back if she unticks it.
            value={stillWorking ? "" : endDate}
            disabled={stillWorking}
            {...described("endDate")}
          />
        </FormField>
      </div>
      <div className="flex items-center gap-3">
        <Checkbox id="job-still-working" checked={stillWorking} onCheckedChange={(c) => setValue("stillWorking", c)} />
        <Label htmlFor="job-still-working">I still work here</Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="job-hourlyRate" label="Hourly rate" error={err("hourlyRate")}>
          <Input
            id="job-hourlyRate"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            {...register("hourlyRate")}
            placeholder="0.00"
            {...described("hourlyRate")}
          />
        </FormField>
        <FormField id="job-tag" label="Employment type">
          <NativeSelect id="job-tag" {...register("employmentTag")}>
            {EMPLOYMENT_TAGS.map((tag) => (
              <option key={tag} value={tag}>
                {employmentTagLabels[tag]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="job-fte" label="FTE">
          <NativeSelect id="job-fte" {...register("fte")}>
            {FTE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {fteLabels[kind]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField id="job-notes" label="Notes" error={err("notes")}>
        <Textarea id="job-notes" {...register("notes")} rows={3} maxLength={5000} />
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
