import { Paperclip, X } from "lucide-react";
import { useId } from "react";
import { ATTACHMENT_ACCEPT, attachmentProblem, fileSizeText } from "@core/attachment-rules";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { newIdempotencyKey } from "@web/lib/api/idempotency";
import { careerToast } from "../career-toast";

export interface PendingFile {
  /** Its own, and the Idempotency-Key of its upload. */
  key: string;
  file: File;
  label: string;
  notes: string;
  /** 0…1 while it goes up; undefined before. */
  progress?: number;
  status: "waiting" | "uploading" | "done" | "failed" | "cancelled";
  cancel?: () => void;
}

/** Files chosen for a contract, each with its label and notes, and while uploading its own progress bar and Cancel. */
export function AttachmentPicker({ files, onChange, labelError }: { files: PendingFile[]; onChange: (files: PendingFile[]) => void; labelError: boolean }) {
  const inputId = useId();
  const update = (key: string, change: Partial<PendingFile>) => onChange(files.map((f) => (f.key === key ? { ...f, ...change } : f)));
  const add = (list: FileList | null) => {
    const added: PendingFile[] = [];
    for (const file of Array.from(list ?? [])) {
      const problem = attachmentProblem(file);
      if (problem) {
        careerToast.error(problem.startsWith("File too large") ? "File too large" : "Invalid file type", problem);
        continue;
      }
      added.push({ key: newIdempotencyKey(), file, label: "", notes: "", status: "waiting" });
    }
    onChange([...files, ...added]);
  };
  return (
    <div className="space-y-3">
      <div>
        <Label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium shadow-sm hover:bg-slate-100"
        >
          <Paperclip className="size-4" aria-hidden /> Add files
        </Label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          className="sr-only"
          data-testid="attachment-input"
          onChange={(e) => {
            add(e.target.files);
            e.target.value = "";
          }}
        />
        <p className="mt-1 text-xs text-slate-600">PDF, JPEG, PNG or HEIC, up to 25 MB each.</p>
      </div>
      {files.length > 0 && (
        <ul className="space-y-3">
          {files.map((f, i) => {
            const missing = labelError && !f.label.trim() && f.status === "waiting";
            const busy = f.status === "uploading";
            return (
              <li key={f.key} className="rounded-xl border border-slate-200 p-3" aria-label={`New attachment ${f.file.name}`}>
                <div className="flex items-center gap-2">
                  <p className="min-w-0 flex-1 truncate text-sm font-medium">{f.file.name}</p>
                  <span className="text-xs text-slate-600">{fileSizeText(f.file.size)}</span>
                  {f.status === "waiting" && (
                    <Button variant="ghost" size="icon" aria-label={`Remove ${f.file.name}`} onClick={() => onChange(files.filter((x) => x.key !== f.key))}>
                      <X aria-hidden />
                    </Button>
                  )}
                </div>
                {f.status === "waiting" ? (
                  <div className="mt-2 grid gap-2 sm:grid-cols-2">
                    <div>
                      <Label htmlFor={`${inputId}-label-${i}`} className="text-xs">
                        Label
                      </Label>
                      <Input
                        id={`${inputId}-label-${i}`}
                        value={f.label}
                        onChange={(e) => update(f.key, { label: e.target.value })}
                        placeholder="Signed contract"
                        maxLength={200}
                        aria-invalid={missing || undefined}
                      />
                    </div>
                    <div>
                      <Label htmlFor={`${inputId}-notes-${i}`} className="text-xs">
                        Notes
                      </Label>
                      <Input id={`${inputId}-notes-${i}`} value={f.notes} onChange={(e) => update(f.key, { notes: e.target.value })} maxLength={2000} />
                    </div>
                  </div>
                ) : (
                  <div className="mt-2 flex items-center gap-2">
                    <progress
                      className="h-2 flex-1 overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-primary"
                      max={1}
                      value={f.progress ?? 0}
                      aria-label={`Uploading ${f.file.name}`}
                    />
                    <span className="w-20 text-right text-xs text-slate-600" aria-live="polite">
                      {f.status === "uploading"
                        ? `${Math.round((f.progress ?? 0) * 100)}%`
                        : f.status === "done"
                          ? "Uploaded"
                          : f.status === "cancelled"
                            ? "Cancelled"
                            : "Failed"}
                    </span>
                    {busy && (
                      <Button variant="outline" size="sm" onClick={() => f.cancel?.()}>
                        Cancel
                      </Button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
