import { useMemo } from "react";
import { Controller, type Control, type FieldErrors } from "react-hook-form";
import { FieldError } from "@web/components/ui/field-error";
import { Label } from "@web/components/ui/label";
import { SuggestInput } from "@web/components/ui/suggest-input";
import { useShiftTypes } from "../api/get-shift-types";

interface LocationValues {
  location?: string;
}

/** The distinct locations of the nurse's shifts, for the location combobox. */
function useKnownLocations(): string[] {
  const library = useShiftTypes();
  return useMemo(() => [...new Set((library.data ?? []).map((s) => s.location).filter(Boolean))].sort(), [library.data]);
}

/** Location: a combobox of the places already used that also takes a new one (as presets offer them); Unit below is its companion. */
export function LocationField<T extends LocationValues>({
  id,
  control,
  errors,
  placeholder,
}: {
  id: string;
  control: Control<T>;
  errors: FieldErrors<T>;
  placeholder: string;
}) {
  const locations = useKnownLocations();
  const message = (errors as FieldErrors<LocationValues>).location?.message;
  return (
    <Controller
      control={control as unknown as Control<LocationValues>}
      name="location"
      render={({ field }) => (
        <div className="space-y-2">
          <Label htmlFor={`${id}-location`}>Location</Label>
          <SuggestInput
            id={`${id}-location`}
            aria-describedby={`${id}-location-error`}
            value={field.value ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            options={locations}
            placeholder={placeholder}
          />
          <FieldError id={`${id}-location-error`} message={message} />
        </div>
      )}
    />
  );
}

interface UnitValues {
  unit?: string;
}

/** The distinct units of the nurse's shifts, for the unit combobox. */
function useKnownUnits(): string[] {
  const library = useShiftTypes();
  return useMemo(() => [...new Set((library.data ?? []).map((s) => s.unit).filter(Boolean))].sort(), [library.data]);
}

/**
 * Unit: where in the hospital the shift is worked ("ICU"). Colleagues at the
 * same hospital and unit are shown working together; choosing a job fills it in.
 */
export function UnitField<T extends UnitValues>({ id, control, errors }: { id: string; control: Control<T>; errors: FieldErrors<T> }) {
  const units = useKnownUnits();
  const message = (errors as FieldErrors<UnitValues>).unit?.message;
  return (
    <Controller
      control={control as unknown as Control<UnitValues>}
      name="unit"
      render={({ field }) => (
        <div className="space-y-2">
          <Label htmlFor={`${id}-unit`}>Unit</Label>
          <SuggestInput
            id={`${id}-unit`}
            aria-describedby={`${id}-unit-hint ${id}-unit-error`}
            value={field.value ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            options={units}
            placeholder="ICU"
            maxLength={100}
          />
          <p id={`${id}-unit-hint`} className="text-xs text-slate-600">
            Colleagues at the same hospital and unit show as working together.
          </p>
          <FieldError id={`${id}-unit-error`} message={message} />
        </div>
      )}
    />
  );
}
