import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { isValidMonth, monthRange, monthTitle } from "@core/calendar-dates";
import type { Note } from "@core/schemas/notes";
import { PageHeader } from "@web/components/layout/page-header";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { usePageMeta } from "@web/lib/page-meta";
import { useNotes } from "./api/get-notes";
import { DeleteNoteDialog } from "./components/delete-note-dialog";
import { LoadErrorAlert } from "@web/components/load-error-alert";
import { MonthPicker } from "@web/components/shifts/month-picker";
import { NoteText } from "./components/note-text";
import { useFormats } from "@web/lib/hooks/use-formats";
import { useDebouncedValue } from "@web/lib/hooks/use-debounced-value";
import { useNurseToday } from "@web/lib/hooks/use-nurse-today";
import { SearchInput } from "@web/components/ui/search-input";

const SEARCH_DELAY_MS = 250;

function groupByDate(notes: Note[]): [string, Note[]][] {
  const groups = new Map<string, Note[]>();
  for (const note of notes) groups.set(note.date, [...(groups.get(note.date) ?? []), note]);
  return [...groups.entries()];
}

/** /notes: a month's notes grouped by day (newest first), or a search over all of them. */
export default function NotesPage() {
  const { formatLongDate } = useFormats();
  usePageMeta({ title: "Notes", description: "Your notes, day by day: search them, add and delete." });
  const [params, setParams] = useSearchParams();
  const requested = params.get("month") ?? "";
  const thisMonth = useNurseToday().slice(0, 7);
  const month = isValidMonth(requested) ? requested : thisMonth;
  const [query, setQuery] = useState("");
  // One request when the nurse pauses typing, not one per key.
  const q = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const { from, to } = monthRange(month);
  const notes = useNotes(q ? { q } : { from, to }, { keepPrevious: true });
  const [deleting, setDeleting] = useState<Note | undefined>();

  const setMonth = (m: string) =>
    setParams(
      (p) => {
        p.set("month", m);
        return p;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-6">
      <PageHeader
        title="Notes"
        description="What you want to remember about your days and shifts."
        actions={
          <Button asChild>
            <Link to={`/notes/add${month === thisMonth ? "" : `?date=${from}`}`}>
              <Plus aria-hidden /> Add Note
            </Link>
          </Button>
        }
      />
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <MonthPicker month={month} onChange={setMonth} />
        <SearchInput
          id="notes-search"
          label="Search notes"
          value={query}
          onValueChange={setQuery}
          placeholder="Search all notes"
          maxLength={100}
          className="flex-1"
        />
      </div>

      {q && <p className="mb-3 text-sm text-slate-600">Notes from every month that mention “{q}”.</p>}

      {notes.isPending ? (
        <Spinner label="Loading notes…" className="py-16" />
      ) : notes.isError ? (
        <LoadErrorAlert what="Could not load your notes" query={notes} />
      ) : notes.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
          {q ? `No notes match “${q}”.` : `No notes in ${monthTitle(month)}.`}
        </div>
      ) : (
        <div className="space-y-6" aria-busy={notes.isPlaceholderData}>
          {groupByDate(notes.data).map(([date, list]) => (
            <section key={date} aria-labelledby={`notes-${date}`}>
              <h2 id={`notes-${date}`} className="mb-2 text-sm font-semibold text-slate-700">
                {formatLongDate(date)}
              </h2>
              <ul className="space-y-2">
                {list.map((note) => (
                  <li key={note.id} className="flex items-start gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                    <NoteText note={note} roomy />
                    <Button variant="ghost" size="icon" aria-label={`Delete note: ${note.title}`} onClick={() => setDeleting(note)}>
                      <Trash2 aria-hidden />
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <DeleteNoteDialog note={deleting} onOpenChange={(open) => !open && setDeleting(undefined)} />
    </div>
  );
}
