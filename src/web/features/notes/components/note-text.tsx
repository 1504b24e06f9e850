import { Link2 } from "lucide-react";
import type { Note } from "@core/schemas/notes";

/** A note's title, text and linked shift: compact in the day panel, roomier on the Notes page. */
export function NoteText({ note, roomy = false }: { note: Note; roomy?: boolean }) {
  return (
    // A one-line note sits level with the delete button beside it rather than above its middle.
    <div className={note.body ? "min-w-0 flex-1" : "min-w-0 flex-1 self-center"}>
      <p className={note.body ? (roomy ? "font-semibold break-words" : "font-medium break-words") : "break-words"}>{note.title}</p>
      {note.body && <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-700">{note.body}</p>}
      {note.shiftName && (
        <p className={roomy ? "mt-2 inline-flex items-center gap-1 text-xs text-slate-600" : "mt-1 inline-flex items-center gap-1 text-xs text-slate-600"}>
          <Link2 className="size-3" aria-hidden /> {note.shiftName}
        </p>
      )}
    </div>
  );
}
