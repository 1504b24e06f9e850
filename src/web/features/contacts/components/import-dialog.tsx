import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import type { SkippedCard } from "@core/vcard";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Dialog, DialogContent, DialogFooter } from "@web/components/ui/dialog";

export interface ImportPreview {
  fileName: string;
  vcf: string;
  contacts: { name: string; duplicate: boolean }[];
  skipped: SkippedCard[];
}

const contactsWord = (n: number) => `${n} contact${n === 1 ? "" : "s"}`;

/** A card of the file that is not a contact, said as a nurse reads it: "Card 2 (604-555-0133): it has no name". */
export const skippedLine = (s: SkippedCard) => (s.label === `Card ${s.card}` ? `Card ${s.card}: ${s.reason}` : `Card ${s.card} (${s.label}): ${s.reason}`);

/**
 * What a .vcf file holds before anything is stored: how many contacts, which
 * of them she has already (left out unless she unticks it), and each card that
 * cannot be a contact, with why.
 */
export function ImportDialog({
  preview,
  busy,
  onImport,
  onCancel,
}: {
  preview: ImportPreview | undefined;
  busy: boolean;
  onImport: (skipDuplicates: boolean) => void;
  onCancel: () => void;
}) {
  const [skipDuplicates, setSkipDuplicates] = useState(true);
  const found = preview?.contacts ?? [];
  const duplicates = found.filter((c) => c.duplicate);
  const toImport = found.length - (skipDuplicates ? duplicates.length : 0);
  return (
    <Dialog open={preview !== undefined} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent title="Import contacts" description={preview ? `From ${preview.fileName}` : undefined}>
        {preview && (
          <div className="space-y-4 text-sm">
            <p>
              <strong>{contactsWord(found.length)}</strong> found in the file.
            </p>
            {duplicates.length > 0 && (
              <div className="rounded-lg border border-slate-200 p-3">
                <label className="flex items-start gap-3">
                  <Checkbox checked={skipDuplicates} onCheckedChange={setSkipDuplicates} className="mt-0.5" />
                  <span>
                    Skip the {duplicates.length === 1 ? "one" : duplicates.length} you already have
                    <span className="mt-1 block text-slate-600">{duplicates.map((c) => c.name).join(", ")}</span>
                  </span>
                </label>
              </div>
            )}
            {preview.skipped.length > 0 && (
              <section aria-labelledby="import-skipped" className="rounded-lg border border-amber-300 bg-amber-50 p-3">
                <h3 id="import-skipped" className="flex items-center gap-2 font-medium text-amber-900">
                  <TriangleAlert className="size-4" aria-hidden />
                  {preview.skipped.length === 1 ? "1 card can't be imported" : `${preview.skipped.length} cards can't be imported`}
                </h3>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-amber-900">
                  {preview.skipped.map((s) => (
                    <li key={s.card}>{skippedLine(s)}</li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          {/* Focus starts here, on what the dialog is for, rather than on the duplicates' tick box. */}
          <Button data-autofocus disabled={busy || toImport === 0} onClick={() => onImport(skipDuplicates)}>
            {busy ? "Importing…" : toImport === 0 ? "Nothing new to import" : `Import ${contactsWord(toImport)}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
