import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Award, Briefcase, Eye, FileDown, GraduationCap, ListChecks, User } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { RESUME_TEMPLATES, type ResumeTemplate } from "@core/resume-rules";
import type { Resume } from "@core/schemas/resume";
import { LoadErrorAlert } from "@web/components/load-error-alert";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { SegmentItem, RadioGroup } from "@web/components/ui/radio-group";
import { FullPageSpinner, Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api/client";
import { cn } from "@web/lib/cn";
import { notify } from "@web/lib/notify";
import { usePageMeta } from "@web/lib/page-meta";
import { resumeQuery } from "./api/get-resume";
import { fetchResumePdf, RESUME_PDF_URL } from "./api/get-resume-pdf";
import { importContracts } from "./api/import-contracts";
import { importJobs } from "./api/import-jobs";
import { CertificationsTab } from "./components/certifications-tab";
import { EducationTab } from "./components/education-tab";
import { ExperienceTab } from "./components/experience-tab";
import { PersonalTab } from "./components/personal-tab";
import { SkillsTab } from "./components/skills-tab";
import { useResumeDraft, type SaveState } from "./use-resume-draft";
import { useOnline } from "@web/lib/hooks/use-online";
import { NeedsConnection } from "@web/components/needs-connection";

const PdfPreview = lazy(() => import("./components/pdf-preview").then((m) => ({ default: m.PdfPreview })));

const TABS = [
  { id: "personal", label: "Personal Info", icon: User },
  { id: "experience", label: "Experience", icon: Briefcase },
  { id: "education", label: "Education", icon: GraduationCap },
  { id: "certifications", label: "Certifications", icon: Award },
  { id: "skills", label: "Skills", icon: ListChecks },
] as const;
type Tab = (typeof TABS)[number]["id"];

const TEMPLATE_LABELS: Record<ResumeTemplate, string> = { classic: "Classic", compact: "Compact" };

const SAVE_TEXT: Record<SaveState, string> = {
  saved: "Saved",
  pending: "Saving…",
  saving: "Saving…",
  invalid: "Not saved: fix the field marked in red",
  error: "Not saved",
};

/** /resume-builder (docs/product/resume.md): the nurse's resume, saved as she types, previewed and exported as the server's PDF. */
export default function ResumeBuilderPage() {
  usePageMeta({ title: "Resume Builder", description: "Build your nursing resume from your jobs and certifications, and export it as a PDF." });
  const query = useQuery(resumeQuery);
  return (
    <div className="mx-auto w-full max-w-3xl p-4 sm:p-6">
      <Link to="/career-center?tab=resume" className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary">
        <ArrowLeft className="size-4" aria-hidden /> Career Center
      </Link>
      {query.isPending ? (
        <FullPageSpinner label="Loading your resume…" />
      ) : query.isError ? (
        <LoadErrorAlert what="Your resume could not be loaded" query={query} />
      ) : (
        <Builder initial={query.data} />
      )}
    </div>
  );
}

function Builder({ initial }: { initial: Resume }) {
  const { draft, update, flush, replace, state, errors, saveError } = useResumeDraft(initial);
  const [tab, setTab] = useState<Tab>("personal");
  const [importing, setImporting] = useState<"jobs" | "contracts" | null>(null);
  const [preview, setPreview] = useState<{ pdf: ArrayBuffer } | "loading" | null>(null);
  const online = useOnline();
  const [exporting, setExporting] = useState(false);

  const ready = flush;

  const runImport = async (from: "jobs" | "contracts") => {
    setImporting(from);
    const one = from === "jobs" ? "job" : "contract";
    try {
      await ready();
      const { resume, added } = await (from === "jobs" ? importJobs() : importContracts());
      replace(resume);
      notify(
        added ? "success" : "info",
        added ? `Imported ${added} ${one}${added === 1 ? "" : "s"}` : "Nothing new to import",
        added ? undefined : from === "jobs" ? "Every job of yours is already here." : "Every contract of yours that has begun is already here.",
      );
    } catch (error) {
      notify("error", "Import failed", errorMessage(error));
    } finally {
      setImporting(null);
    }
  };

  const openPreview = async () => {
    setPreview("loading");
    try {
      await ready();
      setPreview({ pdf: await fetchResumePdf() });
    } catch (error) {
      setPreview(null);
      notify("error", "Preview failed", errorMessage(error));
    }
  };

  const exportPdf = async () => {
    setExporting(true);
    try {
      await ready();
      const a = document.createElement("a");
      a.href = RESUME_PDF_URL;
      a.download = "";
      document.body.append(a);
      a.click();
      a.remove();
    } catch (error) {
      notify("error", "Export failed", errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Resume Builder</h1>
          <p
            role="status"
            className={cn(
              "mt-1 text-sm",
              state === "saved" ? "text-emerald-700" : state === "invalid" || state === "error" ? "text-red-700" : "text-slate-600",
            )}
            data-testid="save-state"
          >
            {SAVE_TEXT[state]}
            {state === "error" && saveError ? `: ${saveError}` : ""}
            {state === "error" && (
              <button type="button" className="ml-2 font-medium underline" onClick={() => void flush().catch(() => undefined)}>
                Try again
              </button>
            )}
          </p>
        </div>
        <div className="flex gap-2">
          <NeedsConnection id="resume-offline" />
          <Button
            type="button"
            variant="outline"
            onClick={() => void openPreview()}
            disabled={!online}
            aria-describedby={online ? undefined : "resume-offline"}
          >
            <Eye className="size-4" aria-hidden /> Preview
          </Button>
          <Button type="button" onClick={() => void exportPdf()} disabled={exporting || !online} aria-describedby={online ? undefined : "resume-offline"}>
            <FileDown className="size-4" aria-hidden /> {exporting ? "Exporting…" : "Export PDF"}
          </Button>
        </div>
      </div>

      <div className="mb-4 flex flex-wrap items-center gap-3">
        <span id="template-label" className="text-sm font-medium text-slate-800">
          Template
        </span>
        <RadioGroup
          aria-labelledby="template-label"
          value={draft.template}
          onValueChange={(template) => update((r) => ({ ...r, template: template as ResumeTemplate }))}
          className="inline-flex rounded-lg bg-slate-100 p-1"
        >
          {RESUME_TEMPLATES.map((t) => (
            <SegmentItem key={t} value={t}>
              {TEMPLATE_LABELS[t]}
            </SegmentItem>
          ))}
        </RadioGroup>
        <span className="text-xs text-slate-600">{initial.pageSize === "LETTER" ? "US Letter" : "A4"} paper</span>
      </div>

      {/* The tabs wrap onto a second line on a phone rather than scroll sideways off the screen. */}
      <div role="tablist" aria-label="Resume sections" className="mb-4 flex flex-wrap gap-x-1 border-b border-slate-200">
        {TABS.map(({ id, label, icon: Icon }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`resume-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`resume-panel-${id}`}
            onClick={() => setTab(id)}
            className={cn(
              "flex min-h-11 shrink-0 items-center gap-1.5 border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-slate-600",
              tab === id && "border-primary text-primary",
            )}
          >
            <Icon className="size-4" aria-hidden />
            {label}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`resume-panel-${tab}`} aria-labelledby={`resume-tab-${tab}`} className="pb-8">
        {tab === "personal" && <PersonalTab personal={draft.personal} errors={errors} onChange={(personal) => update((r) => ({ ...r, personal }))} />}
        {tab === "experience" && (
          <ExperienceTab
            entries={draft.experience}
            errors={errors}
            onChange={(experience) => update((r) => ({ ...r, experience }))}
            onEdit={(change) => update((r) => ({ ...r, experience: change(r.experience) }))}
            onImport={(from) => void runImport(from)}
            importing={importing}
          />
        )}
        {tab === "education" && <EducationTab entries={draft.education} errors={errors} onChange={(education) => update((r) => ({ ...r, education }))} />}
        {tab === "certifications" && (
          <CertificationsTab chosen={draft.certificationIds} onChange={(certificationIds) => update((r) => ({ ...r, certificationIds }))} />
        )}
        {tab === "skills" && <SkillsTab skills={draft.skills} errors={errors} onChange={(skills) => update((r) => ({ ...r, skills }))} />}
      </div>

      <Dialog open={preview !== null} onOpenChange={(open) => !open && setPreview(null)}>
        <DialogContent title="Preview" description="Your resume exactly as it will print." className="max-w-3xl bg-slate-100">
          {preview === "loading" || preview === null ? (
            <Spinner label="Making your PDF…" />
          ) : (
            <Suspense fallback={<Spinner label="Drawing the preview…" />}>
              <PdfPreview pdf={preview.pdf} name={draft.personal.name || "Resume"} />
            </Suspense>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
