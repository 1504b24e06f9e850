import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Note } from "@core/schemas/notes";
import { call, client } from "@web/lib/api/client";
import { idempotencyParams, newIdempotencyKey } from "@web/lib/api/idempotency";
import { sendOrQueue } from "@web/lib/api/outbox";
import { formatsFor } from "@web/lib/format";
import { updateMonthsShowing } from "@web/lib/api/calendar-cache";
import { changeNoteCount } from "./create-note";
import { noteKeys } from "@web/lib/api/query-keys";

export function deleteNote(id: string, idempotencyKey?: string): Promise<{ id: string }> {
  return call(client.DELETE("/api/notes/{id}", { params: { path: { id }, ...idempotencyParams(idempotencyKey) } }));
}

/** Delete a note, or with no network keep it in her outbox; a note made offline and not yet sent simply goes (decision 051). */
export function deleteNoteOrQueue(note: Note): Promise<{ id: string }> {
  return sendOrQueue(
    {
      key: newIdempotencyKey(),
      method: "DELETE",
      path: `/api/notes/${encodeURIComponent(note.id)}`,
      record: `note:${note.id}`,
      label: `deleting the note on ${formatsFor().formatShortDate(note.date)}`,
    },
    (key) => deleteNote(note.id, key),
    () => ({ id: note.id }),
  );
}

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNoteOrQueue,
    meta: { errorTitle: "Failed to delete note" },
    onSuccess: (_data, note) => {
      updateMonthsShowing(queryClient, note.date, (month) => changeNoteCount(month, note.date, -1));
      queryClient.setQueriesData<Note[]>({ queryKey: noteKeys.all }, (list) => list?.filter((n) => n.id !== note.id));
      void queryClient.invalidateQueries({ queryKey: noteKeys.all });
    },
  });
}
