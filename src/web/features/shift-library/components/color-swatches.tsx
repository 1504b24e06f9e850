import { Check } from "lucide-react";
import { useId } from "react";
import { readableTextOn } from "@core/color-contrast";
import { cn } from "@web/lib/cn";
import { useColourWord } from "@web/lib/hooks/use-colour-word";
import type { Swatch } from "@web/lib/shift-palettes";

/** A colour choice as radio buttons (arrow keys move between swatches). */
export function ColorSwatches({
  value,
  onChange,
  swatches,
  columns,
}: {
  value: string;
  onChange: (value: string) => void;
  swatches: readonly Swatch[];
  columns: 5 | 8;
}) {
  const name = useId();
  // Its legend is the word as her region spells it.
  const label = useColourWord();
  const known = swatches.some((s) => s.value === value.toLowerCase());
  const all = known ? swatches : [{ value, name: `Current ${label.toLowerCase()}` }, ...swatches];
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{label}</legend>
      <div className={cn("grid gap-2", columns === 5 ? "grid-cols-5" : "grid-cols-8")}>
        {all.map((swatch) => {
          const checked = swatch.value === value.toLowerCase();
          return (
            <label key={swatch.value} className="relative flex cursor-pointer justify-center">
              <input
                type="radio"
                name={name}
                value={swatch.value}
                checked={checked}
                onChange={() => onChange(swatch.value)}
                className="peer sr-only"
                aria-label={swatch.name}
              />
              <span
                className="flex size-9 items-center justify-center rounded-full ring-offset-2 peer-checked:ring-2 peer-checked:ring-slate-900 peer-focus-visible:ring-2 peer-focus-visible:ring-primary"
                style={{ backgroundColor: swatch.value, color: readableTextOn(swatch.value) }}
                title={swatch.name}
              >
                {checked && <Check className="size-4" strokeWidth={3} aria-hidden />}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
