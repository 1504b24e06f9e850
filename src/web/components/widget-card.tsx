import type { ReactNode } from "react";
import { cn } from "@web/lib/cn";

/**
 * The frame of a widget, on the dashboard and on the bedside tools' screens alike:
 * a title (and an action beside it) over its content. A dashboard widget `fill`s
 * its grid cell, its title row as tall as the buttons beside it; a bedside tool is
 * a size container instead, so its content follows the card's width (`@xl:`)
 * wherever the card is placed.
 */
export function WidgetCard({
  title,
  id,
  children,
  className,
  action,
  fill = false,
}: {
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
  fill?: boolean;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm", fill ? "h-full" : "@container", className)}
    >
      <div className={cn("mb-3 flex items-center justify-between gap-2", fill && "min-h-8")}>
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
