import { lazy, Suspense } from "react";
import type { Contract } from "@core/schemas/contracts";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import type { ContractDraft } from "./contract-form";

export type { ContractDraft } from "./contract-form";

// The form (react-hook-form and its resolver) loads when the dialog first opens, not with the screen (docs/product/README.md, Speed and size: first-load budget).
const ContractForm = lazy(() => import("./contract-form").then((m) => ({ default: m.ContractForm })));

/**
 * New / edit contract: General, Location, Dates (Duration), Pay,
 * Housing, Travel, Attachments. Employer is typed (her agency's name) with her
 * jobs' and contracts' employers offered; a new one may start from a draft.
 */
export function ContractFormDialog({
  open,
  contract,
  draft,
  onOpenChange,
}: {
  open: boolean;
  contract?: Contract;
  draft?: ContractDraft;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={contract ? "Edit Contract" : "New Contract"} className="max-w-2xl">
        {open && (
          <Suspense fallback={<Spinner label="Opening…" className="py-6" />}>
            <ContractForm key={contract?.id ?? "new"} contract={contract} draft={draft} onDone={() => onOpenChange(false)} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
