import { useEffect, useSyncExternalStore } from "react";
import type { SessionUser } from "@core/session-user";
import { call, client, onUnauthorized } from "./api-client";

export type SessionState =
  | { status: "unknown" }
  | { status: "loading" }
  | { status: "signed-in"; user: SessionUser }
  /** `chosen`: the nurse signed out here (the page is already on its way elsewhere). */
  | { status: "signed-out"; chosen?: boolean };

/**
 * Who is signed in, for the whole app. Small on purpose: public pages use it
 * without pulling in the data layer of the signed-in screens.
 */
let state: SessionState = initialState();

/** A signed-in page arrives with its session inside (the server put it there). */
function initialState(): SessionState {
  if (typeof document === "undefined") return { status: "unknown" };
  const embedded = document.getElementById("nv-session")?.textContent;
  if (!embedded) return { status: "unknown" };
  try {
    const { user } = JSON.parse(embedded) as { user: SessionUser | null };
    return user ? { status: "signed-in", user } : { status: "signed-out" };
  } catch {
    return { status: "unknown" };
  }
}
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export function setSignedIn(user: SessionUser): void {
  setState({ status: "signed-in", user });
}

export function setSignedOut(chosen = false): void {
  setState({ status: "signed-out", chosen });
}

/** The signed-in screens have gone: a later visit to one goes through /login again. */
export function forgetChosenSignOut(): void {
  if (state.status === "signed-out" && state.chosen) state = { status: "signed-out" };
}

let inflight: Promise<void> | undefined;

/** Ask the server who is signed in (the guard's check). */
export function refreshSession(): Promise<void> {
  if (state.status === "unknown") setState({ status: "loading" });
  inflight ??= call(client.GET("/api/auth/get-session"))
    .then((data) => (data?.user ? setSignedIn(data.user) : setSignedOut()))
    .catch(() => setSignedOut())
    .finally(() => {
      inflight = undefined;
    });
  return inflight;
}

// Any 401 from the API means the session is gone (expired, or ended on another device).
onUnauthorized(() => {
  if (state.status === "signed-in") setSignedOut();
});

/** The session, checked with the server the first time it is asked for. */
export function useSession(): SessionState {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
  useEffect(() => {
    if (state.status === "unknown") void refreshSession();
  }, []);
  return current;
}

export const REMEMBERED_EMAIL_KEY = "nv.rememberedEmail";
/** The nurse's accent colour, kept in this browser so a reload paints in it before her preferences arrive. */
export const accentStorageKey = (userId: string) => `nv.accent.${userId}`;

/** Forgets the colour this browser remembered for a user (signed out, or the account is gone). */
export function forgetAccentColour(userId: string): void {
  try {
    localStorage.removeItem(accentStorageKey(userId));
  } catch {
    /* storage unavailable: nothing was remembered */
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

/**
 * Sign out everywhere (the server ends every session) and forget this browser's
 * traces: the remembered email, the accent colour, session storage. The caller
 * leaves the signed-in screens, then calls setSignedOut().
 */
export async function signOutEverywhere(): Promise<void> {
  const userId = state.status === "signed-in" ? state.user.id : undefined;
  await call(client.POST("/api/auth/sign-out"));
  rememberEmail(null);
  if (userId) forgetAccentColour(userId);
  try {
    sessionStorage.clear();
  } catch {
    /* storage unavailable: nothing to clear */
  }
}
