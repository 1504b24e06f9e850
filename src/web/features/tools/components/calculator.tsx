import { TriangleAlert } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { CalcResult } from "@core/tools/calculation";
import { formatNumber, readNumber, type NumberRegion } from "@core/tools/regional-numbers";
import { KG_PER_LB } from "@core/tools/units";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { WidgetCard } from "@web/components/widget-card";
import { cn } from "@web/lib/cn";
import { WhichNumber } from "./which-number";

export type Values = Record<string, string>;

interface Option {
  value: string;
  label: string;
  /** Other fields this choice fills in (a protocol's numbers). */
  fills?: Values;
}

export type FieldSpec =
  | {
      kind: "number";
      name: string;
      label: string;
      /** The unit beside the label; a function when it follows a choice. */
      unit?: string | ((values: Values) => string);
      /** A unit chosen beside the number (g, mg, mcg…), stored under its own name. */
      unitChoice?: { name: string; options: readonly string[] };
      /** Said after the chosen unit ("/kg/day" when the order is per kg per day). */
      unitSuffix?: (values: Values) => string;
      optional?: boolean;
      /** A weight in kg: an lb converter is offered beside it. */
      weight?: boolean;
      /** The whole row. */
      wide?: boolean;
      hint?: string;
      showIf?: (values: Values) => boolean;
    }
  | { kind: "choice"; name: string; label: string; options: readonly Option[]; showIf?: (values: Values) => boolean; wide?: boolean }
  | { kind: "time"; name: string; label: string; optional?: boolean };

export interface CalculatorSpec {
  id: string;
  title: string;
  /** The formula in words, above the fields. */
  formula: string;
  fields: FieldSpec[];
  defaults?: Values;
  /** Said over the fields (that they are her facility's protocol, to change to match it). */
  note?: string;
  calculate: (values: Values, region: NumberRegion) => CalcResult;
}

/** "mcg/kg/min" with its time base in bold, so per minute and per hour are not read one for the other. */
export function UnitText({ unit }: { unit: string }) {
  const m = /^(.*?)(\/(?:min|h|day))$/.exec(unit);
  if (!m) return <>{unit}</>;
  return (
    <>
      {m[1]}
      <strong className="font-extrabold text-slate-950 underline decoration-2 underline-offset-2">{m[2]}</strong>
    </>
  );
}

/** Labels grow to the row's height and sit on their field, so the fields of a row line up. */
const LABEL = "mb-1 flex flex-1 flex-col justify-end text-sm font-medium text-slate-800";

const timeBaseWords = (unit: string) => (/\/min$/.test(unit) ? "per minute" : /\/h$/.test(unit) ? "per hour" : null);

/**
 * One medication calculator: her fields (each with its unit), Calculate, and the
 * answer — large (steps on the way, like a concentration, smaller), with the
 * formula and her numbers under it, warnings above it —
 * or the field to fix. Any change clears the answer, so an answer on the screen
 * is always the answer to the numbers on the screen.
 */
