import { Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { SubmitButton } from "@web/components/form-buttons";
import { NOTE_TEXT_MAX } from "@core/note-content";
import type { CalendarShiftType } from "@core/schemas/calendar";
import type { Note } from "@core/schemas/notes";
import { Button } from "@web/components/ui/button";
import { FieldError } from "@web/components/ui/field-error";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { Textarea } from "@web/components/ui/textarea";
import { notifySuccess } from "@web/lib/notify";
import { useCreateNote } from "../api/create-note";
import { DeleteNoteDialog } from "./delete-note-dialog";
import { NoteText } from "./note-text";

/** A note of the calendar's day panel, with its delete button. */
export function NoteItem({ note }: { note: Note }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex items-start gap-2 rounded-lg border border-slate-200 bg-amber-50/40 p-3">
      <NoteText note={note} />
      <Button size="icon" variant="ghost" className="size-9" aria-label={`Delete note: ${note.title}`} onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden />
      </Button>
      <DeleteNoteDialog note={confirming ? note : undefined} onOpenChange={setConfirming} />
    </li>
  );
}

/** The day panel's Add Note form: the text, and optionally one of the day's shifts to link it to. */
export function AddNoteForm({ date, shifts }: { date: string; shifts: CalendarShiftType[] }) {
  const id = useId();
  const [text, setText] = useState("");
  const [shiftTypeId, setShiftTypeId] = useState("");
  const [error, setError] = useState<string | undefined>();
  const create = useCreateNote();
  const linkable = shifts.filter((s, i) => shifts.findIndex((x) => x.id === s.id) === i);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setError("Please enter the note text");
      return;
    }
    setError(undefined);
    create.mutate(
      { date, text, shiftTypeId: shiftTypeId || null },
      {
        onSuccess: () => {
          setText("");
          setShiftTypeId("");
          notifySuccess("Note added successfully");
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3 rounded-lg border border-slate-200 p-3">
      <div className="space-y-2">
        <Label htmlFor={`${id}-text`}>Add a note</Label>
        <Textarea
          id={`${id}-text`}
          value={text}
          maxLength={NOTE_TEXT_MAX}
          onChange={(e) => setText(e.target.value)}
          placeholder="Handover, reminders, how the day went…"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-20"
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      {linkable.length > 0 && (
        <div className="space-y-2">
          <Label htmlFor={`${id}-shift`}>Link to a shift (optional)</Label>
          <NativeSelect id={`${id}-shift`} value={shiftTypeId} onChange={(e) => setShiftTypeId(e.target.value)}>
            <option value="">No shift</option>
            {linkable.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <SubmitButton pending={create.isPending} pendingLabel="Adding…" className="w-full">
        Add Note
      </SubmitButton>
    </form>
  );
}
