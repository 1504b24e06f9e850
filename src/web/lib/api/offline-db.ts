import { createStore, type UseStore } from "idb-keyval";

/**
 * The IndexedDB of the phone app (decision 051): her kept answers, her outbox and what the
 * service worker could not save while no page was open. Shared by the page and the
 * service worker (decision 057), so it imports nothing of either.
 */
export const OFFLINE_DB_NAME = "nursevitals-offline";

let db: UseStore | undefined;
export const offlineDb = (): UseStore => (db ??= createStore(OFFLINE_DB_NAME, "keyval"));
