import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { contractDaysText, currentContract } from "@core/current-contract";
import { WidgetCard } from "@web/components/widget-card";
import { useFormats } from "@web/lib/hooks/use-formats";
import { useNurseToday } from "@web/lib/hooks/use-nurse-today";
import { WidgetLoadError, WidgetLoading } from "../components/widget-states";
import { contractsQuery } from "@web/lib/api/contracts";

/** Current Contract (docs/product/shell-and-dashboard.md): the active contract, else the next upcoming one: facility, dates, days left. */
export default function ContractWidget() {
  const contracts = useQuery(contractsQuery({}));
  const today = useNurseToday();
  const { formatShortDate } = useFormats();
  const current = contracts.data ? currentContract(contracts.data, today) : null;
  const c = current?.contract;
  return (
    <WidgetCard fill title="Current Contract" id="contract">
      {contracts.isPending ? (
        <WidgetLoading lines={2} />
      ) : contracts.isError ? (
        <WidgetLoadError what="your contracts" onRetry={() => void contracts.refetch()} />
      ) : !current || !c ? (
        <p className="text-sm text-slate-600">
          No active or upcoming contracts are listed{" "}
          <Link to="/career-center?tab=contracts" className="font-medium text-primary underline-offset-4 hover:underline">
            Add one?
          </Link>
        </p>
      ) : (
        <Link
          to="/career-center?tab=contracts"
          className="block rounded-lg text-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        >
          <span className="mb-1 inline-block rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
            {current.status === "active" ? "Active" : "Upcoming"}
          </span>
          <span className="block font-semibold break-words text-slate-900">{c.facility || c.contractName || c.employer || "Untitled contract"}</span>
          {(c.city || c.provinceState) && <span className="block text-slate-600">{[c.city, c.provinceState].filter(Boolean).join(", ")}</span>}
          <span className="block text-slate-700">
            {c.startDate ? formatShortDate(c.startDate) : "Start to be confirmed"} – {c.endDate ? formatShortDate(c.endDate) : "end to be confirmed"}
          </span>
          <span className="mt-1 block text-lg font-bold text-slate-900">{contractDaysText(current)}</span>
        </Link>
      )}
    </WidgetCard>
  );
}
