import { useCallback, useState, type ComponentType } from "react";

/**
 * A control whose popover's code loads the first time she opens it, not with the
 * page (docs/product/README.md, Speed and size: the first paint does not wait for what only a later
 * interaction uses). Until then the control draws its own trigger; `open` loads
 * the full component, which then renders in its place, opened. A failed load
 * leaves the trigger as it was: the next press tries again.
 */
export function useLoadOnOpen<Props, Opened>(load: () => Promise<ComponentType<Props>>) {
  const [loaded, setLoaded] = useState<{ Full: ComponentType<Props>; opened: Opened } | null>(null);
  const open = (opened: Opened) =>
    void load().then(
      (Full) => setLoaded({ Full, opened }),
      () => undefined,
    );
  /** Fetches the code ahead of the press (the pointer or the focus arriving). */
  const prefetch = () => void load().catch(() => undefined);
  return { loaded, open, prefetch };
}

/**
 * The ref for the trigger of a dialog that useLoadOnOpen renders opened: focused as it mounts in place of the
 * button she pressed, so the dialog takes it for its opener and gives focus back to it when it closes.
 */
export function useFocusOnMount(when: boolean) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (when && element) element.focus();
    },
    [when],
  );
}
