import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("text-sm leading-none font-medium text-slate-800", className)} {...props} />;
}
