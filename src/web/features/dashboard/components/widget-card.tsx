import type { ReactNode } from "react";
import { cn } from "@web/lib/cn";

/** The frame of a dashboard widget: a title (and an action beside it) over its content; the same look as the bedside tools' cards. */
export function WidgetCard({
  title,
  id,
  children,
  className,
  action,
}: {
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn("flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm", className)}>
      <div className="mb-3 flex min-h-8 items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

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
