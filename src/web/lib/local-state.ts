/**
 * What the app keeps in this browser, and forgetting it. Everything it keeps
 * in local storage starts with one of APP_KEY_PREFIXES: the remembered email,
 * her accent colour, the running timer and stopwatch (`nursevitals.tools.*`),
 * and whose things they are. Session storage is the app's alone; there is no
 * IndexedDB store yet (one for the phone app must be forgotten here too), and
 * the answers cached in memory go with the signed-in layout's query client,
 * cleared whenever the nurse there changes or leaves.
 */
export const REMEMBERED_EMAIL_KEY = "nv.rememberedEmail";
/** The nurse's accent colour, kept in this browser so a reload paints in it before her preferences arrive. */
export const accentStorageKey = (userId: string) => `nv.accent.${userId}`;
/** Whose things this browser keeps (the last nurse signed in here). */
const OWNER_KEY = "nv.owner";
/** "This is a shared computer" was ticked at sign-in: nothing of hers is kept on this device (decision 051). */
const SHARED_COMPUTER_KEY = "nv.sharedComputer";
/** Who she is, for a signed-in page opened with no network (the offline page has no session in it). */
const OFFLINE_NURSE_KEY = "nv.offlineNurse";

const APP_KEY_PREFIXES = ["nv.", "nursevitals."];

function appKeys(): string[] {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key && APP_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  return keys;
}

/**
 * Forget what this browser keeps for the nurse, in one place: signing out (the
 * next nurse on a ward computer must not find her timer running) and deleting
 * the account. `keep` names keys to leave.
 */
export function forgetLocalState(keep: string[] = []): void {
  try {
    for (const key of appKeys()) if (!keep.includes(key)) localStorage.removeItem(key);
  } catch {
    /* storage unavailable: nothing was kept */
  }
  try {
    sessionStorage.clear();
  } catch {
    /* storage unavailable: nothing to clear */
  }
}

/**
 * Another nurse signs in where the last one's session simply ended (expired,
 * or ended on another device, without signing out here): her things go first.
 * The remembered email stays: it is the sign-in form's, just set by this nurse.
 */
export function keepOnlyNurse(userId: string): void {
  try {
    const owner = localStorage.getItem(OWNER_KEY);
    if (owner !== userId) {
      if (owner !== null || appKeys().some((key) => key !== REMEMBERED_EMAIL_KEY && key !== SHARED_COMPUTER_KEY)) {
        forgetLocalState([REMEMBERED_EMAIL_KEY, SHARED_COMPUTER_KEY]);
      }
      localStorage.setItem(OWNER_KEY, userId);
    }
  } catch {
    /* storage unavailable: nothing was kept */
  }
}

export function readRememberedEmail(): string {
  try {
    return localStorage.getItem(REMEMBERED_EMAIL_KEY) ?? "";
  } catch {
    return "";
  }
}

export function rememberEmail(email: string | null): void {
  try {
    if (email) localStorage.setItem(REMEMBERED_EMAIL_KEY, email);
    else localStorage.removeItem(REMEMBERED_EMAIL_KEY);
  } catch {
    /* storage unavailable (private mode): nothing to remember */
  }
}

/** Her choice at sign-in: a shared computer keeps nothing of hers (until she signs out; each sign-in asks again). */
export function setSharedComputer(shared: boolean): void {
  try {
    if (shared) {
      localStorage.setItem(SHARED_COMPUTER_KEY, "1");
      localStorage.removeItem(OFFLINE_NURSE_KEY);
    } else localStorage.removeItem(SHARED_COMPUTER_KEY);
  } catch {
    /* storage unavailable: nothing is kept anyway */
  }
}

export function isSharedComputer(): boolean {
  try {
    return localStorage.getItem(SHARED_COMPUTER_KEY) === "1";
  } catch {
    return true;
  }
}

/** The signed-in nurse as the server last told this page, remembered for a page opened offline (never on a shared computer). */
export function rememberOfflineNurse<U extends { id: string }>(user: U): void {
  if (isSharedComputer()) return;
  try {
    localStorage.setItem(OFFLINE_NURSE_KEY, JSON.stringify(user));
  } catch {
    /* storage unavailable: offline pages ask her to sign in */
  }
}

/** The nurse remembered for offline use, if any. */
export function rememberedOfflineNurse<U>(): U | undefined {
  try {
    const kept = localStorage.getItem(OFFLINE_NURSE_KEY);
    return kept && !isSharedComputer() ? (JSON.parse(kept) as U) : undefined;
  } catch {
    return undefined;
  }
}

/** She signed out here with no network: the server's session is ended by the next page that opens (decision 051). */
const SIGN_OUT_PENDING_KEY = "nv.signOutPending";

export function markSignOutPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(SIGN_OUT_PENDING_KEY, "1");
    else localStorage.removeItem(SIGN_OUT_PENDING_KEY);
  } catch {
    /* storage unavailable */
  }
}

export function signOutPending(): boolean {
  try {
    return localStorage.getItem(SIGN_OUT_PENDING_KEY) === "1";
  } catch {
    return false;
  }
}
