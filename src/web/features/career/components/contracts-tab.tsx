import { ChevronDown, Pencil, Plus, Search, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { CONTRACT_STATUSES, contractStatusLabels, type ContractStatus } from "@core/contract-status";
import { housingOptionLabels } from "@core/contract-status";
import type { Contract } from "@core/schemas/contracts";
import { LoadErrorAlert } from "@web/components/load-error-alert";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useFormats } from "@web/lib/use-formats";
import { useContracts, useDeleteContract } from "../api/contracts";
import { careerToast } from "../career-toast";
import { AttachmentList } from "./attachment-list";
import { ContractFormDialog } from "./contract-form-dialog";

const STATUS_STYLE: Record<ContractStatus, string> = {
  upcoming: "bg-sky-100 text-sky-800",
  active: "bg-emerald-100 text-emerald-800",
  complete: "bg-slate-200 text-slate-700",
};

/** Contracts tab (spec §2): search, status filter, expandable cards, New / edit dialog. */
export function ContractsTab() {
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<ContractStatus | "all">("all");
  const q = useDebouncedValue(query.trim(), 250);
  const contracts = useContracts({ q, status });
  const [editing, setEditing] = useState<{ contract?: Contract } | undefined>();
  const [deleting, setDeleting] = useState<Contract | undefined>();
  const remove = useDeleteContract();
  useEffect(() => {
    if (contracts.isError) careerToast.failed("Failed to load data", contracts.error);
  }, [contracts.isError, contracts.error]);

  return (
    <section aria-labelledby="contracts-heading" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="contracts-heading" className="text-lg font-semibold">
          Contracts
        </h2>
        <Button onClick={() => setEditing({})}>
          <Plus aria-hidden /> New Contract
        </Button>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Label htmlFor="contracts-search" className="sr-only">
            Search contracts
          </Label>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
          <Input
            id="contracts-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search contracts"
            className="pl-9"
            maxLength={200}
          />
        </div>
        <div className="sm:w-44">
          <Label htmlFor="contracts-status" className="sr-only">
            Status
          </Label>
          <NativeSelect id="contracts-status" value={status} onChange={(e) => setStatus(e.target.value as ContractStatus | "all")}>
            <option value="all">All Status</option>
            {CONTRACT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {contractStatusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {contracts.isPending ? (
        <Spinner label="Loading contracts…" className="py-10" />
      ) : contracts.isError ? (
        <LoadErrorAlert what="Failed to load data" query={contracts} />
      ) : contracts.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          {q || status !== "all" ? "No contracts match." : "No contracts yet. Add your first travel contract."}
        </p>
      ) : (
        <ul className="space-y-3" aria-busy={contracts.isPlaceholderData}>
          {contracts.data.map((contract) => (
            <ContractCard key={contract.id} contract={contract} onEdit={() => setEditing({ contract })} onDelete={() => setDeleting(contract)} />
          ))}
        </ul>
      )}
      <ContractFormDialog open={Boolean(editing)} contract={editing?.contract} onOpenChange={(open) => !open && setEditing(undefined)} />
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title="Delete Contract?"
        description="Are you sure you want to delete this contract and its attachments? This action cannot be undone."
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(deleting!.id, {
            onSuccess: () => {
              careerToast.success("Contract deleted");
              setDeleting(undefined);
            },
            onError: (error) => careerToast.failed("Error", error),
          })
        }
      />
    </section>
  );
}

function ContractCard({ contract, onEdit, onDelete }: { contract: Contract; onEdit: () => void; onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  const { formatMoney, formatShortDate } = useFormats();
  const day = (ymd: string | null) => (ymd ? `${formatShortDate(ymd)}, ${ymd.slice(0, 4)}` : "—");
  const money = (n: number | null) => (n === null ? null : formatMoney(n));
  const travel = (stipend: number | null, driving: boolean, flying: boolean) =>
    [money(stipend), driving && "Driving", flying && "Flying"].filter(Boolean).join(" · ") || null;
  const detailsId = `contract-${contract.id}-details`;
  const row = (label: string, value: string | null | undefined) =>
    value ? (
      <div className="flex justify-between gap-3 py-1">
        <dt className="text-slate-600">{label}</dt>
        <dd className="text-right font-medium break-words">{value}</dd>
      </div>
    ) : null;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        className="flex w-full items-center gap-3 p-4 text-left"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((o) => !o)}
      >
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{contract.contractName}</p>
          <p className="text-sm break-words text-slate-600">
            {[contract.facility, contract.city].filter(Boolean).join(" · ") || contract.employer || "—"} · {day(contract.startDate)} – {day(contract.endDate)}
          </p>
        </div>
        <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", STATUS_STYLE[contract.status])}>{contractStatusLabels[contract.status]}</span>
        <ChevronDown className={cn("size-4 shrink-0 transition", open && "rotate-180")} aria-hidden />
      </button>
      {open && (
        <div id={detailsId} className="space-y-3 border-t border-slate-200 px-4 py-3 text-sm">
          <dl>
            {row("Employer", contract.employer)}
            {row("Department", contract.department)}
            {row("Unit", contract.unit)}
            {row("Location", [contract.city, contract.provinceState, contract.country].filter(Boolean).join(", "))}
            {row("Duration", contract.durationDays === null ? null : `${contract.durationDays} days`)}
            {row("Base wage", money(contract.baseWage) && `${money(contract.baseWage)}/hr`)}
            {row("Housing", contract.housingOption && housingOptionLabels[contract.housingOption])}
            {row("Housing notes", contract.housingNotes)}
            {row("Travel to", travel(contract.travelToStipend, contract.travelToDriving, contract.travelToFlying))}
            {row("Travel from", travel(contract.travelFromStipend, contract.travelFromDriving, contract.travelFromFlying))}
          </dl>
          <div>
            <h3 className="mb-2 font-semibold">Attachments</h3>
            <AttachmentList contractId={contract.id} />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" size="sm" onClick={onEdit}>
              <Pencil aria-hidden /> Edit
            </Button>
            <Button variant="destructive-outline" size="sm" onClick={onDelete} aria-label={`Delete contract: ${contract.contractName}`}>
              <Trash2 aria-hidden /> Delete
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
