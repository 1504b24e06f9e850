import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "flex min-h-24 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm transition outline-none placeholder:text-slate-500 focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-500 md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
