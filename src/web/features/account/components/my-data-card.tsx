import { useQueryClient } from "@tanstack/react-query";
import { Download, Trash2 } from "lucide-react";
import { CancelSubmitButtons } from "@web/components/form-buttons";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { forgetAccentColour, rememberEmail, setSignedOut, useSession } from "@web/lib/session";
import { FieldError } from "@web/components/ui/field-error";
import { EXPORT_URL, useDeleteAccount } from "../api/delete-account";

function DeleteAccountDialog({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const field = hasPassword ? "password" : "confirmEmail";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!secret.trim()) return setProblem(hasPassword ? "Please enter your password." : "Type your email address to confirm.");
    setProblem(null);
    remove.mutate(hasPassword ? { password: secret } : { confirmEmail: secret }, {
      onSuccess: () => {
        rememberEmail(null);
        if (session.status === "signed-in") forgetAccentColour(session.user.id);
        void navigate("/", { replace: true });
        setSignedOut(true);
        queryClient.clear();
        notifySuccess("Account deleted", "Your account and everything in it are gone.");
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields[field]) setProblem(error.fields[field]);
        else notifyError("Account not deleted", errorMessage(error));
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
        <Button variant="destructive-outline">
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

/** My data: everything as one JSON file, and deleting the account for good. */
export function MyDataCard({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  return (
    <Card id="my-data" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>My data</CardTitle>
        <CardDescription>It is yours: take a copy of everything, or delete it all.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            One JSON file with everything NurseVitals holds about you: your profile, preferences, sessions, every record you saved, and links to your files.
          </p>
          <Button asChild variant="outline">
            <a href={EXPORT_URL} download>
              <Download aria-hidden /> Download my data
            </a>
          </Button>
        </div>
        <div className="space-y-2 rounded-lg border border-red-200 bg-red-50/50 p-4">
          <h3 className="font-semibold text-red-800">Delete account</h3>
          <p className="text-sm text-slate-700">Deletes your account and all of its data and files. You will be signed out.</p>
          <DeleteAccountDialog hasPassword={hasPassword} email={email} />
        </div>
      </CardContent>
    </Card>
  );
}
