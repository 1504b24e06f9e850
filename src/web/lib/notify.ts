/**
 * Toasts with the spec's titles and texts. sonner is loaded on the first toast
 * (it is not part of any page's first load); <ToastHost> mounts its Toaster.
 */
type Sonner = typeof import("sonner");
type Kind = "success" | "error" | "info";

let hostWanted = false;
const listeners = new Set<() => void>();
let resolveHost: ((sonner: Sonner) => void) | undefined;
const hostReady = new Promise<Sonner>((resolve) => {
  resolveHost = resolve;
});

export function subscribeToastHost(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const toastHostWanted = () => hostWanted;

/** Called by the Toaster once it is mounted. */
export function toastHostMounted(sonner: Sonner): void {
  resolveHost?.(sonner);
}

/** Success toasts last 2 s, others 4 s (spec 000 §9). */
const DURATION: Record<Kind, number> = { success: 2000, error: 4000, info: 4000 };

/** A toast with an `id` replaces the one showing with that id instead of stacking below it; `durationMs` overrides the kind's (the career area's last 3 s). */
export function notify(kind: Kind, title: string, description?: string, id?: string, durationMs?: number): void {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of listeners) listener();
  }
  void hostReady.then(({ toast }) => toast[kind](title, { description, duration: durationMs ?? DURATION[kind], id }));
}

export const notifySuccess = (title: string, description?: string, id?: string) => notify("success", title, description, id);
export const notifyError = (title: string, description?: string) => notify("error", title, description);
export const notifyInfo = (title: string, description?: string) => notify("info", title, description);
