import type { ErrorTitle } from "./mutation-errors";
import { idempotencyParams, useIdempotentMutation } from "./idempotency";

/** What a form that adds or edits submits: the row's id when she edits one, and the body either way. */
export interface SaveVariables<B> {
  /** Absent when adding. */
  id?: string;
  body: B;
}

/**
 * The one create-or-update submit: a form's "Save" adds the row (POST, once
 * however often it is pressed: an Idempotency-Key per submission) or saves the
 * one she edits (by its id). A failure toasts through `meta.errorTitle` (the
 * form's words; the server's field messages go under the fields with
 * showServerFieldErrors); what the cache refreshes is the caller's.
 *
 *   const save = useSaveMutation({ create: (body, params) => call(client.POST("/api/x", { body, params })), update: … });
 *   save.mutate({ id: row?.id, body }, { onSuccess: … });
 */
export function useSaveMutation<B, R>({
  create,
  update,
  onSuccess,
  onSettled,
  errorTitle,
  errorToastMs,
}: {
  create: (body: B, params: ReturnType<typeof idempotencyParams>) => Promise<R>;
  update: (id: string, body: B) => Promise<R>;
  /** After a save (refresh what shows the row). */
  onSuccess?: (saved: R) => unknown;
  /** After a save or a failure. */
  onSettled?: () => unknown;
  errorTitle?: ErrorTitle;
  /** How long the failure's toast stays, where the area has its own. */
  errorToastMs?: number;
}) {
  return useIdempotentMutation({
    mutationFn: ({ id, body }: SaveVariables<B>, key) => (id ? update(id, body) : create(body, idempotencyParams(key))),
    onSuccess: (saved) => onSuccess?.(saved),
    onSettled: () => onSettled?.(),
    meta: errorTitle === undefined ? undefined : { errorTitle, errorToastMs },
  });
}
