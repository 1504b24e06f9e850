import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@web/lib/api/client";

/** The API's field messages (`name`, `premiums.0.name`) shown under the form's own fields. */
export function showServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): void {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fields)) if (field) setError(field as Path<T>, { message });
}
