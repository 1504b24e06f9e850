import { useState } from "react";
import { CONVERSIONS } from "@core/tools/units";
import { WidgetCard } from "@web/components/widget-card";
import { cn } from "@web/lib/cn";
import { ConverterPair } from "../components/converter-pair";

const TOGGLES = [CONVERSIONS.weight, CONVERSIONS.height];

/** Unit Converter widget (docs/product/bedside-tools.md, Unit Converter): a Weight (lbs ↔ kg) and Height (in ↔ cm) toggle, live both ways, one decimal. */
export function UnitConverterWidget() {
  const [which, setWhich] = useState<"weight" | "height">("weight");
  return (
    <WidgetCard title="Unit Converter" id="calculator">
      <div role="group" aria-label="What to convert" className="mb-3 grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
        {TOGGLES.map((c) => (
          <button
            key={c.id}
            type="button"
            aria-pressed={which === c.id}
            onClick={() => setWhich(c.id as "weight" | "height")}
            className={cn("h-10 rounded-md text-sm font-medium", which === c.id ? "bg-white text-slate-900 shadow-sm" : "text-slate-600")}
          >
            {c.title}
          </button>
        ))}
      </div>
      <ConverterPair key={which} conversion={CONVERSIONS[which]} />
    </WidgetCard>
  );
}
