import type { ReactNode } from "react";
import { cn } from "@web/lib/cn";

/** The frame of a bedside widget: a title and its content, sized for the dashboard grid and for a tool screen alike. */
export function ToolCard({
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
    <section aria-labelledby={`${id}-title`} className={cn("@container flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm", className)}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
