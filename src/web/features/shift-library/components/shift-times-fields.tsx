import { useState } from "react";
import { useWatch, type FieldErrors, type UseFormRegisterReturn, type UseFormReturn } from "react-hook-form";
import { endsNextDay, isValidTime, paidHoursBetween } from "@core/shift-hours";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";

/** The part of a shift form these fields fill. */
interface TimesValues {
  startTime: string;
  endTime: string;
  paidHours: number;
}

export interface ShiftTimes {
  step: number;
  overnight: boolean;
  errors: FieldErrors<TimesValues>;
  startTime: UseFormRegisterReturn;
  endTime: UseFormRegisterReturn;
  paidHours: UseFormRegisterReturn;
  /** What start and end give, when it differs from the paid hours she set herself. */
  suggested: number | undefined;
  applySuggested: () => void;
}

/**
 * Start, end and paid hours of a shift form: paid hours follow start and end,
 * rounded to `step`, until the nurse changes them herself. A hook, so that the
 * "changed by hand" state lives in the form and outlives the fields (the
 * Create a Shift dialog swaps its form for the icon picker).
 */
export function useShiftTimes<T extends TimesValues, P>(
  form: UseFormReturn<T, unknown, P>,
  {
    step,
    revalidateAfterSubmit = false,
    handSet = false,
  }: {
    step: number;
    revalidateAfterSubmit?: boolean;
    /** The saved paid hours were set by hand: keep them when the times move. */
    handSet?: boolean;
  },
): ShiftTimes {
  // Only these three fields are touched; the form's own type is wider.
  const { control, register, setValue, formState } = form as unknown as UseFormReturn<TimesValues>;
  const [paidTouched, setPaidTouched] = useState(handSet);
  const [start, end, paid] = useWatch({ control, name: ["startTime", "endTime", "paidHours"] });
  const computed = isValidTime(start ?? "") && isValidTime(end ?? "") ? paidHoursBetween(start, end, step) : undefined;
  const suggested = paidTouched && computed !== undefined && computed !== paid ? computed : undefined;
  const overnight = isValidTime(start ?? "") && isValidTime(end ?? "") && endsNextDay(start, end);

  const recompute = (nextStart: string | undefined, nextEnd: string | undefined) => {
    if (paidTouched || !isValidTime(nextStart ?? "") || !isValidTime(nextEnd ?? "")) return;
    setValue("paidHours", paidHoursBetween(nextStart!, nextEnd!, step), revalidateAfterSubmit ? { shouldValidate: formState.isSubmitted } : undefined);
  };

  return {
    step,
    overnight,
    errors: formState.errors,
    startTime: register("startTime", { onChange: (e: { target: { value: string } }) => recompute(e.target.value, end) }),
    endTime: register("endTime", { onChange: (e: { target: { value: string } }) => recompute(start, e.target.value) }),
    paidHours: register("paidHours", {
      setValueAs: (v: unknown) => (v === "" ? Number.NaN : Number(v)),
      onChange: () => {
        setPaidTouched(true);
      },
    }),
    suggested,
    applySuggested: () => {
      if (suggested === undefined) return;
      setValue("paidHours", suggested, { shouldValidate: formState.isSubmitted, shouldDirty: true });
      setPaidTouched(false);
    },
  };
}

/**
 * The fields of `useShiftTimes`, with the product's labels and limits for each
 * screen; ids are `${id}-startTime` etc., errors `${id}-startTime-error`.
 */
export function ShiftTimesFields({
  id,
  times,
  labels,
  paidMin,
  showOvernight = false,
  paidHint,
}: {
  id: string;
  times: ShiftTimes;
  labels: { start: string; end: string; paid: string };
  paidMin: number;
  /** "Ends the next day." under the times of an overnight shift. */
  showOvernight?: boolean;
  paidHint?: string;
}) {
  const { errors } = times;
  const describe = (name: keyof TimesValues) => ({ id: `${id}-${name}`, "aria-describedby": `${id}-${name}-error` });
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-2">
          <Label htmlFor={`${id}-startTime`}>{labels.start}</Label>
          <Input type="time" {...describe("startTime")} {...times.startTime} aria-invalid={Boolean(errors.startTime)} />
          <FieldError id={`${id}-startTime-error`} message={errors.startTime?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-endTime`}>{labels.end}</Label>
          <Input type="time" {...describe("endTime")} {...times.endTime} aria-invalid={Boolean(errors.endTime)} />
          <FieldError id={`${id}-endTime-error`} message={errors.endTime?.message} />
        </div>
      </div>
      {showOvernight && times.overnight && <p className="-mt-3 text-xs text-slate-600">Ends the next day.</p>}

      <div className="space-y-2">
        <Label htmlFor={`${id}-paidHours`}>{labels.paid}</Label>
        <Input
          type="number"
          inputMode="decimal"
          step={times.step}
          min={paidMin}
          max={24}
          {...describe("paidHours")}
          {...times.paidHours}
          aria-invalid={Boolean(errors.paidHours)}
        />
        {times.suggested !== undefined ? (
          // Her own paid hours stay when the times move; she is told, and one tap takes the computed ones.
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-700" data-testid="paid-hours-kept">
            <span>Kept as you set them; {times.suggested} h from start to end.</span>
            <button type="button" className="cursor-pointer font-medium text-primary underline underline-offset-2" onClick={times.applySuggested}>
              Use {times.suggested} h
            </button>
          </p>
        ) : (
          paidHint && <p className="text-xs text-slate-600">{paidHint}</p>
        )}
        <FieldError id={`${id}-paidHours-error`} message={errors.paidHours?.message} />
      </div>
    </>
  );
}
