import { useId } from "react";
import { cn } from "@web/lib/cn";
import { ShiftIcon } from "@web/components/shifts/shift-icon";

/** Emoji as radio buttons in a grid (the icon picker, the Edit Shift icons, the preset Symbol grid). */
export function IconGrid({
  label,
  icons,
  value,
  onChange,
  columns = 8,
  hideLegend,
}: {
  label: string;
  icons: readonly string[];
  value: string;
  onChange: (icon: string) => void;
  columns?: 6 | 8;
  hideLegend?: boolean;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className={cn("mb-2 text-sm font-medium text-slate-800", hideLegend && "sr-only")}>{label}</legend>
      <div className={cn("grid gap-1.5", columns === 6 ? "grid-cols-6" : "grid-cols-8")}>
        {icons.map((icon) => (
          <label key={icon} className="relative flex cursor-pointer justify-center">
            <input type="radio" name={name} value={icon} checked={icon === value} onChange={() => onChange(icon)} className="peer sr-only" aria-label={icon} />
            <span
              className="flex aspect-square w-full max-w-11 items-center justify-center rounded-lg border border-slate-200 text-xl peer-checked:border-primary peer-checked:bg-primary/10 peer-checked:ring-2 peer-checked:ring-primary/40 peer-focus-visible:ring-2 peer-focus-visible:ring-primary hover:bg-slate-100"
              aria-hidden
            >
              <ShiftIcon icon={icon} className="size-6" />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
