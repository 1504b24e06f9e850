import { Download, Loader2, Trash2, Upload } from "lucide-react";
import { useRef } from "react";
import { Button } from "@web/components/ui/button";
import { NeedsConnection, ServerFileLink } from "@web/components/needs-connection";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useLoadOnOpen } from "@web/lib/hooks/use-load-on-open";
import { notifySuccess } from "@web/lib/notify";
import { EXPORT_URL } from "../api/delete-account";
import type { DeleteAccountProps } from "./delete-account-dialog";
import { StorageUsage } from "./storage-usage";
import { useImportData, useImportStatus } from "../api/import-data";

const loadDeleteDialog = () => import("./delete-account-dialog").then((m) => m.DeleteAccountDialog);

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

/**
 * The Delete account button; the dialog's code (Radix Dialog and the form) loads on the first press, or as her
 * pointer or focus reaches it (use-load-on-open.ts), not with the screen (the first-load budget).
 */
function DeleteAccountButton(props: DeleteAccountProps) {
  const { loaded, open, prefetch } = useLoadOnOpen<DeleteAccountProps & { defaultOpen?: boolean }, true>(loadDeleteDialog);
  if (loaded) return <loaded.Full {...props} defaultOpen />;
  return (
    <Button
      variant="destructive-outline"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => open(true)}
    >
      <Trash2 aria-hidden /> Delete account
    </Button>
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
          <div className="flex flex-wrap items-center gap-3">
            <ServerFileLink href={EXPORT_URL} reason="export-offline" variant="outline">
              <Download aria-hidden /> Download my data
            </ServerFileLink>
            <NeedsConnection id="export-offline" />
          </div>
        </div>
        <ImportData />
        <div className="space-y-2 rounded-lg border border-red-200 bg-red-50/50 p-4">
          <h3 className="font-semibold text-red-800">Delete account</h3>
          <p className="text-sm text-slate-700">Deletes your account and all of its data and files. You will be signed out.</p>
          <DeleteAccountButton hasPassword={hasPassword} email={email} />
        </div>
      </CardContent>
    </Card>
  );
}
