import { Search } from "lucide-react";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import type { presetForm, ShiftType } from "@core/schemas/shift-types";
import { DEFAULT_SHIFT_COLOR, DEFAULT_SHIFT_ICON, SHIFT_NAME_MAX } from "@core/shift-library";
import { DEFAULT_END, DEFAULT_PAID_HOURS, DEFAULT_START } from "@core/shift-hours";
import { Button } from "@web/components/ui/button";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { notifySuccess } from "@web/lib/notify";
import { useCreateShiftType } from "../api/create-shift-type";
import { useUpdateShiftType } from "../api/update-shift-type";
import { showServerFieldErrors } from "@web/lib/form-errors";
import { searchIcons } from "@web/lib/shift-icons";
import { PRESET_COLORS } from "@web/lib/shift-palettes";
import { ColorSwatches } from "./color-swatches";
import { IconGrid } from "./icon-grid";
import { LocationField } from "./location-field";
import { ShiftTimesFields, useShiftTimes } from "./shift-times-fields";

type Values = z.input<typeof presetForm>;
type Parsed = z.output<typeof presetForm>;

const validation = lazyZodResolver<Values, Parsed>(() => import("@core/schemas/shift-types").then((m) => m.presetForm));

export const PRESET_DEFAULTS: Values = {
  name: "",
  icon: DEFAULT_SHIFT_ICON,
  color: DEFAULT_SHIFT_COLOR,
  location: "",
  startTime: DEFAULT_START,
  endTime: DEFAULT_END,
  paidHours: DEFAULT_PAID_HOURS,
};

export function presetValues(shift: ShiftType): Values {
  const { name, icon, color, location, startTime, endTime, paidHours } = shift;
  return { name, icon, color, location, startTime, endTime, paidHours };
}

/** Add a preset, or update the one being edited (docs/product/calendar.md, Shift library). */
export function PresetForm({ editing, onDone }: { editing: ShiftType | undefined; onDone: () => void }) {
  const id = useId();
  const create = useCreateShiftType({ errorTitle: "Could not add the preset" });
  const update = useUpdateShiftType({ errorTitle: "Could not update the preset" });
  const [symbolQuery, setSymbolQuery] = useState("");
  const form = useForm<Values, unknown, Parsed>({
    resolver: validation.resolver,
    defaultValues: editing ? presetValues(editing) : PRESET_DEFAULTS,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const errors = formState.errors;
  const times = useShiftTimes(form, { step: 0.5 });
  const busy = create.isPending || update.isPending;
  const icons = searchIcons(symbolQuery).map((i) => i.emoji);
  const describe = (name: string) => ({ id: `${id}-${name}`, "aria-describedby": `${id}-${name}-error` });

  const onError = (error: Error) => showServerFieldErrors(error, setError);

  const submit = handleSubmit((body) => {
    if (editing) {
      update.mutate(
        { id: editing.id, body },
        {
          onSuccess: () => {
            notifySuccess("Preset updated");
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          notifySuccess("Preset added");
          onDone();
        },
        onError,
      });
    }
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      onFocus={() => void validation.preload()}
      noValidate
      className="space-y-5"
      aria-label={editing ? "Edit preset" : "Add preset"}
    >
      <div className="space-y-2">
        <Label htmlFor={`${id}-name`}>Shift Name</Label>
        <Input
          {...describe("name")}
          {...register("name")}
          maxLength={SHIFT_NAME_MAX}
          placeholder="Day Shift"
          aria-invalid={Boolean(errors.name)}
          autoComplete="off"
        />
        <FieldError id={`${id}-name-error`} message={errors.name?.message} />
      </div>

      <Controller
        control={control}
        name="icon"
        render={({ field }) => (
          <div className="space-y-2">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-slate-800">
                Symbol <span aria-hidden>{field.value}</span>
              </span>
              <div className="relative w-44">
                <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
                <Input
                  type="search"
                  aria-label="Search symbols"
                  placeholder="Search (night, ER…)"
                  value={symbolQuery}
                  onChange={(e) => setSymbolQuery(e.target.value)}
                  className="h-9 pl-8"
                />
              </div>
            </div>
            {icons.length ? (
              <IconGrid label="Symbol" hideLegend icons={icons} value={field.value ?? DEFAULT_SHIFT_ICON} onChange={field.onChange} columns={8} />
            ) : (
              <p className="text-sm text-slate-600">No symbol matches “{symbolQuery}”.</p>
            )}
            <FieldError id={`${id}-icon-error`} message={errors.icon?.message} />
          </div>
        )}
      />

      <Controller
        control={control}
        name="color"
        render={({ field }) => <ColorSwatches value={field.value ?? DEFAULT_SHIFT_COLOR} onChange={field.onChange} swatches={PRESET_COLORS} columns={5} />}
      />

      <LocationField id={id} control={control} errors={errors} placeholder="Pick one or type a new one" />

      {/* 0.5 rather than the first description's 0: the library's one rule refuses 0 paid hours (docs/product/calendar.md, Departures). */}
      <ShiftTimesFields id={id} times={times} labels={{ start: "Start Time", end: "End Time", paid: "Paid Hours" }} paidMin={0.5} />

      {editing && (
        <p className="text-sm text-slate-600">
          Job, wage, type and premiums:{" "}
          <Link to={`/shifts/${editing.id}/edit`} className="font-medium text-primary hover:underline">
            edit all of {editing.name}
          </Link>
        </p>
      )}

      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Saving…" : editing ? "Update Preset" : "Add Shift Preset"}
      </Button>
    </form>
  );
}
