import { CONVERSIONS } from "@core/tools/units";
import { PageHeader } from "@web/components/layout/page-header";
import { WidgetCard } from "@web/components/widget-card";
import { usePageMeta } from "@web/lib/page-meta";
import { ConverterPair } from "./components/converter-pair";

const DESCRIPTION = "Weight, height, temperature, mass and volume, converted as you type.";

/** /tools/unit-converter: every conversion, live both ways. */
export default function UnitConverterPage() {
  usePageMeta({ title: "Unit Converter", description: DESCRIPTION });
  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-6">
      <PageHeader title="Unit Converter" description={DESCRIPTION} />
      <div className="grid gap-4 sm:grid-cols-2">
        {Object.values(CONVERSIONS).map((c) => (
          <WidgetCard key={c.id} id={`convert-${c.id}`} title={c.title}>
            <ConverterPair conversion={c} />
            <p className="mt-2 text-xs text-slate-500">
              {c.id === "weight"
                ? "1 lb = 0.453592 kg. "
                : c.id === "height"
                  ? "1 in = 2.54 cm. "
                  : c.id === "temperature"
                    ? "°F = °C × 9/5 + 32. "
                    : "1000 to 1. "}
              {c.decimals === 1 ? "Shown to one decimal place." : "Exact, shown to 6 significant figures."}
            </p>
          </WidgetCard>
        ))}
      </div>
    </div>
  );
}
