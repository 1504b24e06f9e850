import type { CalcLine, CalcResult } from "./calculation";

/** The line labelled `label` of an answer (the test fails with the refusal's message when there is none). */
export function lineOf(r: CalcResult, label: string): CalcLine {
  if (!r.ok) throw new Error(r.message);
  const l = r.lines.find((x) => x.label === label);
  if (!l) throw new Error(`no line ${label} in ${r.lines.map((x) => x.label).join(", ")}`);
  return l;
}

export const messageOf = (r: CalcResult) => (r.ok ? "" : r.message);
export const warningsOf = (r: CalcResult) => (r.ok ? r.warnings.join("\n") : "");
