import { useQuery } from "@tanstack/react-query";
import { Download, ExternalLink } from "lucide-react";
import { useState } from "react";
import type { Attachment } from "@core/schemas/attachments";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { getAttachmentLinks } from "../api/attachments";
import { contractKeys } from "@web/lib/api/query-keys";

/** The file preview dialog (docs/product/career.md, Attachments): a PDF or an image inline (a HEIC photo as its JPEG preview), through signed links. */
export function FilePreviewDialog({ attachment, onOpenChange }: { attachment?: Attachment; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={Boolean(attachment)} onOpenChange={onOpenChange}>
      <DialogContent title={attachment?.label ?? "Preview"} description={attachment?.notes || undefined} className="max-w-3xl">
        {attachment && <Preview attachment={attachment} />}
      </DialogContent>
    </Dialog>
  );
}

function Preview({ attachment }: { attachment: Attachment }) {
  // A signed link lasts an hour: fetched fresh for each preview, never kept.
  const links = useQuery({
    queryKey: contractKeys.attachmentLink(attachment.id),
    queryFn: () => getAttachmentLinks(attachment.id),
    staleTime: 0,
    gcTime: 0,
  });
  const [broken, setBroken] = useState(false);
  if (links.isPending) return <Spinner label="Opening…" className="py-10" />;
  if (links.isError) return <p className="text-sm text-red-700">This file could not be opened.</p>;
  const { url, previewUrl } = links.data;
  const heic = attachment.mimeType === "image/heic";
  return (
    <div className="space-y-3">
      {attachment.mimeType === "application/pdf" ? (
        <iframe src={url} title={attachment.label} className="h-[65dvh] w-full rounded-lg border border-slate-200" />
      ) : broken ? (
        <p className="rounded-lg bg-slate-50 p-6 text-center text-sm text-slate-600">
          This photo cannot be shown here. {heic ? "Download the original instead." : "Open it to download it."}
        </p>
      ) : (
        <img src={previewUrl} alt={attachment.label} className="mx-auto max-h-[65dvh] rounded-lg object-contain" onError={() => setBroken(true)} />
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {heic && (
          <Button variant="ghost" size="sm" asChild>
            <a href={url} download>
              <Download aria-hidden /> Download original (HEIC)
            </a>
          </Button>
        )}
        <Button variant="outline" size="sm" asChild>
          {/* A browser cannot show a HEIC photo: Open shows the JPEG the server made of it. */}
          <a href={heic ? previewUrl : url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden /> Open
          </a>
        </Button>
      </div>
    </div>
  );
}
