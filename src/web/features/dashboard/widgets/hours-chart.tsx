import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis } from "recharts";
import type { HoursBar } from "@core/hours-worked";

/** Hours per week or month as bars (recharts, loaded only with the Hours Worked widget). */
export default function HoursChart({ bars, unit }: { bars: HoursBar[]; unit: "week" | "month" }) {
  const summary = bars.map((b) => `${b.label}: ${b.hours} hours`).join(", ");
  return (
    <figure className="mt-2">
      <figcaption className="sr-only">
        Hours by {unit}: {summary}
      </figcaption>
      <div aria-hidden className="h-24 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={bars} margin={{ top: 4, right: 0, bottom: 0, left: 0 }}>
            <XAxis dataKey="label" tickLine={false} axisLine={false} interval="preserveStartEnd" tick={{ fontSize: 10, fill: "#475569" }} />
            <Tooltip cursor={{ fill: "rgba(148,163,184,0.15)" }} formatter={(v) => [`${String(v)} h`, "Hours"]} />
            <Bar dataKey="hours" fill="var(--nv-accent, #3b82f6)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
