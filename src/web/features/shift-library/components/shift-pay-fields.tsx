import { Plus, Trash2 } from "lucide-react";
import { Controller, useFieldArray, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { jobLabel } from "@core/job-label";
import type { premiumBody } from "@core/schemas/shift-types";
import { PREMIUM_DAYS, PREMIUM_DAYS_LABELS } from "@core/tools/pay";
import { Button } from "@web/components/ui/button";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { useJobs } from "@web/lib/api/jobs";
import { useFormats } from "@web/lib/hooks/use-formats";

/** The part of a shift form these fields fill. */
interface PayValues {
  jobId?: string | null;
  unit?: string;
  hourlyRate?: number | null;
  premiums?: z.input<typeof premiumBody>[];
}

const numberOrNull = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));
/** An emptied amount is not 0: it is refused with the field's message. */
const numberOrNaN = (v: unknown) => (v === "" ? Number.NaN : Number(v));

/**
 * Job (with its wage), hourly wage and premiums of a shift: the same fields in
 * Create a Shift, /shifts/new and Edit Shift. Choosing a job fills in its wage
 * (and its unit, when the form has one she has not written herself);
 * a premium is added or removed in place (the API takes the list as a whole).
 */
export function ShiftPayFields<T extends PayValues, P>({ id, form }: { id: string; form: UseFormReturn<T, unknown, P> }) {
  const { formatMoney } = useFormats();
  // Only these fields are touched; the form's own type is wider.
  const { register, control, setValue, getValues, formState } = form as unknown as UseFormReturn<PayValues>;
  const errors = formState.errors;
  const jobs = useJobs();
  const premiums = useFieldArray({ control, name: "premiums" });
  const describe = (name: string) => ({ id: `${id}-${name}`, "aria-describedby": `${id}-${name}-error` });

  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-jobId`}>Job</Label>
          {/* Controlled: the shift's job is shown once the jobs have loaded (a native select cannot pick an option it does not have yet). */}
          <Controller
            control={control}
            name="jobId"
            render={({ field }) => (
              <NativeSelect
                {...describe("jobId")}
                ref={field.ref}
                name={field.name}
                value={field.value ?? ""}
                onBlur={field.onBlur}
                onChange={(e) => {
                  const before = jobs.data?.find((j) => j.id === field.value);
                  field.onChange(e.target.value || null);
                  const job = jobs.data?.find((j) => j.id === e.target.value);
                  if (job) setValue("hourlyRate", job.hourlyRate, { shouldValidate: true });
                  // The unit follows the job unless she wrote another herself.
                  const unit = getValues("unit");
                  if (job?.unit && unit !== undefined && (!unit.trim() || unit === before?.unit)) setValue("unit", job.unit, { shouldDirty: true });
                }}
              >
                <option value="">{jobs.isPending ? "Loading your jobs…" : "No job"}</option>
                {jobs.data?.map((job) => (
                  <option key={job.id} value={job.id}>
                    {jobLabel(job)} ({formatMoney(job.hourlyRate)}/h)
                  </option>
                ))}
              </NativeSelect>
            )}
          />
          {jobs.data?.length === 0 && <p className="text-xs text-slate-600">Add jobs in the Career Center to link them here.</p>}
          <FieldError id={`${id}-jobId-error`} message={errors.jobId?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-hourlyRate`}>Hourly wage ($)</Label>
          <Input
            type="number"
            inputMode="decimal"
            step={0.01}
            min={0}
            placeholder="From the job"
            {...describe("hourlyRate")}
            {...register("hourlyRate", { setValueAs: numberOrNull })}
            aria-invalid={Boolean(errors.hourlyRate)}
          />
          <FieldError id={`${id}-hourlyRate-error`} message={errors.hourlyRate?.message} />
        </div>
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">Premiums</legend>
        {premiums.fields.length === 0 && (
          <p className="text-xs text-slate-600">Extra pay per hour (nights, weekends, holidays, charge), if this shift has any.</p>
        )}
        <FieldError id={`${id}-premiums-error`} message={errors.premiums?.message ?? errors.premiums?.root?.message} />
        {premiums.fields.map((premium, i) => {
          const e = errors.premiums?.[i];
          const p = `${id}-p${i}`;
          const messages = [e?.name, e?.amountPerHour, e?.days, e?.appliesFrom, e?.appliesTo].flatMap((m) => (m?.message ? [m.message] : []));
          const invalid = (error: unknown) => ({ "aria-invalid": Boolean(error), "aria-describedby": `${p}-error` });
          return (
            <div key={premium.id} role="group" aria-labelledby={`${p}-title`} className="space-y-2 rounded-lg border border-slate-200 p-3 pt-2">
              <div className="flex items-center justify-between gap-2">
                <span id={`${p}-title`} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  Premium {i + 1}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  className="-mr-2 h-8 text-red-700 hover:bg-red-50"
                  aria-label={`Remove premium ${i + 1}`}
                  onClick={() => premiums.remove(i)}
                >
                  <Trash2 aria-hidden /> Remove
                </Button>
              </div>
              <div className="flex items-end gap-2">
                <div className="min-w-0 flex-1 space-y-1">
                  <Label htmlFor={`${p}-name`}>Premium name</Label>
                  <Input id={`${p}-name`} {...register(`premiums.${i}.name`)} placeholder="Night" {...invalid(e?.name)} />
                </div>
                <div className="w-24 space-y-1">
                  <Label htmlFor={`${p}-amount`}>$ per hour</Label>
                  <Input
                    id={`${p}-amount`}
                    type="number"
                    inputMode="decimal"
                    step={0.01}
                    min={0}
                    {...register(`premiums.${i}.amountPerHour`, { setValueAs: numberOrNaN })}
                    {...invalid(e?.amountPerHour)}
                  />
                </div>
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${p}-days`}>Paid on</Label>
                <NativeSelect id={`${p}-days`} {...register(`premiums.${i}.days`)} {...invalid(e?.days)}>
                  {PREMIUM_DAYS.map((d) => (
                    <option key={d} value={d}>
                      {PREMIUM_DAYS_LABELS[d]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid grid-cols-2 gap-2">
                <div className="space-y-1">
                  <Label htmlFor={`${p}-from`}>Applies from</Label>
                  <Input id={`${p}-from`} type="time" {...register(`premiums.${i}.appliesFrom`)} {...invalid(e?.appliesFrom)} />
                </div>
                <div className="space-y-1">
                  <Label htmlFor={`${p}-to`}>Applies to</Label>
                  <Input id={`${p}-to`} type="time" {...register(`premiums.${i}.appliesTo`)} {...invalid(e?.appliesTo)} />
                </div>
              </div>
              <FieldError id={`${p}-error`} message={messages.join(" ") || undefined} />
            </div>
          );
        })}
        <Button
          variant="outline"
          size="sm"
          onClick={() => premiums.append({ name: "", amountPerHour: 0, days: "all", appliesFrom: "00:00", appliesTo: "23:59" })}
        >
          <Plus aria-hidden /> Add premium
        </Button>
      </fieldset>
    </>
  );
}
