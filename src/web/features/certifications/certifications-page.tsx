import { FileDown } from "lucide-react";
import { useId, useState } from "react";
import { RECENT_CERTIFICATIONS } from "@core/certification-status";
import { PageHeader } from "@web/components/layout/page-header";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { NeedsConnection, ServerFileLink } from "@web/components/needs-connection";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api/client";
import { cn } from "@web/lib/cn";
import { usePageMeta } from "@web/lib/page-meta";
import { useNurseToday } from "@web/lib/hooks/use-nurse-today";
import { AUDIT_PACKET_URL } from "./api/audit-packet";
import { CertificationForm } from "./components/certification-form";
import { CertificationList, RenewalLink } from "./components/certification-list";
import { SettingsDialog } from "./components/settings-dialog";
import { StatusBadge } from "./components/status-badge";
import { useCertifications } from "@web/lib/api/certifications";

/** /certifications (docs/product/certifications.md): add, the last three, all of them with statuses, settings, renewal links. */
export default function CertificationsPage() {
  usePageMeta({ title: "Certifications", description: "Track your certifications and their expiry." });
  const query = useCertifications();
  const nurseToday = useNurseToday();
  const today = query.data?.today ?? nurseToday;
  const certifications = query.data?.certifications ?? [];
  const recent = certifications.slice(0, RECENT_CERTIFICATIONS);
  // On a phone, once she has some, her certifications come first: the form opens on a tap (it is a screen and a half tall).
  const [adding, setAdding] = useState(false);
  const folds = certifications.length > 0;
  const formId = useId();

  return (
    <div className="mx-auto max-w-5xl space-y-5 p-4 sm:p-6">
      <PageHeader
        title="Certifications"
        description="Your certifications, their expiry and their card photos."
        actions={
          <>
            <NeedsConnection id="certifications-offline" />
            {certifications.length > 0 && (
              <ServerFileLink href={AUDIT_PACKET_URL} reason="certifications-offline" variant="outline">
                <FileDown className="size-4" aria-hidden />
                Download all
              </ServerFileLink>
            )}
            <SettingsDialog />
          </>
        }
      />
      <Card>
        <CardHeader className={cn("flex-row items-center justify-between gap-3", folds && !adding && "max-md:pb-5")}>
          <CardTitle>Add Certification</CardTitle>
          {folds && (
            <Button variant="outline" size="sm" className="md:hidden" aria-expanded={adding} aria-controls={formId} onClick={() => setAdding((a) => !a)}>
              {adding ? "Hide form" : "Show form"}
            </Button>
          )}
        </CardHeader>
        <CardContent id={formId} className={cn(folds && !adding && "max-md:hidden")}>
          <CertificationForm today={today} onDone={() => setAdding(false)} />
        </CardContent>
      </Card>

      {query.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : query.isError ? (
        <Alert>{errorMessage(query.error)}</Alert>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Recent Certifications</CardTitle>
            </CardHeader>
            <CardContent>
              {recent.length === 0 ? (
                <p className="text-sm text-slate-600">No certifications yet. Add your first one above.</p>
              ) : (
                <ul className="grid gap-3 sm:grid-cols-3" aria-label="Recent Certifications">
                  {recent.map((cert) => (
                    <li key={cert.id} className="space-y-2 rounded-xl border border-slate-200 p-3">
                      <div className="flex items-start justify-between gap-2">
                        <p className="font-semibold break-words">{cert.name}</p>
                        {cert.frontPhotoUrl && <img src={cert.frontPhotoUrl} alt="" className="h-10 w-14 rounded border border-slate-200 object-cover" />}
                      </div>
                      <StatusBadge cert={cert} />
                      <div>
                        <RenewalLink cert={cert} />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>All Certifications</CardTitle>
            </CardHeader>
            <CardContent>
              {certifications.length === 0 ? (
                <p className="text-sm text-slate-600">No certifications yet.</p>
              ) : (
                <CertificationList certifications={certifications} today={today} />
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
