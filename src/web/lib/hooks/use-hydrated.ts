import { useSyncExternalStore } from "react";

const noop = () => () => undefined;

/** False while rendering on the server or hydrating prerendered HTML, true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
