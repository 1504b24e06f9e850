import { call, client } from "@web/lib/api/client";

/**
 * A timer's push (decision 046, "Timers"): the server sends it at the timer's end, because
 * a locked phone freezes the page. Not a query or a queued write: a timer that could not be
 * handed over now is never sent later (it would ring at the wrong time), and a failure is the
 * widget's to show, not a toast.
 */

/** The service worker's registration when this browser gets her pushes (allowed, and subscribed on the account screen). */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof Notification === "undefined" || Notification.permission !== "granted" || !("serviceWorker" in navigator)) return undefined;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager?.getSubscription()) ? registration : undefined;
}

export async function startTimerPush(endsAt: number, label: string): Promise<string> {
  const { id } = await call(client.POST("/api/push/timers", { body: { endsAt: new Date(endsAt).toISOString(), label } }));
  return id;
}

/** Cancels it; one already sent or gone (404), or a network that is down, leaves nothing to do. */
export function cancelTimerPush(id: string): void {
  call(client.DELETE("/api/push/timers/{id}", { params: { path: { id } } })).catch(() => undefined);
}
