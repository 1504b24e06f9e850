import { Eye, FileText, Image, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { fileSizeText } from "@core/attachment-rules";
import type { Attachment } from "@core/schemas/attachments";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useAttachments, useDeleteAttachment } from "../api/attachments";
import { careerToast } from "../career-toast";
import { ConfirmDelete } from "./confirm-delete";
import { FilePreviewDialog } from "./file-preview-dialog";

const TYPE_NAMES: Record<Attachment["mimeType"], string> = { "application/pdf": "PDF", "image/jpeg": "JPEG", "image/png": "PNG", "image/heic": "HEIC" };

/** A contract's attachments, newest first, in a scrolling list: label, notes, type and size; preview and delete. */
export function AttachmentList({ contractId }: { contractId: string }) {
  const attachments = useAttachments(contractId);
  const remove = useDeleteAttachment(contractId);
  const [previewing, setPreviewing] = useState<Attachment | undefined>();
  const [deleting, setDeleting] = useState<Attachment | undefined>();
  useEffect(() => {
    if (attachments.isError) careerToast.failed("Failed to load attachments", attachments.error);
  }, [attachments.isError, attachments.error]);

  if (attachments.isPending) return <Spinner label="Loading attachments…" className="py-4" />;
  if (attachments.isError) return <p className="text-sm text-red-700">Failed to load attachments</p>;
  if (attachments.data.length === 0) return <p className="text-sm text-slate-600">No attachments yet.</p>;
  return (
    <>
      <ul className="max-h-64 space-y-2 overflow-y-auto pr-1" aria-label="Attachments">
        {attachments.data.map((a) => {
          const Icon = a.mimeType === "application/pdf" ? FileText : Image;
          return (
            <li key={a.id} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
              <Icon className="size-5 shrink-0 text-slate-500" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{a.label}</p>
                {a.notes && <p className="truncate text-xs text-slate-600">{a.notes}</p>}
                <p className="text-xs text-slate-500">
                  {TYPE_NAMES[a.mimeType]} · {fileSizeText(a.sizeBytes)}
                </p>
              </div>
              <Button variant="ghost" size="icon" aria-label={`Preview ${a.label}`} onClick={() => setPreviewing(a)}>
                <Eye aria-hidden />
              </Button>
              <Button variant="ghost" size="icon" aria-label={`Delete attachment ${a.label}`} onClick={() => setDeleting(a)}>
                <Trash2 aria-hidden />
              </Button>
            </li>
          );
        })}
      </ul>
      <FilePreviewDialog attachment={previewing} onOpenChange={(open) => !open && setPreviewing(undefined)} />
      <ConfirmDelete
        deleting={deleting}
        onClose={() => setDeleting(undefined)}
        title="Delete attachment?"
        description={deleting ? `“${deleting.label}” will be removed from this contract.` : undefined}
        remove={remove}
        deleted="Attachment deleted"
      />
    </>
  );
}
