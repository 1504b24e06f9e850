import type { Context } from "hono";
import { ApiError, badRequest } from "./errors";

/** The JSON body, or a 400/415 that says what is wrong with it. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(415, "unsupported_media_type", "Send the request body as JSON (Content-Type: application/json).");
  }
  let text: string;
  try {
    text = await c.req.text();
  } catch (error) {
    // The client went away mid-body, or was cut off for stalling (http/node-server.ts): hers to retry, not our failure.
    if ((error as { code?: unknown }).code === "ECONNRESET") throw badRequest("The request was interrupted. Please try again.");
    throw error;
  }
  if (!text.trim()) throw badRequest("The request body is empty.");
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
  return refuseNul(value);
}

/**
 * PostgreSQL text cannot hold the NUL character: refuse it in any string of the
 * input, with a clear 400, before it reaches a query.
 */
export function refuseNul<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === "string") {
      if (item.includes("\u0000")) throw badRequest("Text cannot contain the NUL character (U+0000).");
    } else if (item && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes("\u0000")) throw badRequest("Text cannot contain the NUL character (U+0000).");
        stack.push(child);
      }
    }
  }
  return value;
}
