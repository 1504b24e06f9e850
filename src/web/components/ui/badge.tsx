import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

export function Badge({ className, ...props }: ComponentProps<"span">) {
  return <span className={cn("inline-flex items-center rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary", className)} {...props} />;
}
