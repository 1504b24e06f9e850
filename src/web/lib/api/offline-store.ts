import { dehydrate, hydrate, onlineManager, type Query, type QueryClient } from "@tanstack/react-query";
import { clear, del, get, keys, set } from "idb-keyval";
import { OFFLINE_DB_NAME, offlineDb } from "./offline-db";
import { PHOTO_CACHE, photoFolder } from "../../service-worker/certification-photos";
import { isSharedComputer } from "../local-state";

/**
 * The phone app's offline store (decision 051): what she last read, kept in this
 * browser's IndexedDB under her user id, so the calendar, the shift library,
 * her certifications, contacts, jobs, contracts and resume open with no network.
 *
 * - Written a moment after each successful read (throttled), and when the page is hidden.
 * - Restored before the signed-in layout's first render; older than MAX_AGE, or from
 *   another build of the app (BUSTER), it is dropped.
 * - Only the reads listed in KEPT are kept: never a signed link (attachments, photos),
 *   the calendar feed's secret address, her sessions or anything from /api/auth.
 * - Nothing at all on a shared computer (the sign-in's checkbox), and cleared on sign-out.
 * - Her certification photos are kept by the service worker (PHOTO_CACHE), under the same rules.
 */
/** Kept two weeks: a nurse back from a fortnight off sees her calendar, not a month-old one. */
export const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** Raised when a kept answer's shape changes (a field renamed or dropped): an older store is then dropped, not read. */
export const BUSTER = "nv-offline-1";
const WRITE_DELAY_MS = 1000;

/** The cache keys (their first part) kept on the device. */
const KEPT = new Set([
  "calendar",
  "shift-types",
  "notes",
  "certifications",
  "contacts",
  "jobs",
  "contracts",
  "resume",
  "todos",
  "preferences",
  "profile",
  "holidays",
]);

/** A read worth keeping: a kept area, answered, and not a contract's attachments (their links expire). */
export function keptOnDevice(queryKey: readonly unknown[]): boolean {
  const [area, part] = queryKey;
  return typeof area === "string" && KEPT.has(area) && !(area === "contracts" && part === "attachments");
}

interface Saved {
  buster: string;
  savedAt: number;
  cache: ReturnType<typeof dehydrate>;
}

const store = offlineDb;
export const cacheKeyOf = (userId: string) => `cache:${userId}`;

/** When the store was last written from the server's answers: the banner's "saved on this phone at 14:32". */
let lastSavedAt: number | undefined;
const savedListeners = new Set<() => void>();
const setLastSaved = (at: number | undefined) => {
  lastSavedAt = at;
  for (const listener of savedListeners) listener();
};
export const lastSavedTime = () => lastSavedAt;
export function subscribeLastSaved(listener: () => void): () => void {
  savedListeners.add(listener);
  return () => savedListeners.delete(listener);
}

/** Whether this browser keeps anything for her (IndexedDB exists and this is not a shared computer). */
export const keepsOnDevice = (): boolean => typeof indexedDB !== "undefined" && !isSharedComputer();

/**
 * Put her saved answers back into the cache, before any screen asks for them. Another
 * nurse's store and outbox in this browser (her session simply ended) are deleted first.
 */
export async function restoreOfflineStore(queryClient: QueryClient, userId: string, now = Date.now()): Promise<void> {
  // TanStack's online state starts "online" whatever the browser says: a reload with no network must pause reads, not fail them.
  if (typeof navigator !== "undefined") onlineManager.setOnline(navigator.onLine !== false);
  void keepPhotosFor(keepsOnDevice() ? userId : undefined);
  if (!keepsOnDevice()) {
    // A shared computer: whatever an earlier nurse left here goes (without making a store where there is none).
    if (typeof indexedDB !== "undefined" && (await existingDatabase())) await forgetOfflineStore();
    return;
  }
  try {
    const mine = cacheKeyOf(userId);
    // Another nurse's answers and unsent changes (her session ended here without a sign-out) are not kept beside hers.
    for (const key of await keys(store())) if (typeof key !== "string" || !key.endsWith(`:${userId}`)) await del(key, store());
    const saved = await get<Saved>(mine, store());
    if (!saved) return;
    if (saved.buster !== BUSTER || now - saved.savedAt > MAX_AGE_MS) {
      await del(mine, store());
      return;
    }
    hydrate(queryClient, saved.cache);
    // Shown while the server is asked again, never instead of asking: a reload still reads every screen afresh.
    void queryClient.invalidateQueries({ refetchType: "none" });
    syncedAt = saved.savedAt;
    setLastSaved(saved.savedAt);
  } catch {
    /* no IndexedDB here (a private window): the app works online as before */
  }
}

