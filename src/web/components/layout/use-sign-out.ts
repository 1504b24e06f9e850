import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { forgetOfflineStore } from "@web/lib/api/offline-store";
import { flushOutbox } from "@web/lib/api/outbox";
import { setSignedOut, signOutEverywhere } from "@web/lib/api/session";

/**
 * Sign out (every device), drop every cached answer and what this phone kept offline
 * (first, with or without a network: decision 051), go home. Rejects when the server refused.
 * Offline, what she changed and had not synced is lost with the rest: a shared phone must keep nothing.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    // Changes still waiting are sent first when they can be (online); offline, they go with the rest.
    await flushOutbox();
    await forgetOfflineStore();
    await stopNotificationsHere();
    await signOutEverywhere();
    void navigate("/", { replace: true });
    setSignedOut(true);
    queryClient.clear();
  };
}

/**
 * This browser stops getting her notifications (a shared phone must not show the next person her shifts): the push
 * service forgets its subscription, and the server drops her row at its next push (410). No push here, or no
 * network: nothing to do, or the next nurse to turn notifications on here takes the browser's row over.
 */
async function stopNotificationsHere(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await (await registration?.pushManager?.getSubscription())?.unsubscribe();
  } catch {
    // Unsubscribing needs the push service: offline, it is left to the above.
  }
}
