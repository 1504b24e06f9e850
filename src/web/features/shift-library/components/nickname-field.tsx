import { useState } from "react";
import { Controller, type Control, type FieldErrors } from "react-hook-form";
import { cutToLength, SHIFT_NICKNAME_MAX } from "@core/shift-library";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";

interface NicknameValues {
  nickname?: string;
}

const TOO_LONG = `Nickname must be ${SHIFT_NICKNAME_MAX} characters or less`;

/** One word for the chip text on Create a Shift, /shifts/new and Edit Shift (docs/product/calendar.md, Shift library). */
export const CALENDAR_LABEL = "Calendar label";
export const calendarLabelHint = (max: number) => `Your nickname for the shift on calendar days, up to ${max} characters; the name is used when empty.`;

/**
 * A shift's calendar label (up to 8: docs/product/calendar.md, Shift library): typing past 8 is cut — counted
 * as the API counts, whole characters only — and the nurse is told why.
 * Ids are `${id}-nickname` and `${id}-nickname-error`.
 */
export function NicknameField<T extends NicknameValues>({
  id,
  control,
  errors,
  label,
  hint,
  placeholder,
}: {
  id: string;
  control: Control<T>;
  errors: FieldErrors<T>;
  label: string;
  hint: string;
  placeholder?: string;
}) {
  const [cut, setCut] = useState(false);
  const message = (errors as FieldErrors<NicknameValues>).nickname?.message ?? (cut ? TOO_LONG : undefined);
  return (
    <Controller
      control={control as unknown as Control<NicknameValues>}
      name="nickname"
      render={({ field }) => (
        <div className="space-y-2">
          <Label htmlFor={`${id}-nickname`}>{label}</Label>
          <Input
            id={`${id}-nickname`}
            aria-describedby={`${id}-nickname-hint ${id}-nickname-error`}
            value={field.value ?? ""}
            onBlur={field.onBlur}
            onChange={(e) => {
              const kept = cutToLength(e.target.value, SHIFT_NICKNAME_MAX);
              setCut(kept !== e.target.value);
              field.onChange(kept);
            }}
            placeholder={placeholder}
            aria-invalid={Boolean(message)}
            autoComplete="off"
          />
          <p id={`${id}-nickname-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
          <FieldError id={`${id}-nickname-error`} message={message} />
        </div>
      )}
    />
  );
}
