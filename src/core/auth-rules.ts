/** Password and name limits (docs/product/sign-in-and-account.md), without zod so public pages stay light. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 100;
