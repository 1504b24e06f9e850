import { Bookmark, BookmarkCheck, ExternalLink, FilePlus2 } from "lucide-react";
import { useState } from "react";
import type { JobPosting } from "@core/schemas/job-board";
import { LoadErrorAlert } from "@web/components/load-error-alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { useDebouncedValue } from "@web/lib/hooks/use-debounced-value";
import { useFormats } from "@web/lib/hooks/use-formats";
import { useJobBoard } from "../api/get-job-board";
import { useSavePosting } from "../api/save-posting";
import { careerToast } from "../career-toast";
import { ContractFormDialog, type ContractDraft } from "./contract-form-dialog";
import { SearchInput } from "@web/components/ui/search-input";

/** A posting as a new contract's first fields. */
const draftOf = (p: JobPosting): ContractDraft => ({
  contractName: p.title,
  employer: p.employer,
  facility: p.facility,
  city: p.city,
  provinceState: p.provinceState,
  country: p.country,
  baseWage: p.payRate,
});

/**
 * Discover tab: the job board when it has postings (otherwise the first description's
 * coming-soon text). Each posting opens at its source, can be saved for later
 * and added as a contract with its details filled in; the operator's examples
 * are labelled "Sample".
 */
export function DiscoverTab() {
  const [query, setQuery] = useState("");
  const [savedOnly, setSavedOnly] = useState(false);
  const [adding, setAdding] = useState<JobPosting | undefined>();
  const q = useDebouncedValue(query.trim(), 250);
  const board = useJobBoard(q, savedOnly);
  if (board.isPending) return <Spinner label="Loading job postings…" className="py-10" />;
  if (board.isError) return <LoadErrorAlert what="Failed to load data" query={board} />;
  if (!q && !savedOnly && board.data.length === 0) {
    return (
      <section className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <h2 className="text-lg font-semibold">Discover</h2>
        <p className="mt-2 text-sm text-slate-600">Job discovery is coming soon.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="discover-heading" className="space-y-4">
      <h2 id="discover-heading" className="text-lg font-semibold">
        Discover
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          id="job-board-search"
          label="Search job postings"
          value={query}
          onValueChange={setQuery}
          placeholder="Search by title, facility or city"
          maxLength={200}
          className="flex-1"
        />
        <div className="flex items-center gap-3 px-1">
          <Checkbox id="job-board-saved" checked={savedOnly} onCheckedChange={setSavedOnly} />
          <Label htmlFor="job-board-saved" className="font-normal">
            Saved only
          </Label>
        </div>
      </div>
      {board.data.some((p) => p.sample) && (
        <p className="text-sm text-slate-600">Postings marked Sample are examples to show how Discover works, not real openings.</p>
      )}
      {board.data.length === 0 ? (
        <p className="text-sm text-slate-600">{savedOnly ? (q ? `No saved postings match “${q}”.` : "No saved postings yet.") : `No postings match “${q}”.`}</p>
      ) : (
        <ul className="space-y-3" aria-busy={board.isPlaceholderData} aria-label="Job postings">
          {board.data.map((p) => (
            <PostingCard key={p.id} posting={p} onAddAsContract={() => setAdding(p)} />
          ))}
        </ul>
      )}
      <ContractFormDialog open={adding !== undefined} draft={adding && draftOf(adding)} onOpenChange={(open) => !open && setAdding(undefined)} />
    </section>
  );
}

function PostingCard({ posting: p, onAddAsContract }: { posting: JobPosting; onAddAsContract: () => void }) {
  const { formatMoney, formatShortDate } = useFormats();
  const save = useSavePosting();
  const toggleSaved = () =>
    save.mutate(
      { id: p.id, saved: !p.saved },
      {
        onSuccess: () => careerToast.success(p.saved ? "Removed from saved" : "Posting saved"),
      },
    );
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={p.sample ? `${p.title} (sample)` : p.title}>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            {p.title}
            {p.sample && (
              <Badge className="ml-2 bg-amber-100 align-middle text-amber-900" title="An example posting, not a real opening">
                Sample
              </Badge>
            )}
          </p>
          <p className="text-sm text-slate-600">{[p.facility, p.employer, [p.city, p.provinceState].filter(Boolean).join(", ")].filter(Boolean).join(" · ")}</p>
        </div>
        {p.payRate !== null && <span className="text-sm font-medium tabular-nums">{formatMoney(p.payRate)}/hr</span>}
      </div>
      {p.description && <p className="mt-2 text-sm whitespace-pre-wrap text-slate-700">{p.description}</p>}
      {p.postedOn && <p className="mt-2 text-xs text-slate-600">Posted {formatShortDate(p.postedOn)}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        {p.url && (
          <Button asChild variant="outline" size="sm">
            <a href={p.url} target="_blank" rel="noopener noreferrer" aria-label={`Open posting: ${p.title} (opens in a new tab)`}>
              <ExternalLink aria-hidden /> Open posting
            </a>
          </Button>
        )}
        <Button variant="outline" size="sm" aria-pressed={p.saved} aria-label={`Save ${p.title}`} onClick={toggleSaved} disabled={save.isPending}>
          {p.saved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />} {p.saved ? "Saved" : "Save"}
        </Button>
        <Button variant="outline" size="sm" aria-label={`Add ${p.title} as a contract`} onClick={onAddAsContract}>
          <FilePlus2 aria-hidden /> Add as contract
        </Button>
      </div>
    </li>
  );
}
