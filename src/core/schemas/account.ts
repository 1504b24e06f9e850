import { z } from "zod";
import { noExtraFields } from "./no-extra-fields";
import { MAX_PASSWORD_LENGTH } from "../auth-rules";

/**
 * DELETE /api/account. With a password account the password is re-entered;
 * an account that signs in with Google only confirms with its email address.
 */
export const deleteAccountBody = z.strictObject(
  {
    password: z
      .string("Please enter your password.")
      .min(1, "Please enter your password.")
      // No password can be longer (sign-up and change-password stop there), so this one is not hers.
      .max(MAX_PASSWORD_LENGTH, "That password is not correct.")
      .optional(),
    confirmEmail: z.string().trim().max(254).optional(),
  },
  noExtraFields,
);

export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

export const sessionInfo = z.object({
  id: z.string(),
  /** "Chrome on Android". */
  device: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  /** When the session was last renewed: it is renewed at most once a day, so its last use may be up to a day later (describeLastUse). */
  lastActiveAt: z.string(),
  expiresAt: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});

export const sessionList = z.object({ sessions: z.array(sessionInfo) });

export type SessionInfo = z.output<typeof sessionInfo>;
