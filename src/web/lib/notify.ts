import { codeNotLoadedOffline, OFFLINE_MESSAGE } from "./offline";

/**
 * Toasts with the product's titles and texts. sonner is loaded on the first toast
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

/** Success toasts last 2 s, others 4 s (docs/product/shell-and-dashboard.md, Toasts). */
const DURATION: Record<Kind, number> = { success: 2000, error: 4000, info: 4000 };

/** The toaster, mounted on the first toast. */
function toaster(): Promise<Sonner> {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of listeners) listener();
  }
  return hostReady;
}

/**
 * While the browser is offline every change fails at once, and says so in one
 * toast: the query client's toast for a failed change and a screen's own
 * ("Save failed") carry the same text (OFFLINE_MESSAGE), so they become one.
 */
const OFFLINE_TITLE = "You're offline";

/** A toast with an `id` replaces the one showing with that id instead of stacking below it; `durationMs` overrides the kind's (the career area's last 3 s). */
export function notify(kind: Kind, title: string, description?: string, id?: string, durationMs?: number): void {
  if (kind === "error" && description === OFFLINE_MESSAGE) [title, id] = [OFFLINE_TITLE, "offline"];
  void toaster().then(({ toast }) => toast[kind](title, { description, duration: durationMs ?? DURATION[kind], id }));
}

/**
 * "Removed", with an Undo button: the change is made at once and `undo` puts
 * it back. It stays 8 s (time to read it and reach the button).
 */
export function notifyUndo(title: string, undo: () => void): void {
  void toaster().then(({ toast }) => toast.success(title, { duration: 8000, action: { label: "Undo", onClick: undo } }));
}

export const notifySuccess = (title: string, description?: string, id?: string) => notify("success", title, description, id);
export const notifyError = (title: string, description?: string) => notify("error", title, description);
export const notifyInfo = (title: string, description?: string) => notify("info", title, description);

/** A message that stays until she acts on it or closes it (a new version of the app). */
export function notifyAction(title: string, description: string, label: string, onClick: () => void): void {
  void toaster().then(({ toast }) => toast.info(title, { description, duration: Infinity, action: { label, onClick } }));
}

/**
 * A form's checks load on its first submit, a picker's code on its first open:
 * offline, that import fails where nothing catches it, and the tap did nothing
 * visible. Said like any change made offline instead.
 */
export function toastCodeNotLoadedOffline(): void {
  window.addEventListener("unhandledrejection", (event) => {
    if (!codeNotLoadedOffline(event.reason)) return;
    event.preventDefault();
    notifyError("Not saved", OFFLINE_MESSAGE);
  });
}
