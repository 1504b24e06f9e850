import { ArrowLeft } from "lucide-react";
import { useId, useState } from "react";
import { CancelSubmitButtons } from "@web/components/form-buttons";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import type { createShiftTypeBody, ShiftType } from "@core/schemas/shift-types";
import { DEFAULT_SHIFT_COLOR, DEFAULT_SHIFT_ICON, SHIFT_NICKNAME_MAX } from "@core/shift-library";
import { DEFAULT_END, DEFAULT_PAID_HOURS, DEFAULT_START } from "@core/shift-hours";
import { Button } from "@web/components/ui/button";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { notifySuccess } from "@web/lib/notify";
import { useCreateShiftType } from "../api/create-shift-type";
import { showServerFieldErrors } from "@web/lib/form-errors";
import { SHIFT_ICONS } from "@web/lib/shift-icons";
import { DIALOG_COLORS } from "@web/lib/shift-palettes";
import { ColorSwatches } from "./color-swatches";
import { IconGrid } from "./icon-grid";
import { LocationField, UnitField } from "./location-field";
import { CALENDAR_LABEL, calendarLabelHint, NicknameField } from "./nickname-field";
import { ShiftPayFields } from "./shift-pay-fields";
import { ShiftTimesFields, useShiftTimes } from "./shift-times-fields";
import { SymbolChoice } from "./symbol-choice";
import { ShiftIcon } from "@web/components/shifts/shift-icon";

type Values = z.input<typeof createShiftTypeBody>;
type Parsed = z.output<typeof createShiftTypeBody>;

const defaults: Values = {
  name: "",
  nickname: "",
  icon: DEFAULT_SHIFT_ICON,
  symbol: null,
  color: DEFAULT_SHIFT_COLOR,
  location: "",
  unit: "",
  startTime: DEFAULT_START,
  endTime: DEFAULT_END,
  paidHours: DEFAULT_PAID_HOURS,
  jobId: null,
  hourlyRate: null,
  premiums: [],
  date: null,
};

const validation = lazyZodResolver<Values, Parsed>(() => import("@core/schemas/shift-types").then((m) => m.createShiftTypeBody));

/**
 * Create a Shift (the calendar's dialog and /shifts/new): the product's fields and
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
  const create = useCreateShiftType({ errorTitle: "Failed to create shift. Please try again." });
  const [picking, setPicking] = useState(false);
  const form = useForm<Values, unknown, Parsed>({ resolver: validation.resolver, defaultValues: defaults, mode: "onSubmit", reValidateMode: "onChange" });
  const { register, control, handleSubmit, setError, formState } = form;
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
      onError: (error) => showServerFieldErrors(error, setError),
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
                <ShiftIcon icon={icon.value ?? DEFAULT_SHIFT_ICON} className="size-6" />
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

      <NicknameField id={id} control={control} errors={errors} label={CALENDAR_LABEL} hint={calendarLabelHint(SHIFT_NICKNAME_MAX)} placeholder="Day" />

      <Controller
        control={control}
        name="color"
        render={({ field: color }) => (
          <ColorSwatches value={color.value ?? DEFAULT_SHIFT_COLOR} onChange={color.onChange} swatches={DIALOG_COLORS} columns={8} />
        )}
      />

      <ShiftTimesFields
        id={id}
        times={times}
        labels={{ start: "Start time", end: "End time", paid: "Paid hours" }}
        paidMin={0.25}
        showOvernight
        paidHint="Worked out from start and end, to the quarter hour; change it if your breaks are unpaid."
      />

      <div className="grid gap-3 sm:grid-cols-2">
        <LocationField id={id} control={control} errors={errors} placeholder="Hospital or site" />
        <UnitField id={id} control={control} errors={errors} />
      </div>

      <Controller control={control} name="symbol" render={({ field: symbol }) => <SymbolChoice value={symbol.value ?? null} onChange={symbol.onChange} />} />

      <ShiftPayFields id={id} form={form} />

      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <CancelSubmitButtons onCancel={onCancel} pending={create.isPending} pendingLabel="Creating…" label="Create Shift" />
      </div>
    </form>
  );
}