/**
 * Mark the photo cache as hers (the worker keeps only photos whose folder is marked), after
 * deleting what another nurse left in it; with no one (a shared computer), just delete it.
 */
async function keepPhotosFor(userId: string | undefined): Promise<void> {
  if (typeof caches === "undefined") return;
  try {
    const folder = userId && photoFolder(userId);
    if (folder && (await caches.match(folder, { cacheName: PHOTO_CACHE }))) return;
    await caches.delete(PHOTO_CACHE);
    if (folder) await (await caches.open(PHOTO_CACHE)).put(folder, new Response(""));
  } catch {
    /* no Cache Storage here: photos are simply not kept */
  }
}

/** The last answer from the server (not a change the app made itself). */
let syncedAt: number | undefined;
/** Raised by each forgetting: a write planned before it (a timer, a hidden page) keeps nothing. */
let generation = 0;

const keptQuery = (query: Query) => query.state.status === "success" && keptOnDevice(query.queryKey);

/** Whether this browser has the offline store's database (Safari before 16 cannot say: taken as yes). */
async function existingDatabase(): Promise<boolean> {
  try {
    return typeof indexedDB.databases !== "function" || (await indexedDB.databases()).some((db) => db.name === OFFLINE_DB_NAME);
  } catch {
    return false;
  }
}

/** Write the kept answers now. */
export async function saveOfflineStore(queryClient: QueryClient, userId: string, planned = generation): Promise<void> {
  if (!keepsOnDevice() || planned !== generation) return;
  const cache = dehydrate(queryClient, { shouldDehydrateQuery: keptQuery, shouldDehydrateMutation: () => false });
  const savedAt = syncedAt;
  if (!savedAt) return;
  try {
    await set(cacheKeyOf(userId), { buster: BUSTER, savedAt, cache } satisfies Saved, store());
    setLastSaved(savedAt);
  } catch {
    /* quota or a private window: she still has what is in memory */
  }
}

/**
 * Keep the store up to date while she is signed in: a second after the last answer that
 * came from the server, and when the page is hidden (a phone locked, a tab closed).
 * Returns the function that stops it.
 */
export function keepOfflineStore(queryClient: QueryClient, userId: string): () => void {
  if (!keepsOnDevice()) return () => undefined;
  const started = generation;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    void saveOfflineStore(queryClient, userId, started);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success" || !keptOnDevice(event.query.queryKey as readonly unknown[])) return;
    // A change the app made itself (shown at once, or waiting to sync) is kept too, so a reload offline still shows it;
    // only an answer from the server moves "saved at".
    if (!event.action.manual) syncedAt = Math.max(syncedAt ?? 0, event.action.dataUpdatedAt ?? Date.now());
    timer ??= setTimeout(flush, WRITE_DELAY_MS);
  });
  const onHidden = () => {
    if (document.visibilityState === "hidden" && timer) flush();
  };
  document.addEventListener("visibilitychange", onHidden);
  return () => {
    unsubscribe();
    document.removeEventListener("visibilitychange", onHidden);
    clearTimeout(timer);
  };
}

/** Forget everything this browser keeps offline (every nurse's): sign-out, a shared computer. */
export async function forgetOfflineStore(): Promise<void> {
  generation++;
  syncedAt = undefined;
  setLastSaved(undefined);
  if (typeof caches !== "undefined") await caches.delete(PHOTO_CACHE).catch(() => false);
  if (typeof indexedDB === "undefined") return;
  try {
    await clear(store());
  } catch {
    /* nothing was kept */
  }
}
