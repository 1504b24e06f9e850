import type { QueryClient } from "@tanstack/react-query";
import { get, update } from "idb-keyval";
import { notifyError } from "../notify";
import { browserOffline } from "../offline";
import { ApiError } from "./client";
import { offlineDb } from "./offline-db";
import { keepsOnDevice } from "./offline-store";
import { enqueue, type QueuedWrite } from "./outbox-rules";
import {
  changeQueue as changeSharedQueue,
  OUTBOX_SENT_MESSAGE,
  OUTBOX_SYNC_TAG,
  readQueue,
  replacedKey,
  replacedText,
  sendWaiting,
  withOutboxLock,
  type ReplacedChange,
} from "./outbox-sender";
import { calendarKeys, contactKeys, noteKeys, shiftTypeKeys, todoKeys } from "./query-keys";

/**
 * The outbox (decision 051): changes she makes with no network — a shift applied or
 * cleared, a note added or deleted, a to-do added, ticked or deleted, a contact added,
 * changed or deleted — kept in this browser's IndexedDB under her user id,
 * shown as "Waiting to sync (N)", and sent in the order she made them when the network
 * returns (the `online` event, and each time the app starts), each with the
 * Idempotency-Key it was given when she made it, so a repeat never saves twice.
 * What the server refuses for good (the day's shift type deleted, the note gone) is
 * dropped: the server's version wins and a toast names her change.
 */
interface Owner {
  userId: string;
  queryClient: QueryClient;
}
let owner: Owner | undefined;

let waiting = 0;
const listeners = new Set<() => void>();
const setWaiting = (n: number) => {
  if (n === waiting) return;
  waiting = n;
  for (const listener of listeners) listener();
};
/** How many changes wait to be sent: the header's "Waiting to sync (N)". */
export const waitingToSync = () => waiting;
export function subscribeWaitingToSync(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Change the queue (outbox-sender.ts) and show its new length. */
async function changeQueue(userId: string, change: (queue: QueuedWrite[]) => QueuedWrite[]): Promise<QueuedWrite[]> {
  const next = await changeSharedQueue(userId, change);
  if (owner?.userId === userId) setWaiting(next.length);
  return next;
}

/**
 * Send a change, or keep it to send later: with no network (or changes already waiting,
 * which go first), it is queued and `shownMeanwhile` is what the screen shows until the
 * server answers. Without a store (a shared computer, no IndexedDB) it is sent as before.
 */
export async function sendOrQueue<T>(write: Omit<QueuedWrite, "queuedAt">, send: (idempotencyKey: string) => Promise<T>, shownMeanwhile: () => T): Promise<T> {
  const current = owner;
  if (!current) return send(write.key);
  const keep = async () => {
    await changeQueue(current.userId, (queue) => enqueue(queue, { ...write, queuedAt: Date.now() }));
    void flushOutbox();
    requestBackgroundSync();
    return shownMeanwhile();
  };
  if (browserOffline() || waiting > 0) return keep();
  try {
    return await send(write.key);
  } catch (error) {
    // No answer reached us: it may or may not have been saved; the same key makes sending it again safe.
    if (error instanceof ApiError && error.status === 0) return keep();
    throw error;
  }
}

let flushing: Promise<void> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Send what waits, in order, until the queue is empty or an answer says to wait. */
export function flushOutbox(): Promise<void> {
  const current = owner;
  if (!current || browserOffline()) return Promise.resolve();
  flushing ??= withOutboxLock(current.userId, () => drain(current)).finally(() => {
    flushing = undefined;
  });
  return flushing;
}

async function drain(current: Owner): Promise<void> {
  const result = await sendWaiting(current.userId, {
    stillOwner: () => owner === current,
    onQueue: (n) => owner === current && setWaiting(n),
    onReplaced: (change) => notifyError("Replaced by the saved version", replacedText(change)),
  });
  if (result.stopped?.reason === "retry") {
    const { status } = result.stopped;
    // The server busy with this key answers again in a second; a server error (or a server out of reach while the
    // browser says it is online), in half a minute; no network, when it returns (the `online` event).
    if (status !== 0 || !browserOffline()) retryTimer = setTimeout(() => void flushOutbox(), status === 409 ? 1000 : 30_000);
  }
  if (result.sent && owner === current) refreshAfterSync(current.queryClient);
}

/** What the server has now replaces what was shown meanwhile. */
function refreshAfterSync(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
  void queryClient.invalidateQueries({ queryKey: noteKeys.all });
  void queryClient.invalidateQueries({ queryKey: todoKeys.all });
  void queryClient.invalidateQueries({ queryKey: contactKeys.all });
  void queryClient.invalidateQueries({ queryKey: shiftTypeKeys.all, refetchType: "none" });
}

/**
 * Ask the browser to send the queue when the network returns even if she has closed the app (Background Sync,
 * Chromium): the service worker then sends it (src/web/service-worker/sync-handler.ts). Elsewhere the page sends it.
 */
function requestBackgroundSync() {
  if (!("serviceWorker" in navigator) || !navigator.serviceWorker.controller) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}

/**
 * What the worker sent while no page of hers was open, or while this one was (`refresh`: its message): the count is
 * read again, each change the server refused is named as the page would have, and the screens read again.
 */
async function catchUpWithWorker(current: Owner, refresh: boolean) {
  const replaced = await takeReplaced(current.userId);
  if (owner !== current) return;
  for (const change of replaced) notifyError("Replaced by the saved version", replacedText(change));
  setWaiting((await readQueue(current.userId)).length);
  if (refresh) refreshAfterSync(current.queryClient);
}

/** The changes the worker could not save, taken from the store (one transaction; no write when there are none). */
async function takeReplaced(userId: string): Promise<ReplacedChange[]> {
  if (!(await get<ReplacedChange[]>(replacedKey(userId), offlineDb()))?.length) return [];
  let taken: ReplacedChange[] = [];
  await update<ReplacedChange[]>(
    replacedKey(userId),
    (list) => {
      taken = list ?? [];
      return [];
    },
    offlineDb(),
  );
  return taken;
}

/**
 * The signed-in layout starts her outbox: its count, a first send (the app starting is a
 * moment the network may be back), and a send each time the browser is online again.
 * Returns the function that stops it (sign-out, another nurse).
 */
export function startOutbox(queryClient: QueryClient, userId: string): () => void {
  if (!keepsOnDevice()) return () => undefined;
  const current: Owner = { userId, queryClient };
  owner = current;
  void catchUpWithWorker(current, false)
    .then(() => flushOutbox())
    .catch(() => undefined);
  const onOnline = () => void flushOutbox();
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === OUTBOX_SENT_MESSAGE) void catchUpWithWorker(current, true).catch(() => undefined);
  };
  window.addEventListener("online", onOnline);
  navigator.serviceWorker?.addEventListener("message", onWorkerMessage);
  return () => {
    window.removeEventListener("online", onOnline);
    navigator.serviceWorker?.removeEventListener("message", onWorkerMessage);
    clearTimeout(retryTimer);
    if (owner === current) owner = undefined;
    setWaiting(0);
  };
}
