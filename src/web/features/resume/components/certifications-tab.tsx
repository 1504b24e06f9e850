import { useState } from "react";
import { Link } from "react-router";
import { LoadErrorAlert } from "@web/components/load-error-alert";
import { Checkbox } from "@web/components/ui/checkbox";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { useCertifications } from "@web/lib/api/certifications";

/** Certifications: chosen from my certification records; expired ones are offered only on request. */
export function CertificationsTab({ chosen, onChange }: { chosen: string[]; onChange: (ids: string[]) => void }) {
  const query = useCertifications();
  const [showExpired, setShowExpired] = useState(false);
  if (query.isPending) return <Spinner label="Loading your certifications…" />;
  if (query.isError) return <LoadErrorAlert what="Your certifications could not be loaded" query={query} />;
  const all = query.data.certifications;
  if (all.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
        No certifications yet.{" "}
        <Link to="/certifications" className="font-medium text-primary underline">
          Add them in Certifications
        </Link>{" "}
        and choose which to show here.
      </p>
    );
  const expired = all.filter((c) => c.status === "expired");
  const offered = all.filter((c) => showExpired || c.status !== "expired" || chosen.includes(c.id));
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((x) => x !== id));
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Choose the certifications your resume shows.</p>
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {offered.map((c) => (
          <li key={c.id} className="flex items-center gap-4 px-4 py-3">
            <Checkbox id={`cert-${c.id}`} checked={chosen.includes(c.id)} onCheckedChange={(on) => toggle(c.id, on)} />
            <Label htmlFor={`cert-${c.id}`} className="flex-1 leading-snug">
              <span className="block font-medium">{c.name}</span>
              <span className="block text-xs font-normal text-slate-600">
                {[c.category, c.noExpiry ? "No expiry" : c.expiryDate ? `${c.statusLabel} · expires ${c.expiryDate}` : c.statusLabel]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
            </Label>
          </li>
        ))}
      </ul>
      {expired.length > 0 && (
        <div className="flex items-center gap-3">
          <Checkbox id="cert-show-expired" checked={showExpired} onCheckedChange={setShowExpired} />
          <Label htmlFor="cert-show-expired">Show expired ({expired.length})</Label>
        </div>
      )}
    </div>
  );
}
