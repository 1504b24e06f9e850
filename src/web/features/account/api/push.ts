import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationSettings } from "@core/push-schedule";
import { call, client } from "@web/lib/api/client";

/** Her devices and what she is told by push (decision 046). */
export const pushDevicesQuery = queryOptions({
  queryKey: ["push-devices"],
  queryFn: ({ signal }) => call(client.GET("/api/push/subscriptions", { signal })),
});
export const notificationSettingsQuery = queryOptions({
  queryKey: ["notification-settings"],
  queryFn: ({ signal }) => call(client.GET("/api/push/settings", { signal })),
});

export const usePushDevices = () => useQuery(pushDevicesQuery);
export const useNotificationSettings = () => useQuery(notificationSettingsQuery);

/**
 * A toggle moves when she taps it, not when a slow hospital network answers; a failure
 * toasts and puts back what the server has. While a later change is on its way, an
 * earlier answer does not undo it on screen.
 */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  const key = notificationSettingsQuery.queryKey;
  const mutationKey = ["push", "settings", "save"];
  return useMutation({
    mutationKey,
    mutationFn: (changes: Partial<NotificationSettings>) => call(client.PATCH("/api/push/settings", { body: changes })),
    meta: { errorTitle: "Could not save your notification settings" },
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) queryClient.setQueryData(key, { ...before, ...changes });
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (saved) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, saved);
    },
  });
}

/** "Chrome on Android": enough to tell her devices apart in the list. */
function deviceName(): string {
  const ua = navigator.userAgent;
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /CriOS|Chrome\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : "Browser";
  const system = /Android/.test(ua)
    ? "Android"
    : /iPhone/.test(ua)
      ? "iPhone"
      : /iPad|Macintosh/.test(ua) && navigator.maxTouchPoints > 1
        ? "iPad"
        : /Macintosh/.test(ua)
          ? "Mac"
          : /Windows/.test(ua)
            ? "Windows"
            : /Linux/.test(ua)
              ? "Linux"
              : "this device";
  return `${browser} on ${system}`;
}

const fromBase64Url = (value: string) => Uint8Array.from(atob(value.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

/** Asks her permission, subscribes this browser with the server's key and saves it; resolves false when she says no. */
export function useTurnOnPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if ((await Notification.requestPermission()) !== "granted") return false;
      const { registerServiceWorker } = await import("@web/lib/service-worker");
      await registerServiceWorker();
      const registration = await navigator.serviceWorker.ready;
      const { publicKey } = await call(client.GET("/api/push/public-key"));
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(publicKey) }));
      const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      await call(client.POST("/api/push/subscriptions", { body: { endpoint: json.endpoint, keys: json.keys, device: deviceName() } }));
      return true;
    },
    meta: { errorTitle: "Could not turn on notifications" },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDevicesQuery.queryKey }),
  });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(client.DELETE("/api/push/subscriptions/{id}", { params: { path: { id } } })),
    meta: { errorTitle: "Could not remove the device" },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDevicesQuery.queryKey }),
  });
}
