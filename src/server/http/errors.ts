import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";

export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "changed_since"
  | "payload_too_large"
  | "unsupported_media_type"
  | "method_not_allowed"
  | "rate_limited"
  | "internal";

/** The body of every 4xx and 5xx the API answers: the document's `Error` schema. */
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** A message per input field, by dotted path ("" for the whole body). */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** An answer the client is meant to read: status, a code and a sentence a nurse can act on. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new ApiError(400, "bad_request", message, fields);
export const unauthorized = () => new ApiError(401, "unauthorized", "Please sign in.");
export const notFound = (what = "That") => new ApiError(404, "not_found", `${what} was not found.`);
export const conflict = (message: string) => new ApiError(409, "conflict", message);
/** The row changed after the version the request names (If-Match, decision 057). */
export const changedSince = (message: string) => new ApiError(412, "changed_since", message);
export const payloadTooLarge = (message = "That request is too large.") => new ApiError(413, "payload_too_large", message);
export const unsupportedMediaType = (message: string) => new ApiError(415, "unsupported_media_type", message);

/** Field messages of a failed zod parse, keyed by dotted path ("" for the whole body). */
export function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".");
    fields[key] ??= issue.message;
  }
  return fields;
}

export function invalidInput(error: z.ZodError): ApiError {
  const fields = zodFields(error);
  const first = Object.values(fields)[0] ?? "The request is not valid.";
  return badRequest(first, fields);
}

export function errorResponse(c: Context, error: ApiError): Response {
  if (error.headers) for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
  return c.json(error.toBody(), error.status);
}

/** The SQLSTATE of a database error, however the driver (or drizzle) wrapped it. */
function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Two writers made the same unique row at once (the same email signing up twice, say). */
export const isUniqueViolation = (error: unknown) => sqlState(error) === "23505";

/**
 * A write that lost a race with another device (the row it points at was just
 * deleted, or the same row was just made) is the nurse's conflict, not our 500.
 */
export function conflictFromDatabase(error: unknown): ApiError | undefined {
  const state = sqlState(error);
  if (state === "23503") return conflict("Something this refers to was just removed, perhaps on another device. Please reload and try again.");
  if (state === "23505") return conflict("This was just saved, perhaps on another device. Please reload and try again.");
  return undefined;
}
