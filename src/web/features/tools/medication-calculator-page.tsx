import { TriangleAlert } from "lucide-react";
import { VERIFY_WARNING } from "@core/tools/calculation";
import { PageHeader } from "@web/components/layout/page-header";
import { NativeSelect } from "@web/components/ui/native-select";
import { usePageMeta } from "@web/lib/page-meta";
import { Calculator } from "./components/calculator";
import { useRegion } from "./hooks/use-region";
import { useStoredState } from "./hooks/use-stored-state";
import { CALCULATOR_GROUPS } from "./medication-calculators";

const DESCRIPTION = "Doses, infusions, heparin, IV fluids and weights, each with its formula and your numbers shown.";

const ALL = CALCULATOR_GROUPS.flatMap((g) => g.calculators);
const FIRST = ALL[0]!.id;
const isCalculatorId = (v: unknown): v is string => typeof v === "string" && ALL.some((c) => c.id === v);

/**
 * /tools/medication-calculator: pick a calculation, fill its fields, and read the
 * answer with its formula. One calculator is shown at a time, picked from a
 * list, so it fits a phone; the last one used is kept in this browser.
 */
export default function MedicationCalculatorPage() {
  usePageMeta({ title: "Medication Calculator", description: DESCRIPTION });
  const region = useRegion();
  const [chosen, setChosen] = useStoredState("medication.calculator", FIRST, isCalculatorId);
  const spec = ALL.find((c) => c.id === chosen) ?? ALL[0]!;
  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-6">
      <PageHeader title="Medication Calculator" description={DESCRIPTION} />
      <p role="note" className="mb-4 flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
        <span>{VERIFY_WARNING}</span>
      </p>
      <label htmlFor="calculation" className="mb-1 block text-sm font-semibold text-slate-900">
        Calculation
      </label>
      <NativeSelect id="calculation" className="mb-4 h-12 text-base font-medium" value={spec.id} onChange={(e) => setChosen(e.target.value)}>
        {CALCULATOR_GROUPS.map((g) => (
          <optgroup key={g.title} label={g.title}>
            {g.calculators.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </optgroup>
        ))}
      </NativeSelect>
      <Calculator key={spec.id} spec={spec} region={region} />
    </div>
  );
}
