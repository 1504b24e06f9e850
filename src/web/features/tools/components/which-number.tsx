import type { AmbiguousChoice } from "@core/tools/numbers";
import { Button } from "@web/components/ui/button";

/**
 * "1,500: did you mean 1500 or 1.5?" — asked, never guessed, where her region
 * writes numbers both ways. Picking one rewrites the field so it reads one way.
 */
export function WhichNumber({
  typed,
  choices,
  onPick,
  id,
}: {
  typed: string;
  choices: readonly AmbiguousChoice[];
  onPick: (text: string) => void;
  id?: string;
}) {
  return (
    <div id={id} role="alert" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
      <p className="mb-2 font-medium">
        {typed.trim()}: did you mean {choices[0]?.text} or {choices[1]?.text}?
      </p>
      <div className="flex flex-wrap gap-2">
        {choices.map((c) => (
          <Button key={c.text} variant="outline" size="sm" className="h-11 min-w-16 text-base tabular-nums" onClick={() => onPick(c.text)}>
            {c.text}
          </Button>
        ))}
      </div>
    </div>
  );
}