export function Calculator({ spec, region }: { spec: CalculatorSpec; region: NumberRegion }) {
  const uid = useId();
  const [values, setValues] = useState<Values>(() => ({ ...spec.defaults }));
  const [result, setResult] = useState<CalcResult | null>(null);
  const [lbOpen, setLbOpen] = useState<string | null>(null);
  const change = (next: Values) => {
    setValues((v) => ({ ...v, ...next }));
    setResult(null);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setResult(spec.calculate(values, region));
  };
  const error = result && !result.ok ? result : null;
  const errorId = `${uid}-error`;
  const visible = spec.fields.filter((f) => !("showIf" in f) || !f.showIf || f.showIf(values));

  return (
    <WidgetCard id={spec.id} title={spec.title}>
      <p className="mb-3 text-sm text-slate-700">{spec.formula}</p>
      {spec.note && <p className="mb-3 rounded-lg border border-slate-300 bg-slate-50 p-2 text-sm font-medium text-slate-900">{spec.note}</p>}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label={spec.title}>
        <div className="grid grid-cols-2 gap-3">
          {visible.map((f) => {
            const id = `${uid}-${f.name}`;
            const invalid = error?.field === f.name || (f.kind === "number" && f.unitChoice && error?.field === f.unitChoice.name);
            const described = invalid ? errorId : undefined;
            if (f.kind === "choice") {
              return (
                <div key={f.name} className={cn("flex flex-col", f.wide && "col-span-2")}>
                  <label htmlFor={id} className={LABEL}>
                    {f.label}
                  </label>
                  <NativeSelect
                    id={id}
                    className="h-12"
                    value={values[f.name] ?? ""}
                    aria-invalid={invalid || undefined}
                    aria-describedby={described}
                    onChange={(e) => {
                      const picked = f.options.find((o) => o.value === e.target.value);
                      change({ [f.name]: e.target.value, ...picked?.fills });
                    }}
                  >
                    {f.options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              );
            }
            if (f.kind === "time") {
              return (
                <div key={f.name} className="flex flex-col">
                  <label htmlFor={id} className={LABEL}>
                    <span>
                      {f.label}
                      {f.optional ? " — optional" : ""}
                    </span>
                  </label>
                  <Input
                    id={id}
                    type="time"
                    className="h-12 text-lg"
                    value={values[f.name] ?? ""}
                    aria-invalid={invalid || undefined}
                    aria-describedby={described}
                    onChange={(e) => change({ [f.name]: e.target.value })}
                  />
                </div>
              );
            }
            const unit = typeof f.unit === "function" ? f.unit(values) : f.unit;
            const chosen = f.unitChoice ? (values[f.unitChoice.name] ?? f.unitChoice.options[0] ?? "") : undefined;
            const shownUnit = unit ?? chosen ?? "";
            const base = timeBaseWords(shownUnit);
            const ambiguous = error?.field === f.name && error.choices ? error.choices : null;
            return (
              <div key={f.name} className={cn("flex flex-col", (f.unitChoice || f.wide) && "col-span-2")}>
                <label htmlFor={id} className={LABEL}>
                  <span>
                    {f.label}
                    {shownUnit && !f.unitChoice && (
                      <>
                        {" "}
                        (<UnitText unit={shownUnit} />)
                      </>
                    )}
                    {f.optional ? " — optional" : ""}
                    {base && f.unitChoice && (
                      <>
                        {" "}
                        <strong className="font-extrabold text-slate-950 uppercase">— {base}</strong>
                      </>
                    )}
                  </span>
                  {f.hint && <span className="block text-xs font-normal text-slate-600">{f.hint}</span>}
                </label>
                <div className={cn((f.unitChoice || f.weight) && "flex items-center gap-2")}>
                  <Input
                    id={id}
                    inputMode="decimal"
                    autoComplete="off"
                    className="h-12 text-lg tabular-nums"
                    value={values[f.name] ?? ""}
                    aria-invalid={invalid || undefined}
                    aria-describedby={described}
                    onChange={(e) => change({ [f.name]: e.target.value })}
                  />
                  {f.unitChoice && (
                    <NativeSelect
                      aria-label={`${f.label} unit`}
                      // Wide enough for "mcg/kg/min" whole: the time base must never be cut off.
                      className={cn("h-12", f.unitChoice.options.some((u) => u.length > 5) ? "min-w-40" : "min-w-24")}
                      value={chosen}
                      onChange={(e) => change({ [f.unitChoice!.name]: e.target.value })}
                    >
                      {f.unitChoice.options.map((u) => (
                        <option key={u} value={u}>
                          {u}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                  {f.unitSuffix && <strong className="text-base font-extrabold whitespace-nowrap text-slate-950">{f.unitSuffix(values)}</strong>}
                  {f.weight && (
                    <Button
                      variant="outline"
                      className="h-12 px-3"
                      aria-expanded={lbOpen === f.name}
                      aria-label={`${f.label} from lb`}
                      onClick={() => setLbOpen(lbOpen === f.name ? null : f.name)}
                    >
                      lb
                    </Button>
                  )}
                </div>
                {f.weight && lbOpen === f.name && <PoundsToKg region={region} label={f.label} onKg={(kg) => change({ [f.name]: kg })} />}
                {ambiguous && (
                  <WhichNumber
                    typed={values[f.name] ?? ""}
                    choices={ambiguous}
                    onPick={(text) => {
                      const next = { ...values, [f.name]: text };
                      setValues(next);
                      setResult(spec.calculate(next, region));
                    }}
                  />
                )}
              </div>
            );
          })}
        </div>
        <Button type="submit" size="lg">
          Calculate
        </Button>
      </form>
      {error && !error.choices && (
        <p id={errorId} role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {error.message}
        </p>
      )}
      {result?.ok && <Answer id={spec.id} result={result} />}
    </WidgetCard>
  );
}

function Answer({ id, result }: { id: string; result: Extract<CalcResult, { ok: true }> }) {
  return (
    <div className="mt-3 flex flex-col gap-3" data-testid={`${id}-result`}>
      {result.warnings.length > 0 && (
        <div role="alert" className="flex gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm font-medium text-amber-950">
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          <ul className="flex flex-col gap-1">
            {result.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}
      <div role="status" className="flex flex-col gap-3 rounded-lg bg-primary/10 p-3">
        <dl className="flex flex-col gap-3">
          {result.lines.map((l) => (
            <div key={l.label}>
              <dt className="text-sm font-medium text-slate-700">{l.label}</dt>
              <dd>
                <p className={cn("break-words tabular-nums", l.step ? "text-lg font-semibold text-slate-800" : "text-3xl font-bold text-slate-950")}>
                  {l.shown}
                  {l.unit && (
                    <>
                      {" "}
                      <span className={l.step ? undefined : "text-2xl"}>
                        <UnitText unit={l.unit} />
                      </span>
                    </>
                  )}
                </p>
                <p className="font-mono text-sm break-words text-slate-800" data-testid="formula">
                  {l.formula}
                </p>
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-slate-700">{result.rounding}</p>
        {result.notes.map((n) => (
          <p key={n} className="text-sm font-medium text-slate-900">
            {n}
          </p>
        ))}
      </div>
    </div>
  );
}

/** The lb converter beside a kg field: she types pounds, the kg field is filled (kg is what the formulas take). */
function PoundsToKg({ region, label, onKg }: { region: NumberRegion; label: string; onKg: (kg: string) => void }) {
  const uid = useId();
  const [lb, setLb] = useState("");
  const read = readNumber(lb, region);
  const kg = read.kind === "number" && read.value > 0 && read.value <= 800 ? read.value * KG_PER_LB : null;
  return (
    <div className="mt-2 rounded-lg bg-slate-50 p-2">
      <label htmlFor={`${uid}-lb`} className="mb-1 block text-xs font-medium text-slate-800">
        {label} in lb
      </label>
      <div className="flex items-center gap-2">
        <Input id={`${uid}-lb`} inputMode="decimal" autoComplete="off" className="h-11 tabular-nums" value={lb} onChange={(e) => setLb(e.target.value)} />
        <Button variant="secondary" className="h-11" disabled={kg === null} onClick={() => kg !== null && onKg(formatNumber(kg, region, 3))}>
          Use {kg === null ? "" : `${formatNumber(kg, region, 3)} kg`}
        </Button>
      </div>
      <p className="mt-1 text-xs text-slate-600">1 lb = {KG_PER_LB} kg</p>
    </div>
  );
}
