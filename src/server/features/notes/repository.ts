import { desc, eq, gte, inArray, like, lte, sql } from "drizzle-orm";
import { splitNote } from "@core/note-content";
import type { Note } from "@core/schemas/notes";
import type { Database } from "../../db/client";
import { calendarNotes, calendarShifts, shiftTypes } from "../../db/schema";
import { userScope, ownedBy } from "../../db/user-scope";

/** At most this many notes in one answer (a month, or a search). */
export const NOTES_LIMIT = 1000;

type Row = { note: typeof calendarNotes.$inferSelect; shiftName: string | null };

export function toNote({ note, shiftName }: Row): Note {
  const { title, body } = splitNote(note.note);
  return {
    id: note.id,
    date: note.date,
    text: note.note,
    title,
    body,
    shiftTypeId: note.shiftTypeId,
    shiftName,
    createdAt: note.createdAt.toISOString(),
  };
}

/** `%`, `_` and `\` typed by the nurse are searched for as themselves. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** My notes from/to (inclusive), matching `q` in title or text, newest date first. */
export async function listNotes(db: Database, userId: string, { from, to, q }: { from?: string; to?: string; q?: string }): Promise<Note[]> {
  const notes = await db
    .select()
    .from(calendarNotes)
    .where(
      userScope(db, userId).mine(
        calendarNotes,
        from ? gte(calendarNotes.date, from) : undefined,
        to ? lte(calendarNotes.date, to) : undefined,
        // Folded by the database, as the stored column is (the same lower() on both sides).
        q ? like(calendarNotes.noteSearch, sql`lower(${`%${likeEscape(q)}%`})`) : undefined,
      ),
    )
    .orderBy(desc(calendarNotes.date), desc(calendarNotes.createdAt))
    .limit(NOTES_LIMIT);
  // The shift names in a second, tiny query: joined in the first, the planner (which cannot
  // guess how many notes a search matches) scanned every shift type once per note found.
  const typeIds = [...new Set(notes.flatMap((note) => (note.shiftTypeId ? [note.shiftTypeId] : [])))];
  const names = typeIds.length
    ? new Map(
        (
          await db
            .select({ id: shiftTypes.id, name: shiftTypes.name })
            .from(shiftTypes)
            .where(ownedBy(shiftTypes, userId, inArray(shiftTypes.id, typeIds)))
        ).map((t) => [t.id, t.name]),
      )
    : new Map<string, string>();
  return notes.map((note) => toNote({ note, shiftName: note.shiftTypeId ? (names.get(note.shiftTypeId) ?? null) : null }));
}

export async function getNote(db: Database, userId: string, id: string): Promise<Note> {
  const note = await userScope(db, userId).get(calendarNotes, id, "Note");
  const [shift] = note.shiftTypeId
    ? await db
        .select({ name: shiftTypes.name })
        .from(shiftTypes)
        .where(ownedBy(shiftTypes, userId, eq(shiftTypes.id, note.shiftTypeId)))
    : [];
  return toNote({ note, shiftName: shift?.name ?? null });
}

/** Is this shift type on this day (applied there, or dated that day)? */
export async function shiftIsOnDay(db: Database, userId: string, shiftTypeId: string, date: string): Promise<boolean> {
  const rows = await db
    .select({ id: shiftTypes.id })
    .from(shiftTypes)
    .where(
      ownedBy(
        shiftTypes,
        userId,
        eq(shiftTypes.id, shiftTypeId),
        sql`(${shiftTypes.date} = ${date} or exists (select 1 from ${calendarShifts} where ${calendarShifts.userId} = ${userId} and ${calendarShifts.date} = ${date} and ${calendarShifts.shiftTypeId} = ${shiftTypes.id}))`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
