import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { dashboardAlertSummary } from "@core/dashboard-alerts";
import { WidgetCard } from "@web/components/widget-card";
import { cn } from "@web/lib/cn";
import { useFormats } from "@web/lib/hooks/use-formats";
import { WidgetLoadError, WidgetLoading } from "../components/widget-states";
import { useCertifications } from "@web/lib/api/certifications";

/** Alerts (docs/product/shell-and-dashboard.md): at most 2 certifications expiring within 3 months, soonest first, and how many more. */
export default function AlertsWidget() {
  const certs = useCertifications();
  const { formatShortDate } = useFormats();
  const { shown: alerts, more } = certs.data ? dashboardAlertSummary(certs.data.certifications, certs.data.today) : { shown: [], more: 0 };
  return (
    <WidgetCard fill title="Alerts" id="alerts">
      {certs.isPending ? (
        <WidgetLoading lines={2} />
      ) : certs.isError ? (
        <WidgetLoadError what="your certifications" onRetry={() => void certs.refetch()} />
      ) : alerts.length === 0 ? (
        <p className="text-sm text-slate-600">No certifications expiring soon</p>
      ) : (
        <>
          <ul className="grid gap-2">
            {alerts.map((c) => (
              <li key={c.id}>
                <Link
                  to="/certifications"
                  className={cn(
                    "flex items-start gap-2 rounded-lg border p-2 text-sm hover:brightness-95 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none",
                    c.status === "expired" ? "border-red-200 bg-red-50" : "border-amber-200 bg-amber-50",
                  )}
                >
                  <AlertTriangle className={cn("mt-0.5 size-4 shrink-0", c.status === "expired" ? "text-red-700" : "text-amber-700")} aria-hidden />
                  <span className="min-w-0">
                    <span className="block font-semibold break-words text-slate-900">{c.name}</span>
                    <span className="block text-slate-700">
                      {c.statusDetail}
                      {c.expiryDate ? ` · ${formatShortDate(c.expiryDate)}` : ""}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {more > 0 && (
            <Link
              to="/certifications"
              className="mt-2 self-start rounded text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
            >
              and {more} more expiring soon
            </Link>
          )}
        </>
      )}
    </WidgetCard>
  );
}
