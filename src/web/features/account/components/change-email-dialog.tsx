import { useState, type FormEvent } from "react";
import { Button } from "@web/components/ui/button";
import { CancelSubmitButtons } from "@web/components/form-buttons";
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { notifySuccess } from "@web/lib/notify";
import { useChangeEmail } from "../api/change-email";
import { FieldError } from "@web/components/ui/field-error";

/** Change Email: a confirmation link goes to the new inbox; the email changes when it is followed. */
export function ChangeEmailDialog({ currentEmail }: { currentEmail: string }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangeEmail();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled out of the profile <form> in the page, but React events still bubble
    // through its React parents: unstopped, this submit also saved the half-edited profile.
    event.stopPropagation();
    const { changeEmailBody } = await import("@core/schemas/auth");
    const parsed = changeEmailBody.shape.newEmail.safeParse(email);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Please enter a valid email address.");
    if (parsed.data === currentEmail.toLowerCase()) return setProblem("That is already your email address.");
    setProblem(null);
    change.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess("Check your new inbox to confirm the email change.");
        setOpen(false);
        setEmail("");
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setProblem(null);
      }}
    >
      {/* The trigger is as tall as the email input beside it from sm up. */}
      <DialogTrigger asChild>
        <Button variant="outline" className="sm:h-11">
          Change Email
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Change your email"
        description={`You sign in with ${currentEmail}. We will send a confirmation link to the new address; your email changes when you follow it.`}
      >
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-2">
          <Label htmlFor="new-email">New email</Label>
          <Input
            id="new-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "new-email-error" : undefined}
            placeholder="you@hospital.org"
          />
          <FieldError id="new-email-error" message={problem} />
          <DialogFooter>
            <CancelSubmitButtons onCancel={() => setOpen(false)} pending={change.isPending} pendingLabel="Sending..." label="Send confirmation link" />
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
