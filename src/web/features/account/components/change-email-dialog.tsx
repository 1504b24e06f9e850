import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { changeEmailBody } from "@core/schemas/auth";
import { Button } from "@web/components/ui/button";
import { useFocusOnMount } from "@web/lib/hooks/use-load-on-open";
import { CancelSubmitButtons } from "@web/components/form-buttons";
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { notifySuccess } from "@web/lib/notify";
import { useChangeEmail } from "../api/change-email";

type Values = z.input<typeof changeEmailBody>;
type Parsed = z.output<typeof changeEmailBody>;

const validation = lazyZodResolver<Values, Parsed>(() => import("@core/schemas/auth").then((m) => m.changeEmailBody));

/** Change Email: a confirmation link goes to the new inbox; the email changes when it is followed. Loaded on first press (change-email-button.tsx). */
export function ChangeEmailDialog({ currentEmail, defaultOpen = false }: { currentEmail: string; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const focusTrigger = useFocusOnMount(defaultOpen);
  const change = useChangeEmail();
  const { register, handleSubmit, setError, reset, formState } = useForm<Values, unknown, Parsed>({
    resolver: validation.resolver,
    defaultValues: { newEmail: "" },
  });
  const problem = formState.errors.newEmail?.message;

  const submit = handleSubmit(({ newEmail }) => {
    if (newEmail === currentEmail.toLowerCase()) return setError("newEmail", { message: "That is already your email address." });
    change.mutate(newEmail, {
      onSuccess: () => {
        notifySuccess("Check your new inbox to confirm the email change.");
        setOpen(false);
        reset();
      },
    });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      {/* The trigger is as tall as the email input beside it from sm up. */}
      <DialogTrigger asChild>
        <Button ref={focusTrigger} variant="outline" className="sm:h-11">
          Change Email
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Change your email"
        description={`You sign in with ${currentEmail}. We will send a confirmation link to the new address; your email changes when you follow it.`}
      >
        <form
          onSubmit={(event) => {
            // The dialog is portalled out of the profile <form> in the page, but React events still bubble
            // through its React parents: unstopped, this submit also saved the half-edited profile.
            event.stopPropagation();
            void submit(event);
          }}
          noValidate
          className="space-y-2"
        >
          <FormField id="new-email" label="New email" error={problem} className="space-y-2">
            <Input
              id="new-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              {...register("newEmail")}
              onFocus={() => void validation.preload()}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? "new-email-error" : undefined}
              placeholder="you@hospital.org"
            />
          </FormField>
          <DialogFooter>
            <CancelSubmitButtons onCancel={() => setOpen(false)} pending={change.isPending} pendingLabel="Sending..." label="Send confirmation link" />
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
