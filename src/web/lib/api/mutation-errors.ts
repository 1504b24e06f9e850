import { ApiError, errorMessage, isOfflineError } from "./client";
import { notify, notifyError } from "../notify";

/** A toast title, or a title made from the server's message (then it has no description). */
export type ErrorTitle = string | ((message: string) => string);

export interface MutationMeta extends Record<string, unknown> {
  /** The toast a failure shows (the product's words): this title, the server's message below it. No title, no toast. */
  errorTitle?: ErrorTitle;
  /** Said below the title instead of the server's message (what became of her change). */
  errorDescription?: string;
  /** A repeated failure replaces its toast instead of stacking another. */
  errorToastId?: string;
  /**
   * The form shows the server's field messages under its fields (showServerFieldErrors): a failure that
   * has some is said there alone, and only one without them is toasted.
   */
  errorFieldsShown?: boolean;
  /** How long the toast stays, where an area has its own (the career area's 3 s). */
  errorToastMs?: number;
}

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/** The one place a failed mutation becomes a toast (the query client's MutationCache calls it). */
export function toastMutationError(error: unknown, meta: MutationMeta | undefined): void {
  // Offline, every change says so, whether or not it names a toast of its own.
  if (isOfflineError(error)) return notifyError("Not saved", errorMessage(error));
  const title = meta?.errorTitle;
  if (title === undefined) return;
  if (meta?.errorFieldsShown && error instanceof ApiError && Object.keys(error.fields).some(Boolean)) return;
  if (typeof title === "function") notifyError(title(errorMessage(error)));
  else notify("error", title, meta?.errorDescription ?? errorMessage(error), meta?.errorToastId, meta?.errorToastMs);
}
