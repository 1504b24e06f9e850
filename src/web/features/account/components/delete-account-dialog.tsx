import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { CancelSubmitButtons } from "@web/components/form-buttons";
import { Button } from "@web/components/ui/button";
import { useFocusOnMount } from "@web/lib/hooks/use-load-on-open";
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from "@web/components/ui/dialog";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { ApiError } from "@web/lib/api/client";
import { forgetOfflineStore } from "@web/lib/api/offline-store";
import { setSignedOut } from "@web/lib/api/session";
import { forgetLocalState } from "@web/lib/local-state";
import { notifySuccess } from "@web/lib/notify";
import { useDeleteAccount } from "../api/delete-account";

export interface DeleteAccountProps {
  hasPassword: boolean;
  email: string;
}

/** Delete account, confirmed with her password (or her email when she has none); loaded on first press (my-data-card.tsx). */
export function DeleteAccountDialog({ hasPassword, email, defaultOpen = false }: DeleteAccountProps & { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const focusTrigger = useFocusOnMount(defaultOpen);
  const [secret, setSecret] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const field = hasPassword ? "password" : "confirmEmail";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!secret.trim()) return setProblem(hasPassword ? "Please enter your password." : "Type your email address to confirm.");
    setProblem(null);
    remove.mutate(hasPassword ? { password: secret } : { confirmEmail: secret }, {
      onSuccess: () => {
        forgetLocalState();
        void forgetOfflineStore();
        void navigate("/", { replace: true });
        setSignedOut(true);
        queryClient.clear();
        notifySuccess("Account deleted", "Your account and everything in it are gone.");
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields[field]) setProblem(error.fields[field]);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setSecret("");
          setProblem(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button ref={focusTrigger} variant="destructive-outline">
          <Trash2 aria-hidden /> Delete account
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Delete your account?"
        description="Your profile, photo, shifts, notes, certifications, career records and every other thing you saved are deleted for good, and you are signed out everywhere. This cannot be undone."
      >
        <form onSubmit={submit} noValidate className="space-y-2">
          <Label htmlFor="delete-secret">{hasPassword ? "Enter your password to confirm" : `Type your email (${email}) to confirm`}</Label>
          <Input
            id="delete-secret"
            type={hasPassword ? "password" : "email"}
            autoComplete={hasPassword ? "current-password" : "off"}
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "delete-secret-error" : undefined}
          />
          <FieldError id="delete-secret-error" message={problem} />
          <DialogFooter>
            <CancelSubmitButtons
              onCancel={() => setOpen(false)}
              pending={remove.isPending}
              pendingLabel="Deleting..."
              label="Delete my account"
              variant="destructive"
            />
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
