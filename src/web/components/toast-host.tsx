import { lazy, Suspense, useSyncExternalStore, type ComponentType } from "react";
import { subscribeToastHost, toastHostWanted } from "@web/lib/notify";

/**
 * The toaster's code. The signed-in layout fetches it once the screen is idle,
 * so a toast can still show after the network goes (the one saying she is
 * offline first of all); a toaster that cannot load is no toaster, never a blank app.
 */
export const loadToaster = () => import("./sonner-toaster");
const NoToaster: ComponentType = () => null;
const SonnerToaster = lazy<ComponentType>(() => loadToaster().catch(() => ({ default: NoToaster })));

/** Mounts the toaster the first time a toast is asked for. */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToastHost, toastHostWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
