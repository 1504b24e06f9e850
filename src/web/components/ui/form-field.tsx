import type { ReactNode } from "react";
import { FieldError } from "@web/components/ui/field-error";
import { Label } from "@web/components/ui/label";

/** A label, the control and its inline error (the control gets aria-describedby `${id}-error`). */
export function FormField({ id, label, error, children, className }: { id: string; label: string; error?: string; children: ReactNode; className?: string }) {
  return (
    <div className={className ?? "space-y-1.5"}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
