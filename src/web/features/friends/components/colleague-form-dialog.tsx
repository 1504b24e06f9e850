import { lazy, Suspense } from "react";
import type { Colleague } from "@core/schemas/colleagues";
import { ConfirmEmailNotice } from "@web/components/confirm-email-notice";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { useSession } from "@web/lib/api/session";
import { useColourWord } from "@web/lib/hooks/use-colour-word";

// The form (react-hook-form and its resolver) loads when the dialog first opens, not with the screen (docs/product/README.md, Speed and size: first-load budget).
const ColleagueForm = lazy(() => import("./colleague-form").then((m) => ({ default: m.ColleagueForm })));

/**
 * Invite a colleague (name and email, both required), or edit my own label and
 * colour for one (their email stays). A nurse whose address is not confirmed is
 * told to confirm it first, with Resend, instead of a form that could not send.
 */
export function ColleagueFormDialog({ open, onOpenChange, editing }: { open: boolean; onOpenChange: (open: boolean) => void; editing?: Colleague }) {
  const session = useSession();
  const colour = useColourWord(false);
  const unconfirmed = !editing && session.status === "signed-in" && !session.user.emailVerified;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={editing ? "Edit Details" : "Add Colleague"}
        description={
          editing
            ? `Your own name and ${colour} for this colleague: they do not see them.`
            : unconfirmed
              ? "Your email address is not confirmed yet."
              : "They get an email; once they accept, you see each other's shifts."
        }
      >
        {open && unconfirmed && <ConfirmEmailNotice reason="invite" />}
        {open && !unconfirmed && (
          <Suspense fallback={<Spinner label="Opening…" className="py-6" />}>
            <ColleagueForm editing={editing} onDone={() => onOpenChange(false)} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
