/**
 * Background Sync (decision 057): when the network returns, the browser wakes this worker to
 * send the changes she made offline, even if she has closed the app — the same sending as the
 * page's (src/web/lib/api/outbox-sender.ts), under the same lock. What the server refused is
 * kept for her next page to name; her open pages are told to read again.
 */
import { keys, update } from "idb-keyval";
import { offlineDb } from "../lib/api/offline-db";
import { OUTBOX_SENT_MESSAGE, OUTBOX_SYNC_TAG, outboxKey, replacedKey, sendWaiting, withOutboxLock, type ReplacedChange } from "../lib/api/outbox-sender";

declare const self: ServiceWorkerGlobalScope;

/** The Background Sync event (not in TypeScript's worker library yet). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(sendEveryOutbox());
});

async function sendEveryOutbox(): Promise<void> {
  let again = false;
  // One nurse's outbox at most: the page deletes another nurse's when she starts (decision 051).
  const outboxes = (await keys(offlineDb())).filter((key): key is string => typeof key === "string" && key.startsWith(outboxKey("")));
  for (const key of outboxes) {
    const userId = key.slice(outboxKey("").length);
    const replaced: ReplacedChange[] = [];
    const result = await withOutboxLock(userId, () => sendWaiting(userId, { onReplaced: (change) => replaced.push(change) }));
    if (replaced.length) await update<ReplacedChange[]>(replacedKey(userId), (list) => [...(list ?? []), ...replaced], offlineDb());
    if (result.sent) for (const client of await self.clients.matchAll({ type: "window" })) client.postMessage({ type: OUTBOX_SENT_MESSAGE });
    if (result.stopped?.reason === "retry") again = true;
  }
  // Rejected, the browser tries again later (with back-off); her page also sends when it opens.
  if (again) throw new Error("Some changes could not be sent yet.");
}

export {};
