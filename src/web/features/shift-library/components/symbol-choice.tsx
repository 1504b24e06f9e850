import { useId } from "react";
import { SHIFT_SYMBOL_LABELS, SHIFT_SYMBOLS, type ShiftSymbol } from "@core/shift-library";

/** None, trade, overtime, on call or education, as a row of radio buttons. */
export function SymbolChoice({ value, onChange }: { value: ShiftSymbol | null; onChange: (value: ShiftSymbol | null) => void }) {
  const name = useId();
  const options: [ShiftSymbol | null, string][] = [[null, "None"], ...SHIFT_SYMBOLS.map((s) => [s, SHIFT_SYMBOL_LABELS[s]] as [ShiftSymbol, string])];
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">Type</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map(([symbol, label]) => (
          <label key={label} className="cursor-pointer">
            <input type="radio" name={name} checked={value === symbol} onChange={() => onChange(symbol)} className="peer sr-only" />
            <span className="inline-flex h-9 items-center rounded-full border border-slate-300 px-3 text-sm font-medium text-slate-700 peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-primary/40">
              {label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
