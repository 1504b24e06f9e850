import createClient from "openapi-fetch";
import type { paths } from "./schema";
import { browserOffline, OFFLINE_MESSAGE } from "../offline";

/** An error answer of the API: { error: { code, message, fields? } }, or a request that got no such answer. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The message is the server's own; false when we made it up (offline, a proxy's error page). */
    readonly fromServer = true,
  ) {
    super(message);
  }
}

type Listener = (error: ApiError) => void;
const unauthorizedListeners = new Set<Listener>();

/** The one place a 401 is noticed: the signed-in layout listens and sends the nurse to /login. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The typed API: paths, parameters, bodies and answers come from the document (schema.ts is generated from it). */
export const client = createClient<paths>({ credentials: "same-origin" });

/**
 * A call's answer, or an ApiError: the one place answers are read. What a call
 * returns is typed by the route's documented answer, with no cast at the call.
 *   const { notes } = await call(client.GET("/api/notes", { params: { query }, signal }));
 */
export async function call<D>(request: Promise<{ data?: D; error?: unknown; response: Response }>): Promise<D> {
  let result: { data?: D; error?: unknown; response: Response };
  try {
    result = await request;
  } catch (error) {
    throw asNetworkError(error);
  }
  if (!result.response.ok) throw failure(result.response.status, result.error);
  return result.data as D;
}

/** The documented JSON answer (200 or 201) of a multipart upload (POST) at a path. */
type UploadAnswer<P extends keyof paths> = paths[P] extends { post: { responses: infer R } }
  ? R extends { 200: { content: { "application/json": infer D } } }
    ? D
    : R extends { 201: { content: { "application/json": infer D } } }
      ? D
      : never
  : never;

interface UploadOptions {
  params?: Record<string, string>;
  idempotencyKey?: string;
}

/** The path of a documented route with its {params} filled. */
const filledPath = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));

/** An upload's answer, read like `call`'s: its documented JSON, or an ApiError. */
function uploadAnswer<P extends keyof paths>(status: number, text: string): UploadAnswer<P> {
  const data: unknown = text ? safeJson(text) : null;
  if (status < 200 || status >= 300) throw failure(status, data);
  return data as UploadAnswer<P>;
}

/** A multipart upload (a photo, a document): FormData as it is, to the path with its {params} filled, answered like `call`. */
export async function upload<P extends keyof paths>(
  path: P,
  form: FormData,
  { params, signal, idempotencyKey }: UploadOptions & { signal?: AbortSignal } = {},
): Promise<UploadAnswer<P>> {
  const headers = idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined;
  let response: Response;
  try {
    response = await fetch(filledPath(path, params), { method: "POST", body: form, signal, credentials: "same-origin", headers });
  } catch (error) {
    throw asNetworkError(error);
  }
  return uploadAnswer<P>(response.status, await response.text());
}

/**
 * `upload` with its progress: fetch cannot report an upload's progress,
 * XMLHttpRequest can. `cancel` aborts it; `done` then rejects with an AbortError.
 */
export function uploadWithProgress<P extends keyof paths>(
  path: P,
  form: FormData,
  onProgress: (fraction: number) => void,
  { params, idempotencyKey }: UploadOptions = {},
): { done: Promise<UploadAnswer<P>>; cancel: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadAnswer<P>>((resolve, reject) => {
    xhr.open("POST", filledPath(path, params));
    xhr.withCredentials = true;
    if (idempotencyKey) xhr.setRequestHeader("Idempotency-Key", idempotencyKey);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let answer: UploadAnswer<P>;
      try {
        answer = uploadAnswer<P>(xhr.status, xhr.responseText);
      } catch (error) {
        reject(error as Error);
        return;
      }
      onProgress(1);
      resolve(answer);
    };
    xhr.onerror = () => reject(asNetworkError(new Error("The upload could not be sent.")) as Error);
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    xhr.send(form);
  });
  return { done, cancel: () => xhr.abort() };
}

function asNetworkError(error: unknown): unknown {
  if ((error as Error).name === "AbortError") return error;
  if (browserOffline()) return new ApiError(0, "offline", OFFLINE_MESSAGE, {}, false);
  return new ApiError(0, "network", "You seem to be offline. Check your connection and try again.", {}, false);
}

/** The request failed because the browser is offline. */
export const isOfflineError = (error: unknown): boolean => error instanceof ApiError && error.code === "offline";

/** An error answer as an ApiError (a 401 also tells the signed-in layout). */
function failure(status: number, body: unknown): ApiError {
  const err = (body as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null | undefined)?.error;
  const error = new ApiError(
    status,
    err?.code ?? "http_error",
    err?.message ?? (status >= 500 ? "Something went wrong on our side. Please try again." : "The request failed."),
    err?.fields,
    Boolean(err?.message),
  );
  if (status === 401) for (const listener of unauthorizedListeners) listener(error);
  return error;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * What to tell the nurse: the server's own words when it sent some, or that
 * she is offline and nothing was saved; otherwise the caller's fallback (the product's text, where it gives one) or our general
 * sentence ("You seem to be offline…").
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && (error.fromServer || isOfflineError(error))) return error.message;
  if (fallback) return fallback;
  return error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.";
}
