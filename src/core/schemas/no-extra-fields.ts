import type { z } from "zod";

/**
 * Options for z.strictObject: a field the request does not take is refused by
 * name ("Unknown field: userId.") instead of being silently dropped, and a body
 * that is not an object says so.
 */
export const noExtraFields = {
  error: (issue: z.core.$ZodRawIssue): string | undefined => {
    if (issue.code === "unrecognized_keys") return `Unknown field${issue.keys.length === 1 ? "" : "s"}: ${issue.keys.join(", ")}.`;
    if (issue.code === "invalid_type") return "The request body must be a JSON object.";
    return undefined;
  },
};
