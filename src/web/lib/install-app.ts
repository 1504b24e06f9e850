/**
 * "Install the app" (decision 045). Chromium offers installing through the
 * beforeinstallprompt event, once, early in the page's life: this module keeps it
 * (it is evaluated with the signed-in layout, before the screen draws) so the
 * account menu can offer it later. Safari on iPhone and iPad has no such event;
 * there the menu shows how to add the app to the Home Screen instead.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export type InstallWay = "prompt" | "ios-safari" | "none";

let deferred: InstallPromptEvent | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (event) => {
    // Kept for the menu rather than shown by the browser at a moment she did not choose.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener("appinstalled", () => {
    deferred = undefined;
    changed();
  });
}

export function subscribeInstallWay(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const runningInstalled = () =>
  window.matchMedia("(display-mode: standalone)").matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** Safari on an iPhone or iPad (an iPad asks as a Mac with a touch screen); Chrome, Firefox and Edge there say their names. */
const iosSafari = () => {
  const ua = navigator.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  return ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
};

/** How she can install the app here: the browser's own prompt, Safari's Share menu, or not at all (installed already, or no way). */
export function installWay(): InstallWay {
  if (typeof window === "undefined" || runningInstalled()) return "none";
  if (deferred) return "prompt";
  return iosSafari() ? "ios-safari" : "none";
}

/** The browser's install dialog; the prompt can be used once, so it is dropped whatever she answers. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = undefined;
  changed();
  await event.prompt();
  await event.userChoice;
}
