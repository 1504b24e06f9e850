import type { ComponentProps } from "react";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Textarea } from "@web/components/ui/textarea";

type Common = { id: string; label: string; error?: string; hint?: string; value: string; onValueChange: (value: string) => void };

/** A labelled input (or textarea) of the builder, its hint and its error tied to it. */
export function TextField({
  id,
  label,
  error,
  hint,
  value,
  onValueChange,
  multiline,
  className,
  ...props
}: Common & { multiline?: boolean; className?: string } & Omit<ComponentProps<"input">, "value" | "onChange" | "id">) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className ?? "space-y-1.5"}>
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {multiline ? (
        <Textarea id={id} value={value} onChange={(e) => onValueChange(e.target.value)} aria-invalid={!!error} aria-describedby={describedBy} rows={5} />
      ) : (
        <Input id={id} value={value} onChange={(e) => onValueChange(e.target.value)} aria-invalid={!!error} aria-describedby={describedBy} {...props} />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
