import { COMPATIBILITY_LABELS, type DayCompatibility } from "@core/colleagues";
import { cn } from "@web/lib/cn";

/** Each state's colour, symbol and pattern: colour is never the only signal. */
export const COMPATIBILITY_STYLE: Record<DayCompatibility, { cell: string; badge: string; symbol: string }> = {
  "working-together": { cell: "bg-purple-100", badge: "bg-purple-700 text-white", symbol: "★" },
  "full-compatible": { cell: "bg-green-100", badge: "bg-green-700 text-white", symbol: "✓" },
  "partial-compatible": {
    cell: "bg-yellow-100 bg-[repeating-linear-gradient(45deg,transparent_0_6px,rgb(202_138_4/0.18)_6px_8px)]",
    badge: "bg-yellow-300 text-yellow-950",
    symbol: "≈",
  },
  "no-compatible": {
    cell: "bg-red-100 bg-[repeating-linear-gradient(-45deg,transparent_0_6px,rgb(220_38_38/0.15)_6px_8px)]",
    badge: "bg-red-700 text-white",
    symbol: "✕",
  },
};

export const COMPATIBILITY_ORDER: DayCompatibility[] = ["working-together", "full-compatible", "partial-compatible", "no-compatible"];

/** The state's symbol and (from the small breakpoint up) its words. */
export function CompatibilityBadge({ state, className }: { state: DayCompatibility; className?: string }) {
  const style = COMPATIBILITY_STYLE[state];
  return (
    <span className={cn("inline-flex items-center gap-1 rounded px-1 text-[10px] leading-4 font-semibold", style.badge, className)} data-compatibility={state}>
      <span aria-hidden>{style.symbol}</span>
      <span className="hidden md:inline">{COMPATIBILITY_LABELS[state]}</span>
    </span>
  );
}
