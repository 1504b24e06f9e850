import { WifiOff } from "lucide-react";
import { useSyncExternalStore } from "react";
import { lastSavedTime, subscribeLastSaved } from "@web/lib/api/offline-store";
import { useOnline } from "@web/lib/hooks/use-online";

/** "14:32" (or "2:32 PM", in her browser's language), with the day when it was not today. */
export function savedAtText(savedAt: number, now = Date.now(), locale?: string): string {
  const at = new Date(savedAt);
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }).format(at);
  if (at.toDateString() === new Date(now).toDateString()) return time;
  return `${new Intl.DateTimeFormat(locale, { day: "numeric", month: "short" }).format(at)}, ${time}`;
}

/**
 * While the browser is offline, above every signed-in screen: what she sees is what this
 * phone saved, and when (decision 051). With nothing saved here (a shared computer), that
 * changes are not saved.
 */
export function OfflineBanner() {
  const online = useOnline();
  const savedAt = useSyncExternalStore(subscribeLastSaved, lastSavedTime, () => undefined);
  return (
    <div role="status" className="empty:hidden">
      {!online && (
        <p className="flex items-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          <WifiOff className="size-4 shrink-0" aria-hidden />
          {savedAt
            ? `You're offline — showing what was saved on this phone at ${savedAtText(savedAt)}`
            : "You're offline. What you see may be out of date, and changes are not saved until you're back online."}
        </p>
      )}
    </div>
  );
}
