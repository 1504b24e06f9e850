/**
 * The rules of the offline outbox (decision 051), pure so they are tested alone:
 * what a change made with no network becomes in the queue, in what order the queue
 * is sent, and what each answer does to it.
 */

export type QueuedMethod = "POST" | "PUT" | "PATCH" | "DELETE";

/** A change waiting on this device to be sent. */
export interface QueuedWrite {
  /** Its Idempotency-Key, made when she made the change and sent with every attempt; also its id in the queue. */
  key: string;
  method: QueuedMethod;
  /** The API path with its parameters filled in. */
  path: string;
  body?: unknown;
  /**
   * What it changes: "day:2026-11-27" for the shift applied on a day, "note:<id>" for a note. A note made
   * offline has a local id ("local-…") until the server gives it one.
   */
  record: string;
  /** How the toast names it when the server's version wins: "your Day shift on 27 Nov". */
  label: string;
  /** When she made it (ms). */
  queuedAt: number;
  /** A create's local id ("local-…"): once saved, later changes to the record use the server's id instead. */
  creates?: string;
  /**
   * The version of the day or record she saw when she made it (decision 057), sent as If-Match (null: nothing was
   * there, If-None-Match: *): a newer change made elsewhere meanwhile makes the server refuse hers (412). Left out on a
   * create and on a record made offline.
   */
  seen?: string | null;
}

/** A record made on this device that the server has not seen yet. */
export const isLocalRecord = (record: string): boolean => record.split(":")[1]?.startsWith("local-") ?? false;

/**
 * The queue with one more change, in the order she made them, with what no longer needs sending taken out:
 * - the same key again (a retry of one change) is kept once;
 * - a newer change to the same day's shift replaces the one waiting (apply then clear sends only the clear: the
 *   server would end in the same state, and "she changed her mind" is not a conflict to report);
 * - deleting a record made offline and not yet sent (a note, a to-do) removes it and every change to it: the
 *   server never needs to hear of it.
 */
export function enqueue(queue: readonly QueuedWrite[], write: QueuedWrite): QueuedWrite[] {
  if (queue.some((w) => w.key === write.key)) return [...queue];
  if (write.method === "DELETE" && isLocalRecord(write.record)) {
    return queue.filter((w) => w.record !== write.record);
  }
  if (write.record.startsWith("day:")) {
    // The day as the server last showed it is what the one waiting saw: her own change in between is not the server's
    // (and one queued before versions were sent names none, so neither does this one).
    const waiting = queue.find((w) => w.record === write.record);
    return [...queue.filter((w) => w !== waiting), waiting && waiting.seen !== write.seen ? { ...write, seen: waiting.seen } : write];
  }
  return [...queue, write];
}

/** What the server's answer to a queued change means for it. */
export type Outcome =
  /** Saved (or the server replays that it was saved before): it leaves the queue. */
  | "saved"
  /** No network, the server busy with the same key, or a server error: kept, sent again later, nothing after it goes first. */
  | "retry"
  /** The server refused it for good (the record is gone, changed, or the change is not valid now): the server's version wins; she is told. */
  | "replaced"
  /** Her session has ended: kept for when she signs in again. */
  | "signed-out";

/** The server's code for "this key's first request is still running" (409, decision 029). */
export const KEY_RUNNING = "idempotency_key_running";

/** An answer (status 0: none reached us; code: the error's) as an outcome. */
export function outcomeOf(status: number, code?: string): Outcome {
  if (status === 0) return "retry";
  if (status >= 200 && status < 300) return "saved";
  if (status === 401) return "signed-out";
  if ((status === 409 && code === KEY_RUNNING) || status === 408 || status === 429 || status >= 500) return "retry";
  // 404 (the record or its shift is gone), 409 (changed since), 400/422 (not valid any more): the server's wins.
  return "replaced";
}

/** The queue after the first change was answered: it leaves unless it is to be sent again. */
export function settle(queue: readonly QueuedWrite[], key: string, outcome: Outcome): QueuedWrite[] {
  if (outcome === "retry" || outcome === "signed-out") return [...queue];
  return queue.filter((w) => w.key !== key);
}

/** After a create was saved: the changes waiting for its record name the server's id instead of the local one. */
export function withServerId(queue: readonly QueuedWrite[], localId: string, serverId: string): QueuedWrite[] {
  return queue.map((w) => {
    const [kind, id] = w.record.split(":");
    if (id !== localId) return w;
    return { ...w, record: `${kind}:${serverId}`, path: w.path.split(`/${encodeURIComponent(localId)}`).join(`/${encodeURIComponent(serverId)}`) };
  });
}

/**
 * After a change to a record was saved: the changes still waiting for it were made on top of it, so they name the
 * version the server gave it (`updatedAt` of the answer) as the one they saw.
 */
export function withSeenVersion(queue: readonly QueuedWrite[], record: string, version: string): QueuedWrite[] {
  return queue.map((w) => (w.record === record && w.seen !== undefined ? { ...w, seen: version } : w));
}
