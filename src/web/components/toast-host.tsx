import { lazy, Suspense, useSyncExternalStore } from "react";
import { subscribeToastHost, toastHostWanted } from "@web/lib/notify";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

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
