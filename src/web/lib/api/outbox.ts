import type { QueryClient } from "@tanstack/react-query";
import { get, update } from "idb-keyval";
import { notifyError } from "../notify";
import { browserOffline } from "../offline";
import { ApiError } from "./client";
import { keepsOnDevice, offlineDb } from "./offline-store";
import { seenHeaders } from "@core/seen-versions";
import { enqueue, outcomeOf, settle, withSeenVersion, withServerId, type QueuedWrite } from "./outbox-rules";
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

const outboxKey = (userId: string) => `outbox:${userId}`;

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

async function readQueue(userId: string): Promise<QueuedWrite[]> {
  return (await get<QueuedWrite[]>(outboxKey(userId), offlineDb())) ?? [];
}

/** Change the queue in one IndexedDB transaction (two tabs never lose each other's change). */
async function changeQueue(userId: string, change: (queue: QueuedWrite[]) => QueuedWrite[]): Promise<QueuedWrite[]> {
  let next: QueuedWrite[] = [];
  await update<QueuedWrite[]>(outboxKey(userId), (queue) => (next = change(queue ?? [])), offlineDb());
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

/** One queued change, sent: its status (0 when no answer came), error code, and a create's new id. */
async function sendQueued(write: QueuedWrite): Promise<{ status: number; code?: string; message?: string; id?: string; version?: string }> {
  try {
    const response = await fetch(write.path, {
      method: write.method,
      credentials: "same-origin",
      headers: {
        "Idempotency-Key": write.key,
        ...seenHeaders(write.seen),
        ...(write.body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: write.body === undefined ? undefined : JSON.stringify(write.body),
    });
    if (response.ok) {
      const saved = response.status === 204 ? null : ((await response.json().catch(() => null)) as { id?: unknown; updatedAt?: unknown } | null);
      return {
        status: response.status,
        id: write.creates && typeof saved?.id === "string" ? saved.id : undefined,
        version: typeof saved?.updatedAt === "string" ? saved.updatedAt : undefined,
      };
    }
    const answer = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    return { status: response.status, code: answer?.error?.code, message: answer?.error?.message };
  } catch {
    return { status: 0 };
  }
}

let flushing: Promise<void> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Send what waits, in order, until the queue is empty or an answer says to wait. */
export function flushOutbox(): Promise<void> {
  const current = owner;
  if (!current || browserOffline()) return Promise.resolve();
  flushing ??= withLock(current, () => drain(current)).finally(() => {
    flushing = undefined;
  });
  return flushing;
}

/** One tab at a time sends a nurse's queue (where the browser has Web Locks; the keys make a second sender harmless anyway). */
function withLock(current: Owner, run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  return locks ? locks.request(`nv-outbox:${current.userId}`, run) : run();
}

async function drain(current: Owner): Promise<void> {
  let sent = false;
  try {
    for (;;) {
      if (owner !== current) return;
      const [first] = await readQueue(current.userId);
      if (!first) break;
      const answer = await sendQueued(first);
      const outcome = outcomeOf(answer.status, answer.code);
      if (outcome === "retry") {
        // The server busy with this key answers again in a second; a server error (or a server out of reach while the
        // browser says it is online), in half a minute; no network, when it returns (the `online` event).
        if (answer.status !== 0 || !browserOffline()) retryTimer = setTimeout(() => void flushOutbox(), answer.status === 409 ? 1000 : 30_000);
        break;
      }
      if (outcome === "signed-out") break;
      const { creates } = first;
      await changeQueue(current.userId, (queue) => {
        const rest = settle(queue, first.key, outcome);
        if (creates && answer.id) return withServerId(rest, creates, answer.id);
        return outcome === "saved" && answer.version ? withSeenVersion(rest, first.record, answer.version) : rest;
      });
      sent = true;
      if (outcome === "replaced") {
        notifyError("Replaced by the saved version", `Your change (${first.label}) was not saved${answer.message ? `: ${answer.message}` : "."}`);
      }
    }
  } finally {
    // What the server has now replaces what was shown meanwhile.
    if (sent && owner === current) {
      void current.queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      void current.queryClient.invalidateQueries({ queryKey: noteKeys.all });
      void current.queryClient.invalidateQueries({ queryKey: todoKeys.all });
      void current.queryClient.invalidateQueries({ queryKey: contactKeys.all });
      void current.queryClient.invalidateQueries({ queryKey: shiftTypeKeys.all, refetchType: "none" });
    }
  }
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
  void readQueue(userId)
    .then((queue) => {
      if (owner === current) setWaiting(queue.length);
      return flushOutbox();
    })
    .catch(() => undefined);
  const onOnline = () => void flushOutbox();
  window.addEventListener("online", onOnline);
  return () => {
    window.removeEventListener("online", onOnline);
    clearTimeout(retryTimer);
    if (owner === current) owner = undefined;
    setWaiting(0);
  };
}
