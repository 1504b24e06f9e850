import type { ComponentProps } from "react";
import { useFormats } from "@web/lib/hooks/use-formats";

/** Desktop '+N more', the trigger of the day's popover (the same button before and after its code has loaded). */
export function MoreShiftsButton({ date, count, ...props }: { date: string; count: number } & ComponentProps<"button">) {
  const { formatLongDate } = useFormats();
  return (
    <button
      type="button"
      tabIndex={-1}
      className="w-full rounded px-1.5 text-left text-xs leading-5 font-semibold text-slate-700 hover:bg-slate-200"
      aria-label={`${count} more shifts on ${formatLongDate(date)}`}
      {...props}
    >
      +{count} more
    </button>
  );
}
