/**
 * The service worker's push and notification handlers (decision 046), imported by the
 * service worker Workbox generates (vite.config.ts). A push carries what to show, as the
 * server wrote it (src/server/features/push/messages.ts); a tap opens the screen it names,
 * in a window of the app already open when there is one.
 */
declare const self: ServiceWorkerGlobalScope;

interface PushMessage {
  title: string;
  body: string;
  /** A path of the app: the screen a tap opens. */
  url: string;
  /** One notification per tag: a newer one replaces it instead of stacking. */
  tag?: string;
  /** A timer's end (src/core/timer-push.ts): stays until dismissed, buzzes long. */
  alarm?: boolean;
}

/** src/core/timer-push.ts ALARM_NOTIFICATION (this worker is built on its own, without the app's modules). */
const ALARM = { requireInteraction: true, vibrate: [400, 200, 400, 200, 400] };

function readMessage(event: PushEvent): PushMessage | undefined {
  try {
    const message = event.data?.json() as Partial<PushMessage> | undefined;
    if (!message || typeof message.title !== "string") return undefined;
    return {
      title: message.title,
      body: String(message.body ?? ""),
      url: message.url?.startsWith("/") ? message.url : "/dashboard",
      tag: message.tag,
      alarm: message.alarm === true,
    };
  } catch {
    return undefined;
  }
}

self.addEventListener("push", (event) => {
  const message = readMessage(event);
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: "/icon-192.png",
      badge: "/icon-192.png",
      data: { url: message.url },
      ...(message.alarm ? ALARM : {}),
    } as NotificationOptions),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? "/dashboard", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});

export {};
