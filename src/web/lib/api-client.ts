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

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

export async function api<T>(path: string, { method = "GET", body, signal }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: "same-origin",
      headers: body === undefined ? undefined : body instanceof FormData ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "network", "You seem to be offline. Check your connection and try again.", {}, false);
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const err = (data as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)?.error;
    const error = new ApiError(
      response.status,
      err?.code ?? "http_error",
      err?.message ?? (response.status >= 500 ? "Something went wrong on our side. Please try again." : "The request failed."),
      err?.fields,
      Boolean(err?.message),
    );
    if (response.status === 401) for (const listener of unauthorizedListeners) listener(error);
    throw error;
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * What to tell the nurse: the server's own words when it sent some; otherwise
 * the caller's fallback (the spec's text, where it gives one) or our general
 * sentence ("You seem to be offline…").
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.fromServer) return error.message;
  if (fallback) return fallback;
  return error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.";
}
