import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Note } from "@core/schemas/notes";
import { call, client } from "@web/lib/api-client";
import { noteKeys } from "@web/lib/query-keys";

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

/** Notes of a range (a day, a month) or matching a search, newest date first. */
export function useNotes(params: NotesParams, { keepPrevious = false, enabled = true } = {}) {
  return useQuery({ ...notesQueryOptions(params), enabled, ...(keepPrevious ? { placeholderData: keepPreviousData } : {}) });
}
