import { lazy, Suspense } from "react";
import type { WorkingShift } from "@core/colleagues";
import type { Colleague } from "@core/schemas/colleagues";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";

// The form (react-hook-form and its resolver) loads when the dialog first opens, not with the screen.
const SwapRequestForm = lazy(() => import("./swap-request-form").then((m) => ({ default: m.SwapRequestForm })));

export interface SwapAsk {
  colleague: Colleague;
  date: string;
  mine: WorkingShift;
  tradable: readonly WorkingShift[];
}

/** "Ask to swap" from a day's free colleagues: she gives her shift away, or trades it for one of theirs. */
export function SwapRequestDialog({ ask, onOpenChange }: { ask: SwapAsk | undefined; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={ask !== undefined} onOpenChange={onOpenChange}>
      <DialogContent
        title={ask ? `Ask ${ask.colleague.name} to swap` : ""}
        description="They are told in the app, by email and on their phone. If they accept, both calendars change at once."
      >
        {ask && (
          <Suspense fallback={<Spinner label="Opening…" className="py-6" />}>
            <SwapRequestForm {...ask} onDone={() => onOpenChange(false)} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
