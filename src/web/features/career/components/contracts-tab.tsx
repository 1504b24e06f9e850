import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { CONTRACT_STATUSES, contractDurationLabel, contractStatusLabels, housingOptionLabels, type ContractStatus } from "@core/contract-status";
import type { Contract } from "@core/schemas/contracts";
import { LoadErrorAlert } from "@web/components/load-error-alert";
import { Button } from "@web/components/ui/button";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { Spinner } from "@web/components/ui/spinner";
import { useDebouncedValue } from "@web/lib/hooks/use-debounced-value";
import { useFormats } from "@web/lib/hooks/use-formats";
import { useDeleteContract } from "../api/delete-contract";
import { careerToast } from "../career-toast";
import { AttachmentList } from "./attachment-list";
import { ConfirmDelete } from "./confirm-delete";
import { ContractFormDialog } from "./contract-form-dialog";
import { ExpandableCard } from "./expandable-card";
import { useContracts } from "@web/lib/api/contracts";
import { SearchInput } from "@web/components/ui/search-input";

const STATUS_STYLE: Record<ContractStatus, string> = {
  upcoming: "bg-sky-100 text-sky-800",
  active: "bg-emerald-100 text-emerald-800",
  complete: "bg-slate-200 text-slate-700",
};

/** Contracts tab (docs/product/career.md, Contracts): search, status filter, expandable cards, New / edit dialog. */
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
        <SearchInput
          id="contracts-search"
          label="Search contracts"
          value={query}
          onValueChange={setQuery}
          placeholder="Search contracts"
          maxLength={200}
          className="flex-1"
        />
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
      <ConfirmDelete
        deleting={deleting}
        onClose={() => setDeleting(undefined)}
        title="Delete Contract?"
        description="Are you sure you want to delete this contract and its attachments? This action cannot be undone."
        remove={remove}
        deleted="Contract deleted"
      />
    </section>
  );
}

function ContractCard({ contract, onEdit, onDelete }: { contract: Contract; onEdit: () => void; onDelete: () => void }) {
  const { formatMoney, formatShortDate } = useFormats();
  const day = (ymd: string | null) => (ymd ? `${formatShortDate(ymd)}, ${ymd.slice(0, 4)}` : "—");
  const money = (n: number | null) => (n === null ? null : formatMoney(n));
  const travel = (stipend: number | null, driving: boolean, flying: boolean) =>
    [money(stipend), driving && "Driving", flying && "Flying"].filter(Boolean).join(" · ") || null;
  return (
    <ExpandableCard
      detailsId={`contract-${contract.id}-details`}
      title={contract.contractName}
      subtitle={`${[contract.facility, contract.city].filter(Boolean).join(" · ") || contract.employer || "—"} · ${day(contract.startDate)} – ${day(contract.endDate)}`}
      wrapSubtitle
      badge={{ label: contractStatusLabels[contract.status], className: STATUS_STYLE[contract.status] }}
      rows={[
        ["Employer", contract.employer],
        ["Department", contract.department],
        ["Unit", contract.unit],
        ["Location", [contract.city, contract.provinceState, contract.country].filter(Boolean).join(", ")],
        ["Duration", contractDurationLabel(contract.durationDays) || null],
        ["Base wage", money(contract.baseWage) && `${money(contract.baseWage)}/hr`],
        ["Housing", contract.housingOption && housingOptionLabels[contract.housingOption]],
        ["Housing notes", contract.housingNotes],
        ["Travel to", travel(contract.travelToStipend, contract.travelToDriving, contract.travelToFlying)],
        ["Travel from", travel(contract.travelFromStipend, contract.travelFromDriving, contract.travelFromFlying)],
      ]}
      editLabel={`Edit contract ${contract.contractName}`}
      deleteLabel={`Delete contract: ${contract.contractName}`}
      onEdit={onEdit}
      onDelete={onDelete}
    >
      <div className="mt-3">
        <h3 className="mb-2 font-semibold">Attachments</h3>
        <AttachmentList contractId={contract.id} />
      </div>
    </ExpandableCard>
  );
}
