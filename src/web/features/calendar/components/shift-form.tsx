import { ArrowLeft, Plus, Trash2 } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Controller, useFieldArray, useForm, type Path } from "react-hook-form";
import type { z } from "zod";
import { jobLabel } from "@core/job-label";
import type { createShiftTypeBody, ShiftType } from "@core/schemas/shift-types";
import { DEFAULT_SHIFT_COLOR, DEFAULT_SHIFT_ICON, SHIFT_NICKNAME_MAX } from "@core/shift-library";
import { DEFAULT_END, DEFAULT_PAID_HOURS, DEFAULT_START } from "@core/shift-hours";
import { Button } from "@web/components/ui/button";
import { SuggestInput } from "@web/components/ui/suggest-input";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useCreateShiftType } from "../api/create-shift-type";
import { useJobs } from "../api/get-jobs";
import { useShiftTypes } from "../api/get-shift-types";
import { SHIFT_ICONS } from "../shift-icons";
import { DIALOG_COLORS } from "../shift-palettes";
import { formatMoney } from "../shift-format";
import { ColorSwatches } from "./color-swatches";
import { IconGrid } from "./icon-grid";
import { ShiftTimesFields, useShiftTimes } from "./shift-times-fields";
import { SymbolChoice } from "./symbol-choice";

type Values = z.input<typeof createShiftTypeBody>;
type Parsed = z.output<typeof createShiftTypeBody>;

const defaults: Values = {
  name: "",
  nickname: "",
  icon: DEFAULT_SHIFT_ICON,
  symbol: null,
  color: DEFAULT_SHIFT_COLOR,
  location: "",
  startTime: DEFAULT_START,
  endTime: DEFAULT_END,
  paidHours: DEFAULT_PAID_HOURS,
  jobId: null,
  hourlyRate: null,
  premiums: [],
  date: null,
};

const validation = lazyZodResolver<Values, Parsed>(() => import("@core/schemas/shift-types").then((m) => m.createShiftTypeBody));

const numberOrNull = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));

/** The distinct locations of the nurse's shifts, for the location combobox. */
export function useKnownLocations(): string[] {
  const library = useShiftTypes();
  return useMemo(() => [...new Set((library.data ?? []).map((s) => s.location).filter(Boolean))].sort(), [library.data]);
}

/**
 * Create a Shift (the calendar's dialog and /shifts/new): the spec's fields and
 * messages, validated by the same schema the API uses. Paid hours follow start
 * and end (quarter hours, past midnight) until the nurse changes them herself.
 */
