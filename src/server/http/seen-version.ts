import type { Context } from "hono";
import type { Seen } from "@core/seen-versions";
import { badRequest } from "./errors";

/**
 * What the caller saw of the row a conditional route changes (decision 057): `If-Match: "v"`
 * (it saw version v), `If-None-Match: *` (it saw nothing there), or neither (change it
 * whatever it is now). One version only: the app sends the one it saw.
 */
export function readSeenVersion(c: Context): Seen {
  const ifNoneMatch = c.req.header("if-none-match");
  const ifMatch = c.req.header("if-match");
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() !== "*" || ifMatch !== undefined) throw badRequest(SEEN_MESSAGES.ifNoneMatch);
    return null;
  }
  if (ifMatch === undefined) return undefined;
  const version = /^\s*"([\x21\x23-\x7e]{1,200})"\s*$/.exec(ifMatch)?.[1];
  if (version === undefined) throw badRequest(SEEN_MESSAGES.ifMatch);
  return version;
}

export const SEEN_MESSAGES = {
  ifMatch: 'If-Match must be one version in double quotes, as the day or record gave it ("shift:…", or its updatedAt).',
  ifNoneMatch: "If-None-Match must be * (nothing was there), without If-Match.",
};

/** The document's headers of a conditional route; `version` says what its version is. */
export function seenVersionHeaders(version: string) {
  return [
    {
      name: "If-Match",
      in: "header",
      required: false,
      description: `Change it only if it is still the version the caller saw, ${version}, in double quotes; else 412 and nothing changes. Sent by a change that waited offline (decision 057).`,
      schema: { type: "string" },
    },
    {
      name: "If-None-Match",
      in: "header",
      required: false,
      description: "`*`: change it only if nothing is there yet (the caller saw nothing); else 412 and nothing changes.",
      schema: { type: "string", enum: ["*"] },
    },
  ];
}
