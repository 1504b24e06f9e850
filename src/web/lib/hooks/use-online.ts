import { useSyncExternalStore } from "react";
import { browserOffline } from "../offline";

function subscribe(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** Whether the browser has a network (the banner, and the buttons that need one: decision 051). */
export function useOnline(): boolean {
  return !useSyncExternalStore(subscribe, browserOffline, () => false);
}

/** What a button that cannot work offline says instead. */
export const NEEDS_CONNECTION = "Needs a connection";
