import { Link2, Plus, Search, Trash2 } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { isValidMonth, monthRange, todayIn } from "@core/calendar-dates";
import type { Note } from "@core/schemas/notes";
import { PageHeader } from "@web/components/layout/page-header";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { usePageMeta } from "@web/lib/page-meta";
import { useDeleteNote } from "./api/delete-note";
import { useNotes } from "./api/get-notes";
import { MonthPicker } from "./components/month-picker";
import { formatLongDate, formatMonthTitle } from "./shift-format";

function groupByDate(notes: Note[]): [string, Note[]][] {
  const groups = new Map<string, Note[]>();
  for (const note of notes) groups.set(note.date, [...(groups.get(note.date) ?? []), note]);
  return [...groups.entries()];
}

/** /notes: a month's notes grouped by day (newest first), or a search over all of them. */
export default function NotesPage() {
  usePageMeta({ title: "Notes", description: "Your notes, day by day: search them, add and delete." });
  const [params, setParams] = useSearchParams();
  const requested = params.get("month") ?? "";
  const month = isValidMonth(requested) ? requested : todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone).slice(0, 7);
  const [query, setQuery] = useState("");
  const q = useDeferredValue(query.trim());
  const { from, to } = monthRange(month);
  const notes = useNotes(q ? { q } : { from, to }, { keepPrevious: true });
  const [deleting, setDeleting] = useState<Note | undefined>();
  const remove = useDeleteNote();

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
            <Link to={`/notes/add${month === todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone).slice(0, 7) ? "" : `?date=${from}`}`}>
              <Plus aria-hidden /> Add Note
            </Link>
          </Button>
        }
      />
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <MonthPicker month={month} onChange={setMonth} />
        <div className="relative flex-1">
          <Label htmlFor="notes-search" className="sr-only">
            Search notes
          </Label>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
          <Input id="notes-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search all notes" className="pl-9" maxLength={100} />
        </div>
      </div>

      {q && <p className="mb-3 text-sm text-slate-600">Notes from every month that mention “{q}”.</p>}

      {notes.isPending ? (
        <Spinner label="Loading notes…" className="py-16" />
      ) : notes.isError ? (
        <Alert>
          Could not load your notes. {errorMessage(notes.error)}{" "}
          <button type="button" className="font-medium underline" onClick={() => void notes.refetch()}>
            Try again
          </button>
        </Alert>
      ) : notes.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
          {q ? `No notes match “${q}”.` : `No notes in ${formatMonthTitle(month)}.`}
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
                    <div className="min-w-0 flex-1">
                      <p className={note.body ? "font-semibold break-words" : "break-words"}>{note.title}</p>
                      {note.body && <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-700">{note.body}</p>}
                      {note.shiftName && (
                        <p className="mt-2 inline-flex items-center gap-1 text-xs text-slate-600">
                          <Link2 className="size-3" aria-hidden /> {note.shiftName}
                        </p>
                      )}
                    </div>
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
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title="Delete note?"
        description="Are you sure you want to delete this note?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              setDeleting(undefined);
              notifySuccess("Note deleted successfully");
            },
            onError: (error) => notifyError("Failed to delete note", errorMessage(error)),
          })
        }
      />
    </div>
  );
}
