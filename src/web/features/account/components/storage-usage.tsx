import { storagePercent, storageUsageText } from "@core/storage-quota";
import { cn } from "@web/lib/cn";
import { useStorageUsage } from "../api/storage";

/** Past this share of her storage, the bar turns amber and says how to make room. */
const NEARLY_FULL_PERCENT = 90;

/** "312 MB of 1 GB used", with a bar: what her files take of her storage quota. */
export function StorageUsage() {
  const usage = useStorageUsage();
  const percent = usage.data ? storagePercent(usage.data.usedBytes, usage.data.quotaBytes) : 0;
  const nearlyFull = percent >= NEARLY_FULL_PERCENT;
  return (
    <section aria-labelledby="storage-heading" className="space-y-2">
      <h3 id="storage-heading" className="font-semibold text-slate-900">
        Storage
      </h3>
      {usage.isPending ? (
        <p className="text-sm text-slate-600">Counting your files…</p>
      ) : usage.isError ? (
        <p className="text-sm text-slate-600">Your storage could not be counted. Reload the page to try again.</p>
      ) : (
        <>
          <p id="storage-used" className="text-sm font-medium text-slate-800">
            {storageUsageText(usage.data.usedBytes, usage.data.quotaBytes)}
          </p>
          <div
            role="meter"
            aria-labelledby="storage-heading"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={storageUsageText(usage.data.usedBytes, usage.data.quotaBytes)}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            {/* A sliver for a few KB, so a bar with something in it never looks empty. */}
            <div
              className={cn("h-full rounded-full", nearlyFull ? "bg-amber-500" : "bg-primary")}
              style={{ width: usage.data.usedBytes > 0 ? `max(${Math.min(100, (usage.data.usedBytes / usage.data.quotaBytes) * 100)}%, 0.25rem)` : 0 }}
            />
          </div>
          <p className="text-sm text-slate-600">
            {nearlyFull
              ? "Almost full: delete attachments or card photos you no longer need to make room."
              : "Contract attachments, card photos, your photo and their previews count toward it."}
          </p>
        </>
      )}
    </section>
  );
}
