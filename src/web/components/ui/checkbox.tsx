import { Check } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

/**
 * A native checkbox (keyboard, forms and screen readers for free, no script),
 * drawn as a 20 px box in the accent colour. The input itself is invisible and
 * larger than the box: a 40 px target with a mouse, 44 px on a touch screen
 * (a native checkbox ignores padding, so its own box cannot grow the target).
 * The target reaches about 10 px around the box, so keep other controls that far
 * away; a label beside it may overlap (it toggles the same box). `className`
 * goes on the wrapper.
 */
export function Checkbox({
  className,
  onCheckedChange,
  onChange,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { onCheckedChange?: (checked: boolean) => void }) {
  return (
    <span className={cn("relative inline-flex size-5 shrink-0", className)}>
      <input
        type="checkbox"
        className="peer absolute -inset-2.5 m-0 cursor-pointer appearance-none rounded-md opacity-0 outline-none disabled:cursor-not-allowed pointer-coarse:-inset-3 forced-colors:static forced-colors:size-5 forced-colors:appearance-auto forced-colors:opacity-100"
        onChange={(e) => {
          onChange?.(e);
          onCheckedChange?.(e.target.checked);
        }}
        {...props}
      />
      <span
        aria-hidden
        className="pointer-events-none flex size-5 items-center justify-center rounded border border-slate-500 bg-white text-white peer-checked:border-primary peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--nv-accent) peer-disabled:opacity-50 peer-checked:[&>svg]:visible forced-colors:hidden"
      >
        <Check className="invisible size-3.5" strokeWidth={3} />
      </span>
    </span>
  );
}
