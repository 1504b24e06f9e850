import { useId, useState } from "react";
import { convertText, type Conversion } from "@core/tools/units";
import { Input } from "@web/components/ui/input";

/** Two fields converted live both ways (spec 000 §2, §5): typing in one writes the other; a non-number clears it. */
export function ConverterPair({ conversion }: { conversion: Conversion }) {
  const id = useId();
  const [values, setValues] = useState<[string, string]>(["", ""]);
  const [left, right] = conversion.units;
  return (
    <div className="grid grid-cols-2 gap-3">
      <div>
        <label htmlFor={`${id}-l`} className="mb-1 block text-sm font-medium text-slate-800">
          {left}
        </label>
        <Input
          id={`${id}-l`}
          inputMode="decimal"
          autoComplete="off"
          className="h-12 text-lg"
          value={values[0]}
          onChange={(e) => setValues([e.target.value, convertText(conversion, "forward", e.target.value)])}
        />
      </div>
      <div>
        <label htmlFor={`${id}-r`} className="mb-1 block text-sm font-medium text-slate-800">
          {right}
        </label>
        <Input
          id={`${id}-r`}
          inputMode="decimal"
          autoComplete="off"
          className="h-12 text-lg"
          value={values[1]}
          onChange={(e) => setValues([convertText(conversion, "backward", e.target.value), e.target.value])}
        />
      </div>
    </div>
  );
}
