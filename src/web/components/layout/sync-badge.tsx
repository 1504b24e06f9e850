import { CloudUpload } from "lucide-react";
import { useSyncExternalStore } from "react";
import { subscribeWaitingToSync, waitingToSync } from "@web/lib/api/outbox";

/** In the header while changes made offline wait to be sent: "Waiting to sync (2)" (decision 051). */
export function SyncBadge() {
  const waiting = useSyncExternalStore(subscribeWaitingToSync, waitingToSync, () => 0);
  return (
    <span role="status" className="empty:hidden">
      {waiting > 0 && (
        // On a phone the header's middle holds the month: the cloud and the count only there, the words from sm up
        // (a screen reader reads them everywhere).
        <span
          className="inline-flex shrink-0 items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900"
          title={`Waiting to sync (${waiting})`}
        >
          <CloudUpload className="size-3.5 shrink-0" aria-hidden />
          <span className="max-sm:sr-only">Waiting to sync </span>({waiting})
        </span>
      )}
    </span>
  );
}
