import { lazy, Suspense } from "react";
import type { Colleague } from "@core/schemas/colleagues";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";

// The form (react-hook-form and its resolver) loads when the dialog first opens, not with the screen (DESIGN §7).
const ColleagueForm = lazy(() => import("./colleague-form").then((m) => ({ default: m.ColleagueForm })));

/** Invite a colleague (name and email, both required), or edit my own label and colour for one (her email stays). */
export function ColleagueFormDialog({ open, onOpenChange, editing }: { open: boolean; onOpenChange: (open: boolean) => void; editing?: Colleague }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={editing ? "Edit Details" : "Add Colleague"}
        description={
          editing ? "Your own name and colour for this colleague: she does not see them." : "She gets an email; once she accepts, you see each other's shifts."
        }
      >
        {open && (
          <Suspense fallback={<Spinner label="Opening…" className="py-6" />}>
            <ColleagueForm editing={editing} onDone={() => onOpenChange(false)} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
