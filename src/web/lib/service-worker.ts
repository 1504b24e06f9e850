import { notifyAction } from "./notify";

/**
 * The service worker (decision 045), registered once a signed-in screen is idle: its
 * registration (workbox-window, ~3 KB) and the precache it starts downloading never
 * compete with a screen's first load, and the public pages (Lighthouse's) register none.
 *
 * A new version waits: "A new version is ready" stays on screen until she taps Reload,
 * so nothing she is typing or timing is cut off. Reload tells the waiting worker to
 * take over and reloads this tab once it has.
 */
let registered = false;

export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  // Vite's dev server has no service worker to register (the build writes it).
  if (registered || import.meta.env.DEV || !("serviceWorker" in navigator)) return undefined;
  registered = true;
  const { Workbox } = await import("workbox-window");
  const workbox = new Workbox("/sw.js");
  workbox.addEventListener("waiting", () => {
    notifyAction("A new version is ready", "Reload to use it.", "Reload", () => {
      // Once it has taken over (whether or not a worker controlled this tab before), the tab loads the new version.
      workbox.addEventListener("activated", () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  return workbox.register();
}
