import { composeNote } from "@core/note-content";
import { idParams } from "@core/schemas/common";
import { createNoteBody, noteListSchema, noteSchema, notesQuery } from "@core/schemas/notes";
import { z } from "zod";
import { calendarNotes, shiftTypes } from "../../db/schema";
import { userScope } from "../../db/user-scope";
import type { Api } from "../../http/api";
import { inputErrorAnswers } from "../../http/error-answers";
import { badRequest } from "../../http/errors";
import { getNote, listNotes, shiftIsOnDay } from "./repository";
import type { Services } from "../../services";

const tag = "notes";

export function registerNoteRoutes(api: Api, { db }: Services) {
  api.get(
    "/api/notes",
    {
      summary: "My notes from/to (inclusive), searched by `q` over title and text; newest date first",
      tag,
      reach: "own",
      query: notesQuery,
      responses: { 200: { description: "The notes", schema: noteListSchema }, ...inputErrorAnswers },
    },
    async (c, { user, query }) => c.json({ notes: await listNotes(db, user.id, query) }, 200),
  );

  api.post(
    "/api/notes",
    {
      summary: "Add a note to a day (with a title: stored as title, blank line, text)",
      tag,
      reach: "own",
      body: createNoteBody,
      example: { date: "2026-11-22", title: "Handover", text: "Bed 4 needs a new IV line at 10:00." },
      responses: {
        201: { description: "Added", schema: noteSchema },
        ...inputErrorAnswers,
        404: { description: "The linked shift is not one of yours" },
      },
    },
    async (c, { user, body }) => {
      const scope = userScope(db, user.id);
      if (body.shiftTypeId) {
        // The link is to one of that day's shifts (docs/product/calendar.md, Day panel).
        await scope.get(shiftTypes, body.shiftTypeId, "Shift");
        if (!(await shiftIsOnDay(db, user.id, body.shiftTypeId, body.date))) {
          throw badRequest("That shift is not on this day.", { shiftTypeId: "That shift is not on this day." });
        }
      }
      const note = body.title === undefined ? body.text.trim() : composeNote(body.title, body.text);
      const row = await scope.insert(calendarNotes, { date: body.date, note, shiftTypeId: body.shiftTypeId ?? null });
      return c.json(await getNote(db, user.id, row.id), 201);
    },
  );

  api.delete(
    "/api/notes/:id",
    {
      summary: "Delete one of my notes",
      tag,
      reach: "own",
      params: idParams,
      responses: { 200: { description: "Deleted", schema: z.object({ id: z.string() }) }, ...inputErrorAnswers, 404: { description: "No such note of yours" } },
    },
    async (c, { user, params }) => {
      await userScope(db, user.id).remove(calendarNotes, params.id, "Note");
      return c.json({ id: params.id }, 200);
    },
  );
}
