import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

/** The platform's own select (the phone's picker), styled like the inputs. */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        className={cn(
          "flex h-11 w-full min-w-0 appearance-none rounded-lg border border-slate-300 bg-white py-2 pr-9 pl-3 text-base shadow-sm outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30 disabled:opacity-60 aria-invalid:border-red-500 md:text-sm",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
    </div>
  );
}
