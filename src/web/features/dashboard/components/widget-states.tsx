/** A widget's data did not load: what, and a retry in place (the rest of the dashboard carries on). */
export function WidgetLoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-1 flex-col items-start gap-2 text-sm text-red-800">
      <p>Could not load {what}.</p>
      <button
        type="button"
        className="min-h-10 rounded-lg border border-slate-300 bg-white px-3 font-medium text-slate-900 hover:bg-slate-100"
        onClick={onRetry}
      >
        Try again
      </button>
    </div>
  );
}

/** While a widget's data loads. */
export function WidgetLoading({ lines = 3 }: { lines?: number }) {
  return (
    <div aria-hidden className="flex flex-1 flex-col gap-2">
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="h-5 animate-pulse rounded bg-slate-100" />
      ))}
    </div>
  );
}
