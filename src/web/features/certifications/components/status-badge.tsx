import { AlertTriangle, CheckCircle2, XCircle } from "lucide-react";
import type { Certification } from "@core/schemas/certifications";
import { cn } from "@web/lib/cn";

const LOOK = {
  valid: { className: "bg-green-100 text-green-800 ring-green-300", Icon: CheckCircle2 },
  expiring: { className: "bg-amber-100 text-amber-900 ring-amber-300", Icon: AlertTriangle },
  expired: { className: "bg-red-100 text-red-800 ring-red-300", Icon: XCircle },
} as const;

/** The status in words and colour (never colour alone): "Expired · 3 months ago". */
export function StatusBadge({ cert, showDetail = true }: { cert: Pick<Certification, "status" | "statusLabel" | "statusDetail">; showDetail?: boolean }) {
  const { className, Icon } = LOOK[cert.status];
  return (
    <span className="inline-flex flex-col items-start gap-0.5" data-status={cert.status}>
      <span className={cn("inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1", className)}>
        <Icon className="size-3.5" aria-hidden />
        {cert.statusLabel}
      </span>
      {showDetail && <span className="text-xs text-slate-600">{cert.statusDetail}</span>}
    </span>
  );
}
