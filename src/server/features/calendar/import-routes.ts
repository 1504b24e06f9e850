import { isRealDate, todayIn } from "@core/calendar-dates";
import { proposalsFrom, readSchedule, type ScheduleEntry } from "@core/schedule-import";
import { changeMadeSchema, importApplyBody, scheduleImportSchema, type ScheduleImport } from "@core/schemas/calendar";
import { isKnownTimeZone } from "@core/time-zones";
import { userTimeZone } from "../../db/user-time-zone";
import type { Api } from "../../http/api";
import { inputErrorAnswers, notFoundAnswer } from "../../http/error-answers";
import { decodable } from "../../image-text/decodable";
import type { ReaderMessages } from "../../image-text/image-reader";
import { CARD_PHOTO_MAX_BYTES, CARD_PHOTO_TYPES, toCardJpeg } from "../../image-text/photo";
import { imageReader } from "../../image-text/reader-instance";
import { askVisionModel } from "../../image-text/vision-model";
import { fileRules } from "../../rate-limit";
import type { Services } from "../../services";
import { changeEachDay, libraryShifts } from "./repository";

const tag = "calendar";

export const scheduleMessages = {
  missing: "Please choose a photo or screenshot of your schedule.",
  notImage: "Please choose an image (JPEG, PNG, WebP or HEIC) of your schedule.",
  tooLarge: "The image must be smaller than 20 MB.",
} as const;

/** What she is told when her schedule's photo could not be read (the card reader's reasons, in a schedule's words). */
export const scheduleReaderMessages: ReaderMessages = {
  busy: "Reading schedules is busy right now. Please try again in a minute.",
  timeout: "Reading the schedule took too long. Try a sharper photo, or a screenshot.",
  failed: "The schedule could not be read. Try a sharper photo, or a screenshot.",
};

/** The photo in the multipart field "file", checked by its first bytes (415) and its size (413) while it streams; nothing is kept. */
const scheduleUpload = {
  field: "file",
  maxBytes: CARD_PHOTO_MAX_BYTES,
  accept: [...CARD_PHOTO_TYPES],
  messages: { tooLarge: () => scheduleMessages.tooLarge, invalidType: () => scheduleMessages.notImage, missing: scheduleMessages.missing },
};

const modelPrompt = (
  nurseName: string,
  today: string,
) => `This is a photo or screenshot of a nurse's work schedule (a list of days, or a month grid with one row per nurse).
The nurse is "${nurseName}"; today is ${today}. Read only her shifts (in a grid: her row, each code under its day number).
Reply with JSON only: {"shifts": [{"date": "YYYY-MM-DD" (a month without a year is the one nearest today), "start": "HH:MM" 24-hour or null, "end": "HH:MM" or null, "code": the code or name written for the shift (e.g. "D", "N", "Day") or null}]}.
Leave out days off (OFF, V, X, blank).`;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The model's shifts as entries, each field checked like any input. */
function modelEntries(raw: Record<string, unknown>): ScheduleEntry[] {
  const shifts = Array.isArray(raw.shifts) ? (raw.shifts as unknown[]).slice(0, 62) : [];
  const entries: ScheduleEntry[] = [];
  for (const s of shifts) {
    if (!s || typeof s !== "object") continue;
    const { date, start, end, code } = s as Record<string, unknown>;
    if (typeof date !== "string" || !isRealDate(date)) continue;
    const times = typeof start === "string" && typeof end === "string" && HHMM.test(start) && HHMM.test(end) && start !== end ? { start, end } : {};
    entries.push({ date, ...times, ...(typeof code === "string" && code.trim() ? { code: code.trim().slice(0, 50) } : {}) });
  }
  return entries;
}

/** Her unit's schedule read from a photo, and the reviewed days applied as one undoable change (decision 055). */
export function registerScheduleImportRoutes(api: Api, services: Services) {
  const { db } = services;

  api.post(
    "/api/calendar/import",
    {
      summary:
        'Read her posted schedule from a photo or screenshot (multipart field "file"): a list of days or a month grid with her row (found by her name). Answers one proposal per day, matched to her shift library by times and names (shiftTypeId null: a new shift type is proposed). Read on this server (OCR, in her turn, with AI Read\'s limits) or by the configured model; nothing is stored',
      tag,
      reach: "own",
      limits: [fileRules.aiReadUser],
      upload: scheduleUpload,
      responses: {
        200: { description: "The proposals, for her to review (none when nothing was found)", schema: scheduleImportSchema },
        ...inputErrorAnswers,
        413: { description: "Larger than 20 MB, or too many pixels" },
        415: { description: "Not a JPEG, PNG, WebP or HEIC image" },
        422: { description: "The OCR engine failed on this image" },
        503: { description: "Reading is busy (Retry-After) or took too long" },
      },
    },
    async (c, { user, upload }) => {
      const bytes = await upload.bytes();
      const zone = await userTimeZone(db, user.id);
      const today = todayIn(isKnownTimeZone(zone) ? zone : "UTC");
      const library = await libraryShifts(db, user.id);
      const nurseName = user.name || user.email.split("@")[0]!;
      let answer: ScheduleImport | undefined;
      if (services.config.llm) {
        try {
          const raw = await askVisionModel(services.config.llm, await toCardJpeg(await decodable(user.id, bytes), 2000, 88), modelPrompt(nurseName, today));
          const proposals = proposalsFrom(modelEntries(raw), library);
          answer = { proposals, layout: proposals.length ? "list" : "none", source: "llm" };
        } catch (error) {
          // Read here instead: she still gets her proposals.
          services.logger.warn(`Schedule photo: the model service failed (${(error as Error).message}); reading it on this server`);
        }
      }
      if (!answer) {
        const read = await imageReader().readLayout(bytes, user.id, scheduleReaderMessages);
        answer = { ...readSchedule(read, { today, library, nurseName }), source: "ocr" };
      }
      c.header("Cache-Control", "private, no-store");
      return c.json(answer, 200);
    },
  );

  api.post(
    "/api/calendar/import/apply",
    {
      summary: "Apply the reviewed days of a schedule's photo, each with its shift type, as ONE undoable change (undone by POST /api/calendar/undo)",
      tag,
      reach: "own",
      body: importApplyBody,
      example: {
        days: [
          { date: "2026-12-01", shiftTypeId: "0b4f8a0e-2d8c-4c1e-9a57-3f1d2b6c7e90" },
          { date: "2026-12-02", shiftTypeId: "7c2e1d4a-5b3f-4e8a-9c6d-1f2e3a4b5c6d" },
        ],
      },
      responses: {
        200: { description: "The days that changed, with the change's id for undo", schema: changeMadeSchema },
        ...inputErrorAnswers,
        ...notFoundAnswer("No such shift type of yours; nothing changed"),
      },
    },
    async (c, { user, body }) => c.json(await changeEachDay(db, user.id, body.days), 200),
  );
}
