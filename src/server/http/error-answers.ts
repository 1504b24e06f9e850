import type { ResponseSpec } from "./route-spec";

/**
 * The error answers routes share, described once for the API document (the
 * router and the app's error handler give them; a route lists the ones it can).
 */
export const signedOutAnswer = { 401: { description: "Not signed in" } } satisfies Record<number, ResponseSpec>;

/** Input that fails its schema (the router answers it before the handler runs). */
export const invalidInputAnswer = { 400: { description: "Invalid input: `error.fields` has a message per field" } } satisfies Record<number, ResponseSpec>;

/** A signed-in route with input: 400 when it fails its schema, 401 without a session. */
export const inputErrorAnswers = { ...invalidInputAnswer, ...signedOutAnswer };

/** 404 for a row that is not hers: another nurse's row answers exactly as a missing one. */
export const notFoundAnswer = (description: string) => ({ 404: { description } }) satisfies Record<number, ResponseSpec>;
