/**
 * The service worker's own handlers, one classic script the worker Workbox generates imports
 * (`/sw-handlers.js`, built by scripts/build.ts): notifications (decision 046) and Background
 * Sync of her outbox (decision 057).
 */
import "./push-handler";
import "./sync-handler";
