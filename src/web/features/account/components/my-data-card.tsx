import { useQueryClient } from "@tanstack/react-query";
import { Download, Loader2, Trash2, Upload } from "lucide-react";
import { CancelSubmitButtons } from "@web/components/form-buttons";
import { useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { ApiError } from "@web/lib/api/client";
import { notifySuccess } from "@web/lib/notify";
import { forgetLocalState } from "@web/lib/local-state";
import { forgetOfflineStore } from "@web/lib/api/offline-store";
import { setSignedOut } from "@web/lib/api/session";
import { FieldError } from "@web/components/ui/field-error";
import { EXPORT_URL, useDeleteAccount } from "../api/delete-account";
import { StorageUsage } from "./storage-usage";
import { useImportData, useImportStatus } from "../api/import-data";

function DeleteAccountDialog({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const [open, setOpen] = useState(false);
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

/** Import my data: the ZIP of Download my data, into an account with no records yet (offered only there). */
function ImportData() {
  const status = useImportStatus();
  const importData = useImportData();
  const input = useRef<HTMLInputElement>(null);

  const choose = (element: HTMLInputElement) => {
    const file = element.files?.[0];
    element.value = "";
    if (!file) return;
    importData.mutate(file, {
      onSuccess: ({ rows, files }) => {
        const records = Object.values(rows).reduce((sum, n) => sum + n, 0);
        notifySuccess("Your data is back", `${records} records and ${files} ${files === 1 ? "file" : "files"} imported.`);
      },
    });
  };

  if (!status.data) return null;
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-slate-900">Import</h3>
      {status.data.allowed ? (
        <>
          <p className="text-sm text-slate-700">
            Bring your records back into this new account: choose the ZIP that Download my data made, on this server or another. Every record, photo and
            document comes back.
          </p>
          <input
            ref={input}
            type="file"
            accept=".zip,application/zip"
            className="sr-only"
            tabIndex={-1}
            aria-label="Choose the ZIP to import"
            onChange={(e) => choose(e.currentTarget)}
          />
          <Button variant="outline" onClick={() => input.current?.click()} disabled={importData.isPending}>
            {importData.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
            {importData.isPending ? "Importing…" : "Import my data"}
          </Button>
        </>
      ) : (
        <p className="text-sm text-slate-700">{status.data.reason}</p>
      )}
    </div>
  );
}

/** My data: everything as one ZIP, back into a new account, and deleting the account for good. */
export function MyDataCard({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  return (
    <Card id="my-data" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>My data</CardTitle>
        <CardDescription>It is yours: take a copy of everything, bring it back, or delete it all.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <StorageUsage />
        <div className="space-y-2">
          <h3 className="font-semibold text-slate-900">Export</h3>
          <p className="text-sm text-slate-700">
            One ZIP with everything NurseVitals holds about you: your profile, preferences, every record you saved, and every photo and document, with a README
            that says what each file is.
          </p>
          <Button asChild variant="outline">
            <a href={EXPORT_URL} download>
              <Download aria-hidden /> Download my data
            </a>
          </Button>
        </div>
        <ImportData />
        <div className="space-y-2 rounded-lg border border-red-200 bg-red-50/50 p-4">
          <h3 className="font-semibold text-red-800">Delete account</h3>
          <p className="text-sm text-slate-700">Deletes your account and all of its data and files. You will be signed out.</p>
          <DeleteAccountDialog hasPassword={hasPassword} email={email} />
        </div>
      </CardContent>
    </Card>
  );
}
