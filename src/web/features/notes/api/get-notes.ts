import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Note } from "@core/schemas/notes";
import { call, client } from "@web/lib/api/client";
import { noteKeys } from "@web/lib/api/query-keys";
import { browserOffline } from "@web/lib/offline";

export interface NotesParams {
  from?: string;
  to?: string;
  q?: string;
}

export async function getNotes(params: NotesParams, signal?: AbortSignal): Promise<Note[]> {
  const query = { from: params.from || undefined, to: params.to || undefined, q: params.q || undefined };
  return (await call(client.GET("/api/notes", { params: { query }, signal }))).notes;
}

export const notesQueryOptions = (params: NotesParams) => queryOptions({ queryKey: noteKeys.list(params), queryFn: ({ signal }) => getNotes(params, signal) });

/**
 * Notes of a range (a day, a month) or matching a search, newest date first. `knownEmpty`: the
 * caller knows there are none (the month's note count says 0) — offline, a day she never opened
 * then shows "No notes" and takes a new one, rather than waiting for the network (decision 051).
 */
export function useNotes(params: NotesParams, { keepPrevious = false, enabled = true, knownEmpty = false } = {}) {
  return useQuery({
    ...notesQueryOptions(params),
    enabled,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(knownEmpty && browserOffline() ? { initialData: [], initialDataUpdatedAt: 0 } : {}),
  });
}
