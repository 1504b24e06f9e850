import { useQueryClient } from "@tanstack/react-query";
import type { CalendarMonth } from "@core/schemas/calendar";
import type { CreateNoteBody, Note } from "@core/schemas/notes";
import { call, client } from "@web/lib/api/client";
import { sendOrQueue } from "@web/lib/api/outbox";
import { formatsFor } from "@web/lib/format";
import { composeNote, splitNote } from "@core/note-content";
import { updateMonthsShowing } from "@web/lib/api/calendar-cache";
import { idempotencyParams, useIdempotentMutation } from "@web/lib/api/idempotency";
import { noteKeys } from "@web/lib/api/query-keys";

export function createNote(body: CreateNoteBody, idempotencyKey?: string): Promise<Note> {
  return call(client.POST("/api/notes", { body, params: idempotencyParams(idempotencyKey) }));
}

/** The day's note count on the calendar follows each added or deleted note (docs/product/calendar.md, Notes). */
export function changeNoteCount(month: CalendarMonth, date: string, by: number): CalendarMonth {
  const noteCounts = { ...month.noteCounts };
  const next = (noteCounts[date] ?? 0) + by;
  if (next > 0) noteCounts[date] = next;
  else delete noteCounts[date];
  return { ...month, noteCounts };
}

/** The note as the screen shows it while it waits in her outbox: a local id until the server gives it one. */
export function noteMadeHere(body: CreateNoteBody, idempotencyKey: string, now = new Date()): Note {
  const stored = body.title === undefined ? body.text.trim() : composeNote(body.title, body.text);
  return {
    id: `local-${idempotencyKey}`,
    date: body.date,
    text: stored,
    ...splitNote(stored),
    shiftTypeId: body.shiftTypeId ?? null,
    shiftName: null,
    createdAt: now.toISOString(),
  };
}

/** Add a note, or with no network keep it in her outbox (decision 051). */
export function createNoteOrQueue(body: CreateNoteBody, idempotencyKey: string): Promise<Note> {
  const made = noteMadeHere(body, idempotencyKey);
  return sendOrQueue(
    {
      key: idempotencyKey,
      method: "POST",
      path: "/api/notes",
      body,
      record: `note:${made.id}`,
      label: `note on ${formatsFor().formatShortDate(body.date)}`,
    },
    (key) => createNote(body, key),
    () => made,
  );
}

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: createNoteOrQueue,
    meta: { errorTitle: "Failed to add note" },
    onSuccess: (note) => {
      updateMonthsShowing(queryClient, note.date, (month) => changeNoteCount(month, note.date, 1));
      // Shown at once in the lists that hold its day (with no network the lists cannot be read again).
      for (const query of queryClient.getQueryCache().findAll({ queryKey: noteKeys.all })) {
        const params = (query.queryKey[1] ?? {}) as Parameters<typeof noteKeys.list>[0];
        if (params.q || (params.from && note.date < params.from) || (params.to && note.date > params.to)) continue;
        queryClient.setQueryData<Note[]>(query.queryKey, (list) => (list && !list.some((n) => n.id === note.id) ? [...list, note] : list));
      }
      void queryClient.invalidateQueries({ queryKey: noteKeys.all });
    },
  });
}
