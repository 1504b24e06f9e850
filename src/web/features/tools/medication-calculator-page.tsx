import { TriangleAlert } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import {
  doseByWeight,
  DROP_FACTORS,
  dripRate,
  infusionDose,
  infusionRate,
  ivRate,
  tablets,
  VERIFY_WARNING,
  type CalcResult,
  type DropFactor,
} from "@core/tools/medication";
import { PageHeader } from "@web/components/layout/page-header";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { WidgetCard } from "@web/components/widget-card";
import { usePageMeta } from "@web/lib/page-meta";

const DESCRIPTION = "Dose by weight, tablets, IV rate, drip rate and weight-based infusions, each with its formula.";

interface Field {
  name: string;
  label: string;
  unit: string;
  optional?: boolean;
}

function Calculator({
  id,
  title,
  formula,
  fields,
  calculate,
  dropFactor,
}: {
  id: string;
  title: string;
  formula: string;
  fields: Field[];
  calculate: (values: Record<string, string>, dropFactor: DropFactor) => CalcResult;
  dropFactor?: boolean;
}) {
  const uid = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [factor, setFactor] = useState<DropFactor>(15);
  const [result, setResult] = useState<CalcResult | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setResult(calculate(values, factor));
  };
  const error = result && !result.ok ? result : null;
  return (
    <WidgetCard id={id} title={title}>
      <p className="mb-3 text-sm text-slate-600">{formula}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label={title}>
        <div className="grid grid-cols-2 gap-3">
          {fields.map((f) => (
            <div key={f.name}>
              <label htmlFor={`${uid}-${f.name}`} className="mb-1 block text-sm font-medium text-slate-800">
                {f.label} ({f.unit}){f.optional ? " — optional" : ""}
              </label>
              <Input
                id={`${uid}-${f.name}`}
                inputMode="decimal"
                autoComplete="off"
                className="h-12 text-lg"
                value={values[f.name] ?? ""}
                aria-invalid={error?.field === f.name || undefined}
                aria-describedby={error?.field === f.name ? `${uid}-error` : undefined}
                onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
              />
            </div>
          ))}
          {dropFactor && (
            <div>
              <label htmlFor={`${uid}-df`} className="mb-1 block text-sm font-medium text-slate-800">
                Drop factor (gtt/mL)
              </label>
              <NativeSelect id={`${uid}-df`} className="h-12" value={factor} onChange={(e) => setFactor(Number(e.target.value) as DropFactor)}>
                {DROP_FACTORS.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
        </div>
        <Button type="submit" size="lg">
          Calculate
        </Button>
      </form>
      {error && (
        <p id={`${uid}-error`} role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {error.message}
        </p>
      )}
      {result?.ok && (
        <div className="mt-3 rounded-lg bg-primary/10 p-3" role="status" data-testid={`${id}-result`}>
          {result.lines.map((l) => (
            <div key={l.label} className="mb-2">
              <p className="text-2xl font-bold tabular-nums">
                {l.value} {l.unit}
              </p>
              <p className="font-mono text-sm text-slate-800" data-testid="formula">
                {l.formula}
              </p>
            </div>
          ))}
          <p className="text-xs text-slate-700">{result.rounding}</p>
          {result.note && <p className="mt-1 text-sm font-medium text-amber-900">{result.note}</p>}
        </div>
      )}
    </WidgetCard>
  );
}

const v = (values: Record<string, string>, name: string) => values[name] ?? "";

/** /tools/medication-calculator: the calculations a nurse checks by hand, each with its formula and rounding shown. */
export default function MedicationCalculatorPage() {
  usePageMeta({ title: "Medication Calculator", description: DESCRIPTION });
  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-6">
      <PageHeader title="Medication Calculator" description={DESCRIPTION} />
      <p role="note" className="mb-4 flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
        <span>{VERIFY_WARNING}</span>
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <Calculator
          id="med-dose"
          title="Dose by weight"
          formula="mg/kg × kg = dose (mg); dose ÷ concentration (mg/mL) = volume (mL)"
          fields={[
            { name: "dosePerKg", label: "Dose", unit: "mg/kg" },
            { name: "weightKg", label: "Weight", unit: "kg" },
            { name: "concentration", label: "Concentration", unit: "mg/mL", optional: true },
          ]}
          calculate={(x) => doseByWeight({ dosePerKg: v(x, "dosePerKg"), weightKg: v(x, "weightKg"), concentration: v(x, "concentration") })}
        />
        <Calculator
          id="med-tablets"
          title="Tablets"
          formula="desired dose ÷ dose per tablet = tablets"
          fields={[
            { name: "desired", label: "Desired dose", unit: "mg" },
            { name: "perTablet", label: "Per tablet", unit: "mg" },
          ]}
          calculate={(x) => tablets({ desired: v(x, "desired"), perTablet: v(x, "perTablet") })}
        />
        <Calculator
          id="med-iv"
          title="IV rate"
          formula="volume (mL) ÷ time (h) = mL/h"
          fields={[
            { name: "volumeMl", label: "Volume", unit: "mL" },
            { name: "hours", label: "Time", unit: "h" },
          ]}
          calculate={(x) => ivRate({ volumeMl: v(x, "volumeMl"), hours: v(x, "hours") })}
        />
        <Calculator
          id="med-drip"
          title="Drip rate"
          formula="volume (mL) × drop factor (gtt/mL) ÷ time (min) = gtt/min"
          fields={[
            { name: "volumeMl", label: "Volume", unit: "mL" },
            { name: "minutes", label: "Time", unit: "min" },
          ]}
          dropFactor
          calculate={(x, df) => dripRate({ volumeMl: v(x, "volumeMl"), minutes: v(x, "minutes"), dropFactor: df })}
        />
        <Calculator
          id="med-infusion-rate"
          title="Infusion: dose → rate"
          formula="mcg/kg/min × kg × 60 ÷ concentration (mcg/mL) = mL/h"
          fields={[
            { name: "doseMcgKgMin", label: "Dose", unit: "mcg/kg/min" },
            { name: "weightKg", label: "Weight", unit: "kg" },
            { name: "drugMg", label: "Drug in bag", unit: "mg" },
            { name: "volumeMl", label: "Bag volume", unit: "mL" },
          ]}
          calculate={(x) =>
            infusionRate({ doseMcgKgMin: v(x, "doseMcgKgMin"), weightKg: v(x, "weightKg"), drugMg: v(x, "drugMg"), volumeMl: v(x, "volumeMl") })
          }
        />
        <Calculator
          id="med-infusion-dose"
          title="Infusion: rate → dose"
          formula="mL/h × concentration (mcg/mL) ÷ kg ÷ 60 = mcg/kg/min"
          fields={[
            { name: "rateMlH", label: "Rate", unit: "mL/h" },
            { name: "weightKg", label: "Weight", unit: "kg" },
            { name: "drugMg", label: "Drug in bag", unit: "mg" },
            { name: "volumeMl", label: "Bag volume", unit: "mL" },
          ]}
          calculate={(x) => infusionDose({ rateMlH: v(x, "rateMlH"), weightKg: v(x, "weightKg"), drugMg: v(x, "drugMg"), volumeMl: v(x, "volumeMl") })}
        />
      </div>
    </div>
  );
}
