import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "internal";

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

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

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, "bad_request", message, fields);
export const unauthorized = () => new ApiError(401, "unauthorized", "Please sign in.");
export const notFound = (what = "That") => new ApiError(404, "not_found", `${what} was not found.`);
export const conflict = (message: string) => new ApiError(409, "conflict", message);
export const payloadTooLarge = (message = "That request is too large.") =>
  new ApiError(413, "payload_too_large", message);
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
