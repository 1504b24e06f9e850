import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

/**
 * A native checkbox (keyboard, forms and screen readers for free, no script),
 * tinted with the accent colour.
 */
export function Checkbox({
  className,
  onCheckedChange,
  onChange,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { onCheckedChange?: (checked: boolean) => void }) {
  return (
    <input
      type="checkbox"
      className={cn("size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-primary disabled:cursor-not-allowed disabled:opacity-50", className)}
      onChange={(e) => {
        onChange?.(e);
        onCheckedChange?.(e.target.checked);
      }}
      {...props}
    />
  );
}
