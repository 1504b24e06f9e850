import { useEffect, useSyncExternalStore } from "react";
import type { SessionUser } from "@core/session-user";
import { ApiError, call, client, onUnauthorized } from "./client";
import { browserOffline } from "../offline";
import { forgetLocalState, keepOnlyNurse, markSignOutPending, rememberedOfflineNurse, rememberOfflineNurse, signOutPending } from "../local-state";

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
  if (signOutPending()) {
    // She signed out here with no network: the server is told now, before anything of hers shows.
    void finishSignOut();
    return { status: "loading" };
  }
  const embedded = document.getElementById("nv-session")?.textContent;
  if (!embedded) {
    // The offline app shell (decision 051): with no network, the nurse this device remembers, at once.
    const remembered = browserOffline() ? rememberedOfflineNurse<SessionUser>() : undefined;
    return remembered ? { status: "signed-in", user: remembered } : { status: "unknown" };
  }
  try {
    const { user } = JSON.parse(embedded) as { user: SessionUser | null };
    if (user) {
      keepOnlyNurse(user.id);
      rememberOfflineNurse(user);
    }
    return user ? { status: "signed-in", user } : { status: "signed-out" };
  } catch {
    return { status: "unknown" };
  }
}
const listeners = new Set<() => void>();

/** The session as this page knows it now, without asking the server. */
export const currentSession = (): SessionState => state;

function setState(next: SessionState) {
  if (next.status === "signed-in") {
    keepOnlyNurse(next.user.id);
    rememberOfflineNurse(next.user);
  }
  state = next;
  for (const listener of listeners) listener();
}

/** `fresh`: she has just signed in on this page (a sign-out left pending offline is for the session before). */
export function setSignedIn(user: SessionUser, { fresh = false } = {}): void {
  if (fresh) markSignOutPending(false);
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
    .catch((error: unknown) => {
      // No network (the page came from the service worker, decision 051): the nurse this device remembers, with her saved data.
      const remembered = noAnswer(error) ? rememberedOfflineNurse<SessionUser>() : undefined;
      if (remembered) setSignedIn(remembered);
      else setSignedOut();
    })
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

/**
 * Sign out everywhere (the server ends every session) and forget this
 * browser's traces (forgetLocalState). The caller leaves the signed-in
 * screens, then calls setSignedOut() and clears the cached answers.
 */
export async function signOutEverywhere(): Promise<void> {
  // Her traces go first, with or without a network (decision 051).
  forgetLocalState();
  try {
    await call(client.POST("/api/auth/sign-out"));
  } catch (error) {
    if (!noAnswer(error)) throw error;
    // Offline: signed out on this device now; the server ends the session the next time a page opens.
    markSignOutPending(true);
  }
}

/** The request reached no server (offline, or the connection dropped). */
const noAnswer = (error: unknown) => error instanceof ApiError && error.status === 0;

/** A sign-out made offline, finished: the server's session ends (when it can be reached), and she is signed out here. */
async function finishSignOut() {
  try {
    await call(client.POST("/api/auth/sign-out"));
    markSignOutPending(false);
  } catch {
    /* still offline: asked again at the next page */
  }
  setSignedOut();
}
