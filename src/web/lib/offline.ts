/**
 * Offline, until the phone app keeps working without a network: a change is
 * not saved (and says so at once), and a screen whose code has not loaded says
 * it will open when she is back online.
 */

/** What a change made while the browser is offline says, under the title "You're offline". */
export const OFFLINE_MESSAGE = "Nothing was saved. Try again when you're back online.";

/** The browser says it has no network (a phone in a lift, airplane mode). */
export const browserOffline = (): boolean => typeof navigator !== "undefined" && navigator.onLine === false;

/** Code that did not arrive (Chrome, Firefox and Safari each say it their own way; a stylesheet in Vite's words). */
const CODE_NOT_LOADED = /dynamically imported module|importing a module script failed|unable to preload css/i;

/** A screen's, a dialog's or a form's code could not be fetched because the browser is offline. */
export const codeNotLoadedOffline = (error: unknown): boolean => error instanceof Error && CODE_NOT_LOADED.test(error.message) && browserOffline();
