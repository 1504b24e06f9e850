import { LAST_ACTIVE_PRECISION_MS } from "@core/device";

/** How long a session lasts and how often its use is written down; Better Auth and our session reader share these. */
const DAY_S = 60 * 60 * 24;

/** A "remember me" session ends this long after it was last renewed. */
export const SESSION_LIFETIME_S = 30 * DAY_S;
/** A remembered session in use is renewed (expiry and cookie) at most this often: Better Auth's updateAge. */
export const SESSION_RENEW_EVERY_S = DAY_S;
/** "Last active" in the sessions list is written at most this often, not on every request (the list words it to this precision). */
export const SESSION_LAST_SEEN_EVERY_MS = LAST_ACTIVE_PRECISION_MS;
