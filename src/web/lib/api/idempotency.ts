import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import { useRef } from "react";

/**
 * A new Idempotency-Key. crypto.randomUUID exists only on secure pages; a server
 * reached over plain http on a ward's network still gets random keys.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The header a create sends (openapi-fetch's `params`), when it has a key. */
export const idempotencyParams = (key: string | undefined) => (key ? { header: { "Idempotency-Key": key } } : {});

/** What a submission is: its details, a chosen file by its name, size and date. */
const fingerprint = (variables: unknown) =>
  JSON.stringify(variables ?? null, (_key, value: unknown) =>
    value instanceof File ? { file: value.name, size: value.size, type: value.type, modified: value.lastModified } : value,
  );

/**
 * A create that is never made twice by a retry: each submission gets a key, the
 * same details sent again (Add pressed again after an error, or after an answer
 * lost to a dropped connection) reuse it, so the server answers with what it
 * saved the first time; once saved, the same details again are a new submission
 * with a new key. Two different submissions at once (quick to-dos) get two keys.
 */
export function useIdempotentMutation<TData, TVariables, TOnMutateResult = unknown>(
  options: Omit<UseMutationOptions<TData, Error, TVariables, TOnMutateResult>, "mutationFn"> & {
    mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
  },
) {
  const keys = useRef(new Map<string, string>());
  const { mutationFn, onSuccess, ...rest } = options;
  return useMutation<TData, Error, TVariables, TOnMutateResult>({
    ...rest,
    mutationFn: (variables) => {
      const id = fingerprint(variables);
      let key = keys.current.get(id);
      if (!key) keys.current.set(id, (key = newIdempotencyKey()));
      return mutationFn(variables, key);
    },
    onSuccess: (data, variables, ...more) => {
      keys.current.delete(fingerprint(variables));
      return onSuccess?.(data, variables, ...more);
    },
  });
}
