import { z } from "zod";
import { isValidYmd } from "../calendar-dates";
import { NOTE_TEXT_MAX, NOTE_TITLE_MAX } from "../note-content";
import { calendarDate, entityId, multiLine, NOT_BLANK } from "./common";
import { controlCharactersMessage, hasControlCharacters } from "../control-characters";

const ALL_FIELDS = "Please fill in all fields: date, title, and note text";

/** The title is the stored note's first line (title, blank line, body), so it cannot hold a line break. */
const noteTitle = z
  .string("Title must be text")
  .max(NOTE_TITLE_MAX, `Title must be ${NOTE_TITLE_MAX} characters or less`)
  .refine((v) => !/[\r\n]/.test(v.trim()), "Title must be one line")
  .refine((v) => !hasControlCharacters(v.trim()), controlCharactersMessage("Title"))
  // The checks above read the title trimmed; the document shows the titles they take whole: no control character, not blank.
  .meta({ pattern: "^[^\\u0000-\\u001f\\u007f-\\u009f]*\\S[^\\u0000-\\u001f\\u007f-\\u009f]*$" });

const noteText = multiLine(
  z
    .string("Please enter the note text")
    .max(NOTE_TEXT_MAX, `Note text must be ${NOTE_TEXT_MAX} characters or less`)
    .regex(NOT_BLANK, "Please enter the note text"),
  "Note text",
);

/**
 * POST /api/notes. With a title (the Add Note screen) the note is stored as
 * title, blank line, text, and all three fields are required; without one it
 * is a day-panel note, optionally linked to one of that day's shifts.
 */
export const createNoteBody = z
  .object({
    date: calendarDate(),
    title: noteTitle.optional(),
    text: noteText,
    shiftTypeId: entityId("Shift").nullable().optional(),
  })
  .refine((b) => b.title === undefined || b.title.trim().length > 0, { message: ALL_FIELDS, path: ["title"] });

export const notesQuery = z
  .object({
    from: calendarDate("from must be a date").optional(),
    to: calendarDate("to must be a date").optional(),
    q: z.string().trim().max(100, "Search text must be 100 characters or less").optional(),
  })
  .refine((q) => !q.from || !q.to || !isValidYmd(q.from) || !isValidYmd(q.to) || q.from <= q.to, { message: "from must be on or before to", path: ["to"] });

export const noteSchema = z.object({
  id: z.string(),
  date: z.string(),
  /** The stored text (title, blank line, body for Add Note notes). */
  text: z.string(),
  title: z.string(),
  body: z.string(),
  shiftTypeId: z.string().nullable(),
  /** Name of the linked shift, when there is one. */
  shiftName: z.string().nullable(),
  createdAt: z.string(),
});

export const noteListSchema = z.object({ notes: z.array(noteSchema) });

export type Note = z.infer<typeof noteSchema>;
export type CreateNoteBody = z.input<typeof createNoteBody>;

/** The Add Note form (/notes/add): every field required, one message (docs/product/calendar.md, Notes). */
export const addNoteForm = z.object({
  date: z.string().trim().min(1, ALL_FIELDS).pipe(calendarDate()),
  title: z.string().trim().min(1, ALL_FIELDS).pipe(noteTitle),
  text: z.string().trim().min(1, ALL_FIELDS).max(NOTE_TEXT_MAX, `Note text must be ${NOTE_TEXT_MAX} characters or less`),
});