export function ShiftForm({
  onCreated,
  onCancel,
  onPickingIcon,
}: {
  onCreated: (shift: ShiftType) => void;
  onCancel: () => void;
  /** The icon picker replaces the form (the dialog retitles itself). */
  onPickingIcon?: (picking: boolean) => void;
}) {
  const id = useId();
  const jobs = useJobs();
  const locations = useKnownLocations();
  const create = useCreateShiftType();
  const [picking, setPicking] = useState(false);
  const [nicknameCut, setNicknameCut] = useState(false);
  const form = useForm<Values, unknown, Parsed>({ resolver: validation.resolver, defaultValues: defaults, mode: "onTouched" });
  const { register, control, handleSubmit, setValue, setError, formState } = form;
  const premiums = useFieldArray({ control, name: "premiums" });
  const errors = formState.errors;
  const times = useShiftTimes(form, { step: 0.25, revalidateAfterSubmit: true });

  const showPicker = (open: boolean) => {
    setPicking(open);
    onPickingIcon?.(open);
  };

  const submit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (shift) => {
        notifySuccess("Shift created successfully");
        onCreated(shift);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fields)) if (field) setError(field as Path<Values>, { message });
        }
        notifyError("Failed to create shift. Please try again.", errorMessage(error));
      },
    }),
  );

  const field = (name: string) => ({
    id: `${id}-${name}`,
    "aria-describedby": `${id}-${name}-error`,
  });

  if (picking) {
    return (
      <Controller
        control={control}
        name="icon"
        render={({ field: icon }) => (
          <div className="space-y-4">
            <Button variant="outline" size="sm" onClick={() => showPicker(false)}>
              <ArrowLeft aria-hidden /> Back
            </Button>
            <IconGrid
              label="Choose an icon"
              hideLegend
              icons={SHIFT_ICONS.map((i) => i.emoji)}
              value={icon.value ?? DEFAULT_SHIFT_ICON}
              onChange={(emoji) => {
                icon.onChange(emoji);
                showPicker(false);
              }}
            />
          </div>
        )}
      />
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} onFocus={() => void validation.preload()} noValidate className="space-y-5">
      <div className="grid grid-cols-[auto_1fr] items-end gap-3">
        <Controller
          control={control}
          name="icon"
          render={({ field: icon }) => (
            <div className="space-y-2">
              <span className="block text-sm font-medium text-slate-800">Icon</span>
              <button
                type="button"
                onClick={() => showPicker(true)}
                className="flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-2xl shadow-sm hover:bg-slate-50"
                aria-label={`Icon ${icon.value ?? DEFAULT_SHIFT_ICON}: choose another`}
              >
                {icon.value ?? DEFAULT_SHIFT_ICON}
              </button>
            </div>
          )}
        />
        <div className="space-y-2">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input {...field("name")} {...register("name")} placeholder="Day Shift" aria-invalid={Boolean(errors.name)} autoComplete="off" />
        </div>
        <div className="col-span-2 -mt-1">
          <FieldError id={`${id}-name-error`} message={errors.name?.message} />
        </div>
      </div>

      <Controller
        control={control}
        name="nickname"
        render={({ field: nick }) => (
          <div className="space-y-2">
            <Label htmlFor={`${id}-nickname`}>Nickname</Label>
            <Input
              {...field("nickname")}
              value={nick.value ?? ""}
              onBlur={nick.onBlur}
              onChange={(e) => {
                // Input is cut at 8 characters, and the nurse is told why.
                const typed = e.target.value;
                setNicknameCut(typed.length > SHIFT_NICKNAME_MAX);
                nick.onChange(typed.slice(0, SHIFT_NICKNAME_MAX));
              }}
              placeholder="Day"
              aria-invalid={Boolean(errors.nickname) || nicknameCut}
              autoComplete="off"
            />
            <p className="text-xs text-slate-600">Shown on the calendar (up to {SHIFT_NICKNAME_MAX} characters).</p>
            <FieldError
              id={`${id}-nickname-error`}
              message={errors.nickname?.message ?? (nicknameCut ? `Nickname must be ${SHIFT_NICKNAME_MAX} characters or less` : undefined)}
            />
          </div>
        )}
      />

      <Controller
        control={control}
        name="color"
        render={({ field: color }) => <ColorSwatches label="Color" value={color.value ?? DEFAULT_SHIFT_COLOR} onChange={color.onChange} swatches={DIALOG_COLORS} columns={8} />}
      />

      <ShiftTimesFields
        id={id}
        times={times}
        labels={{ start: "Start time", end: "End time", paid: "Paid hours" }}
        paidMin={0.25}
        showOvernight
        paidHint="Worked out from start and end, to the quarter hour; change it if your breaks are unpaid."
      />

      <Controller
        control={control}
        name="location"
        render={({ field: location }) => (
          <div className="space-y-2">
            <Label htmlFor={`${id}-location`}>Location</Label>
            <SuggestInput
              {...field("location")}
              value={location.value ?? ""}
              onChange={location.onChange}
              onBlur={location.onBlur}
              options={locations}
              placeholder="Unit or site"
            />
            <FieldError id={`${id}-location-error`} message={errors.location?.message} />
          </div>
        )}
      />

      <Controller control={control} name="symbol" render={({ field: symbol }) => <SymbolChoice value={symbol.value ?? null} onChange={symbol.onChange} />} />

      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-jobId`}>Job</Label>
          <NativeSelect
            {...field("jobId")}
            {...register("jobId", {
              setValueAs: (v: unknown) => (typeof v === "string" && v ? v : null),
              onChange: (e: { target: { value: string } }) => {
                const job = jobs.data?.find((j) => j.id === e.target.value);
                if (job) setValue("hourlyRate", job.hourlyRate, { shouldValidate: true });
              },
            })}
          >
            <option value="">{jobs.isPending ? "Loading your jobs…" : "No job"}</option>
            {jobs.data?.map((job) => (
              <option key={job.id} value={job.id}>
                {jobLabel(job)} ({formatMoney(job.hourlyRate)}/h)
              </option>
            ))}
          </NativeSelect>
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
            {...field("hourlyRate")}
            {...register("hourlyRate", { setValueAs: numberOrNull })}
            aria-invalid={Boolean(errors.hourlyRate)}
          />
          <FieldError id={`${id}-hourlyRate-error`} message={errors.hourlyRate?.message} />
        </div>
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">Premiums</legend>
        {premiums.fields.length === 0 && <p className="text-xs text-slate-600">Extra pay per hour (nights, weekends, charge), if this shift has any.</p>}
        {premiums.fields.map((premium, i) => {
          const e = errors.premiums?.[i];
          return (
            <div key={premium.id} className="space-y-2 rounded-lg border border-slate-200 p-3">
              <div className="flex items-end gap-2">
                <div className="min-w-0 flex-1 space-y-1">
                  <Label htmlFor={`${id}-p${i}-name`}>Premium name</Label>
                  <Input id={`${id}-p${i}-name`} {...register(`premiums.${i}.name`)} placeholder="Night premium" aria-invalid={Boolean(e?.name)} />
                </div>
                <div className="w-28 space-y-1">
                  <Label htmlFor={`${id}-p${i}-amount`}>$ per hour</Label>
                  <Input
                    id={`${id}-p${i}-amount`}
                    type="number"
                    inputMode="decimal"
                    step={0.01}
                    min={0}
                    {...register(`premiums.${i}.amountPerHour`, { setValueAs: (v: unknown) => (v === "" ? Number.NaN : Number(v)) })}
                    aria-invalid={Boolean(e?.amountPerHour)}
                  />
                </div>
                <Button variant="ghost" size="icon" aria-label={`Remove premium ${i + 1}`} onClick={() => premiums.remove(i)}>
                  <Trash2 aria-hidden />
                </Button>
              </div>
              <div className="grid grid-cols-2 gap-2">
                <div className="space-y-1">
                  <Label htmlFor={`${id}-p${i}-from`}>Applies from</Label>
                  <Input id={`${id}-p${i}-from`} type="time" {...register(`premiums.${i}.appliesFrom`)} />
                </div>
                <div className="space-y-1">
                  <Label htmlFor={`${id}-p${i}-to`}>Applies to</Label>
                  <Input id={`${id}-p${i}-to`} type="time" {...register(`premiums.${i}.appliesTo`)} />
                </div>
              </div>
              {[e?.name, e?.amountPerHour, e?.appliesFrom, e?.appliesTo].map((m, k) => m?.message && <FieldError key={k} id={`${id}-p${i}-e${k}`} message={m.message} />)}
            </div>
          );
        })}
        <Button variant="outline" size="sm" onClick={() => premiums.append({ name: "", amountPerHour: 0, appliesFrom: "00:00", appliesTo: "23:59" })}>
          <Plus aria-hidden /> Add premium
        </Button>
      </fieldset>

      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating…" : "Create Shift"}
        </Button>
      </div>
    </form>
  );
}
