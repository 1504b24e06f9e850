import { get, update } from "idb-keyval";
import { seenHeaders } from "@core/seen-versions";
import { offlineDb } from "./offline-db";
import { outcomeOf, settle, withSeenVersion, withServerId, type QueuedWrite } from "./outbox-rules";

/**
 * Sending a nurse's outbox (decisions 051, 057), the same in the page (the `online` event, the
 * app starting) and in the service worker (Background Sync, with no page open): in the order
 * she made the changes, each with its Idempotency-Key and the version it was made on, one
 * sender at a time. DOM-free: the worker runs it too.
 */

export const outboxKey = (userId: string) => `outbox:${userId}`;
/** The changes the server refused while no page was open: her next page names them. */
export const replacedKey = (userId: string) => `outbox-replaced:${userId}`;
/** The Background Sync tag the page registers when a change waits, and the worker answers. */
export const OUTBOX_SYNC_TAG = "nv-outbox";
/** The worker's message to her open pages once it has sent changes. */
export const OUTBOX_SENT_MESSAGE = "nv-outbox-sent";

/** A change of hers the server refused for good: the server's version stays. */
export interface ReplacedChange {
  label: string;
  message?: string;
}

export async function readQueue(userId: string): Promise<QueuedWrite[]> {
  return (await get<QueuedWrite[]>(outboxKey(userId), offlineDb())) ?? [];
}

/** Change the queue in one IndexedDB transaction (two tabs, or a tab and the worker, never lose each other's change). */
export async function changeQueue(userId: string, change: (queue: QueuedWrite[]) => QueuedWrite[]): Promise<QueuedWrite[]> {
  let next: QueuedWrite[] = [];
  await update<QueuedWrite[]>(outboxKey(userId), (queue) => (next = change(queue ?? [])), offlineDb());
  return next;
}

/** One sender of a nurse's queue at a time, across her tabs and the worker (Web Locks; the keys make a second sender harmless anyway). */
export function withOutboxLock<T>(userId: string, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  return locks ? locks.request(`nv-outbox:${userId}`, run) : run();
}

interface Answer {
  /** 0: no answer reached us. */
  status: number;
  code?: string;
  message?: string;
  /** A create's new id. */
  id?: string;
  /** The record's new version (its updatedAt). */
  version?: string;
}

async function sendQueued(write: QueuedWrite): Promise<Answer> {
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

export interface SendResult {
  /** Whether any change left the queue (saved or replaced): what the screens show is then read again. */
  sent: boolean;
  /** Why sending stopped with changes still waiting: a retry (and when, for a busy key or a server error), or her session ended. */
  stopped?: { reason: "retry"; status: number } | { reason: "signed-out" };
}

/**
 * Send what waits, in order, until the queue is empty or an answer says to wait. Call it
 * holding the lock (withOutboxLock). `stillOwner` false stops it between changes (she signed out).
 */
export async function sendWaiting(
  userId: string,
  {
    stillOwner = () => true,
    onQueue,
    onReplaced,
  }: { stillOwner?: () => boolean; onQueue?: (waiting: number) => void; onReplaced: (change: ReplacedChange) => void },
): Promise<SendResult> {
  let sent = false;
  for (;;) {
    if (!stillOwner()) return { sent };
    const [first] = await readQueue(userId);
    if (!first) return { sent };
    const answer = await sendQueued(first);
    const outcome = outcomeOf(answer.status, answer.code);
    if (outcome === "retry") return { sent, stopped: { reason: "retry", status: answer.status } };
    if (outcome === "signed-out") return { sent, stopped: { reason: "signed-out" } };
    const rest = await changeQueue(userId, (queue) => {
      const after = settle(queue, first.key, outcome);
      if (first.creates && answer.id) return withServerId(after, first.creates, answer.id);
      return outcome === "saved" && answer.version ? withSeenVersion(after, first.record, answer.version) : after;
    });
    onQueue?.(rest.length);
    sent = true;
    if (outcome === "replaced") onReplaced({ label: first.label, message: answer.message });
  }
}

/** The toast's words for a change the server refused. */
export const replacedText = ({ label, message }: ReplacedChange) => `Your change (${label}) was not saved${message ? `: ${message}` : "."}`;
