import { ExternalLink, Image as ImageIcon, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import type { Certification } from "@core/schemas/certifications";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { notifySuccess } from "@web/lib/notify";
import { useFormats } from "@web/lib/hooks/use-formats";
import { useDeleteCertification } from "../api/delete-certification";
import { CertificationForm } from "./certification-form";
import { StatusBadge } from "./status-badge";

function PhotoDialog({ cert, onClose }: { cert: Certification; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={cert.name} description="Card photos">
        <div className="space-y-3">
          {[cert.frontPhotoUrl, cert.backPhotoUrl].map((url, i) =>
            url ? (
              <img key={url} src={url} alt={`${cert.name} card, ${i === 0 ? "front" : "back"}`} className="w-full rounded-lg border border-slate-200" />
            ) : null,
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

export function RenewalLink({ cert }: { cert: Certification }) {
  return (
    <a
      href={cert.renewalUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
    >
      Find renewal
      <ExternalLink className="size-3.5" aria-hidden />
      <span className="sr-only">
        for {cert.name} (opens {cert.renewalSource} in a new tab)
      </span>
    </a>
  );
}

/** View photo, edit and delete (with a confirm) for one certification. */
function Actions({ cert, today }: { cert: Certification; today: string }) {
  const [dialog, setDialog] = useState<"photo" | "edit" | "delete" | undefined>();
  const remove = useDeleteCertification();
  const hasPhoto = Boolean(cert.frontPhotoUrl || cert.backPhotoUrl);
  return (
    <div className="flex items-center gap-1">
      {hasPhoto && (
        <Button variant="ghost" size="icon" aria-label={`View photo of ${cert.name}`} onClick={() => setDialog("photo")}>
          <ImageIcon className="size-4" />
        </Button>
      )}
      <Button variant="ghost" size="icon" aria-label={`Edit ${cert.name}`} onClick={() => setDialog("edit")}>
        <Pencil className="size-4" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Delete ${cert.name}`} onClick={() => setDialog("delete")} className="text-red-700 hover:bg-red-50">
        <Trash2 className="size-4" />
      </Button>
      {dialog === "photo" && <PhotoDialog cert={cert} onClose={() => setDialog(undefined)} />}
      <Dialog open={dialog === "edit"} onOpenChange={(open) => setDialog(open ? "edit" : undefined)}>
        <DialogContent title="Edit Certification" className="max-w-2xl">
          <CertificationForm cert={cert} today={today} onDone={() => setDialog(undefined)} />
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={dialog === "delete"}
        onOpenChange={(open) => setDialog(open ? "delete" : undefined)}
        title="Delete this certification?"
        description={`${cert.name} and its card photos will be removed. This cannot be undone.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(cert.id, {
            onSuccess: () => {
              setDialog(undefined);
              notifySuccess("Certification deleted");
            },
          })
        }
      />
    </div>
  );
}

function Thumb({ cert }: { cert: Certification }) {
  return cert.frontPhotoUrl ? (
    <img src={cert.frontPhotoUrl} alt="" className="h-10 w-14 shrink-0 rounded border border-slate-200 object-cover" loading="lazy" />
  ) : null;
}

/** All Certifications: a table on a wide screen, cards on a phone. */
export function CertificationList({ certifications, today }: { certifications: Certification[]; today: string }) {
  const { formatShortDate } = useFormats();
  const day = (ymd: string | null, fallback = "—") => (ymd ? `${formatShortDate(ymd)}, ${ymd.slice(0, 4)}` : fallback);
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Name
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Category
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Completion Date
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Expiry Date
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {certifications.map((cert) => (
            <tr key={cert.id} className="border-b border-slate-100 align-middle" data-testid="cert-row">
              <td className="py-2 pr-3">
                <div className="flex items-center gap-2">
                  <Thumb cert={cert} />
                  <span className="font-medium">{cert.name}</span>
                </div>
              </td>
              <td className="py-2 pr-3 text-slate-700">{cert.category || "—"}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{day(cert.completionDate)}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{cert.noExpiry ? "No expiry" : day(cert.expiryDate)}</td>
              <td className="py-2 pr-3">
                <StatusBadge cert={cert} />
              </td>
              <td className="py-2">
                <Actions cert={cert} today={today} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden">
        {certifications.map((cert) => (
          <li key={cert.id} className="rounded-xl border border-slate-200 p-3" data-testid="cert-card">
            <div className="flex items-start gap-3">
              <Thumb cert={cert} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{cert.name}</p>
                {cert.category && <p className="text-sm text-slate-600">{cert.category}</p>}
              </div>
              <StatusBadge cert={cert} showDetail={false} />
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 text-sm">
              <dt className="text-slate-600">Completion Date</dt>
              <dt className="text-slate-600">Expiry Date</dt>
              <dd>{day(cert.completionDate)}</dd>
              <dd>{cert.noExpiry ? "No expiry" : day(cert.expiryDate)}</dd>
            </dl>
            <p className="mt-1 text-xs text-slate-600">{cert.statusDetail}</p>
            <div className="mt-2 flex items-center justify-between">
              <RenewalLink cert={cert} />
              <Actions cert={cert} today={today} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
