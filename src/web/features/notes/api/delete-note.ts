import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Note } from "@core/schemas/notes";
import { call, client } from "@web/lib/api-client";
import { updateMonthsShowing } from "@web/lib/calendar-cache";
import { changeNoteCount } from "./create-note";
import { noteKeys } from "@web/lib/query-keys";

export function deleteNote(id: string): Promise<{ id: string }> {
  return call(client.DELETE("/api/notes/{id}", { params: { path: { id } } }));
}

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: Note) => deleteNote(note.id),
    meta: { errorTitle: "Failed to delete note" },
    onSuccess: (_data, note) => {
      updateMonthsShowing(queryClient, note.date, (month) => changeNoteCount(month, note.date, -1));
      queryClient.setQueriesData<Note[]>({ queryKey: noteKeys.all }, (list) => list?.filter((n) => n.id !== note.id));
      void queryClient.invalidateQueries({ queryKey: noteKeys.all });
    },
  });
}
