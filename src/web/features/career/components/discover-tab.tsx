import { ExternalLink, Search } from "lucide-react";
import { useState } from "react";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { LoadErrorAlert } from "@web/components/load-error-alert";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useFormats } from "@web/lib/use-formats";
import { useJobBoard } from "../api/job-board";

/** Discover tab: the job board when it has postings; otherwise the spec's coming-soon text. */
export function DiscoverTab() {
  const [query, setQuery] = useState("");
  const q = useDebouncedValue(query.trim(), 250);
  const board = useJobBoard(q);
  const { formatMoney, formatShortDate } = useFormats();
  if (board.isPending) return <Spinner label="Loading job postings…" className="py-10" />;
  if (board.isError) return <LoadErrorAlert what="Failed to load data" query={board} />;
  if (!q && board.data.length === 0) {
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
      <div className="relative">
        <Label htmlFor="job-board-search" className="sr-only">
          Search job postings
        </Label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
        <Input
          id="job-board-search"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search by title, facility or city"
          className="pl-9"
          maxLength={200}
        />
      </div>
      {board.data.length === 0 ? (
        <p className="text-sm text-slate-600">No postings match “{q}”.</p>
      ) : (
        <ul className="space-y-3" aria-busy={board.isPlaceholderData}>
          {board.data.map((p) => (
            <li key={p.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex items-start gap-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{p.title}</p>
                  <p className="text-sm text-slate-600">
                    {[p.facility, p.employer, [p.city, p.provinceState].filter(Boolean).join(", ")].filter(Boolean).join(" · ")}
                  </p>
                </div>
                {p.payRate !== null && <span className="text-sm font-medium tabular-nums">{formatMoney(p.payRate)}/hr</span>}
              </div>
              {p.description && <p className="mt-2 text-sm whitespace-pre-wrap text-slate-700">{p.description}</p>}
              <div className="mt-2 flex items-center justify-between text-xs text-slate-500">
                <span>{p.postedOn ? `Posted ${formatShortDate(p.postedOn)}` : ""}</span>
                {p.url && (
                  <a
                    href={p.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                  >
                    View posting <ExternalLink className="size-3" aria-hidden />
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
