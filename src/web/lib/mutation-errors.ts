import { errorMessage } from "./api-client";
import { notifyError } from "./notify";

/** A toast title, or a title made from the server's message (then it has no description). */
export type ErrorTitle = string | ((message: string) => string);

export interface MutationMeta extends Record<string, unknown> {
  /** The toast a failure shows (the spec's words): this title, the server's message below it. No title, no toast. */
  errorTitle?: ErrorTitle;
}

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/** The one place a failed mutation becomes a toast (the query client's MutationCache calls it). */
export function toastMutationError(error: unknown, meta: MutationMeta | undefined): void {
  const title = meta?.errorTitle;
  if (title === undefined) return;
  if (typeof title === "function") notifyError(title(errorMessage(error)));
  else notifyError(title, errorMessage(error));
}
