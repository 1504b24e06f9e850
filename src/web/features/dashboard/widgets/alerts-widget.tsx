import { useQuery } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { dashboardAlerts } from "@core/dashboard-alerts";
import { WidgetCard } from "@web/components/widget-card";
import { cn } from "@web/lib/cn";
import { useFormats } from "@web/lib/use-formats";
import { certificationsQuery } from "../api/dashboard-data";
import { WidgetLoadError, WidgetLoading } from "../components/widget-states";

/** Alerts (spec 000 §2, §9): at most 2 certifications expiring within 3 months, soonest first. */
export default function AlertsWidget() {
  const certs = useQuery(certificationsQuery);
  const { formatShortDate } = useFormats();
  const alerts = certs.data ? dashboardAlerts(certs.data.certifications, certs.data.today) : [];
  return (
    <WidgetCard fill title="Alerts" id="alerts">
      {certs.isPending ? (
        <WidgetLoading lines={2} />
      ) : certs.isError ? (
        <WidgetLoadError what="your certifications" onRetry={() => void certs.refetch()} />
      ) : alerts.length === 0 ? (
        <p className="text-sm text-slate-600">No certifications expiring soon</p>
      ) : (
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
      )}
    </WidgetCard>
  );
}
