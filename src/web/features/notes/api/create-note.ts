import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CalendarMonth } from "@core/schemas/calendar";
import type { CreateNoteBody, Note } from "@core/schemas/notes";
import { call, client } from "@web/lib/api-client";
import { updateMonthsShowing } from "@web/lib/calendar-cache";
import { noteKeys } from "@web/lib/query-keys";

export function createNote(body: CreateNoteBody): Promise<Note> {
  return call(client.POST("/api/notes", { body }));
}

/** The day's note count on the calendar follows each added or deleted note (spec §4). */
export function changeNoteCount(month: CalendarMonth, date: string, by: number): CalendarMonth {
  const noteCounts = { ...month.noteCounts };
  const next = (noteCounts[date] ?? 0) + by;
  if (next > 0) noteCounts[date] = next;
  else delete noteCounts[date];
  return { ...month, noteCounts };
}

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    meta: { errorTitle: "Failed to add note" },
    onSuccess: (note) => {
      updateMonthsShowing(queryClient, note.date, (month) => changeNoteCount(month, note.date, 1));
      void queryClient.invalidateQueries({ queryKey: noteKeys.all });
    },
  });
}
