import { Popover as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

export const Popover = Primitive.Root;
export const PopoverTrigger = Primitive.Trigger;
export const PopoverAnchor = Primitive.Anchor;

export function PopoverContent({ className, sideOffset = 6, align = "center", ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn("z-50 w-64 rounded-xl border border-slate-200 bg-white p-3 text-slate-900 shadow-lg outline-none", className)}
        {...props}
      />
    </Primitive.Portal>
  );
}
