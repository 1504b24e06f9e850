import { useId, useState } from "react";
import { convertText, type Conversion, type Converted } from "@core/tools/units";
import { Input } from "@web/components/ui/input";
import { useRegion } from "../hooks/use-region";
import { WhichNumber } from "./which-number";

type Side = 0 | 1;

/**
 * Two fields converted live both ways (docs/product/bedside-tools.md, Unit Converter): typing in one writes the
 * other; a non-number clears it. Numbers are read in her region's way, and one
 * that could be read two ways ("1,500") is asked about before anything is converted.
 */
export function ConverterPair({ conversion }: { conversion: Conversion }) {
  const id = useId();
  const region = useRegion();
  const [values, setValues] = useState<[string, string]>(["", ""]);
  const [asking, setAsking] = useState<{ side: Side; converted: Extract<Converted, { kind: "ask" }> } | null>(null);

  const type = (side: Side, text: string) => {
    const converted = convertText(conversion, side === 0 ? "forward" : "backward", text, region);
    if (converted.kind === "ask") {
      setAsking({ side, converted });
      setValues(side === 0 ? [text, ""] : ["", text]);
      return;
    }
    setAsking(null);
    setValues(side === 0 ? [text, converted.text] : [converted.text, text]);
  };

  return (
    <div>
      <div className="grid grid-cols-2 gap-3">
        {([0, 1] as const).map((side) => (
          <div key={side}>
            <label htmlFor={`${id}-${side}`} className="mb-1 block text-sm font-medium text-slate-800">
              {conversion.units[side]}
            </label>
            <Input
              id={`${id}-${side}`}
              inputMode="decimal"
              autoComplete="off"
              className="h-12 text-lg tabular-nums"
              value={values[side]}
              aria-describedby={asking?.side === side ? `${id}-ask` : undefined}
              onChange={(e) => type(side, e.target.value)}
            />
          </div>
        ))}
      </div>
      {asking && <WhichNumber id={`${id}-ask`} typed={values[asking.side]} choices={asking.converted.choices} onPick={(text) => type(asking.side, text)} />}
    </div>
  );
}
