import { z } from "zod";
import { addDays, todayIn } from "@core/calendar-dates";
import { isKnownTimeZone } from "@core/time-zones";
import {
  applyShiftBody,
  appliedShiftSchema,
  batchBody,
  calendarFeedSchema,
  calendarQuery,
  calendarSchema,
  changeMadeSchema,
  dateParams,
  lastChangeSchema,
  undoBody,
  undoneSchema,
} from "@core/schemas/calendar";
import type { Api } from "../../http/api";
import { inputErrorAnswers, invalidInputAnswer, notFoundAnswer, signedOutAnswer } from "../../http/error-answers";
import { EncodedText, jsonTextAnswer, textAnswer } from "../../http/compression";
import { notFound } from "../../http/errors";
import { buildIcsFeed } from "./ics-feed";
import { applyShift, calendarRange, changeDays, clearDay, shiftsFrom, timeOffFrom } from "./repository";
import { holidaysOfHerArea } from "../../holidays/holiday-areas";
import { lastChange, undoChange } from "./changes-repository";
import { certificationExpiries, feedOwner, hasFeed, regenerateFeedToken } from "./feed-repository";
import { cachedProfileFacts } from "../../db/user-time-zone";
import type { Services } from "../../services";

const tag = "calendar";

/** A zone the runtime knows (a profile written before validation could hold anything): else UTC. */
const knownZone = (zone: string) => (isKnownTimeZone(zone) ? zone : "UTC");

/** What a day's version is (src/core/seen-versions.ts dayVersion), for the document. */
const DAY_VERSION = 'what the day holds: "shift:<shiftTypeId>" or "off:<kind>" (If-None-Match: * for an empty day)';

/** Past shifts kept in the subscription feed. */
const FEED_PAST_DAYS = 366;
/** Public holidays in the feed from FEED_PAST_DAYS back to this many days ahead. */
const FEED_HOLIDAY_DAYS = 366;

export function registerCalendarRoutes(api: Api, { db, config, userData }: Services) {
  api.get(
    "/api/calendar",
    {
      summary: "The shifts and note counts of a range of days (a month grid), in one request",
      tag,
      reach: "own",
      query: calendarQuery,
      responses: { 200: { description: "Shifts per day, the shift types they use, note counts, today", schema: calendarSchema }, ...inputErrorAnswers },
    },
    async (c, { user, query }) => {
      c.header("Cache-Control", "private, no-cache");
      // The month as stored, serialised once and served from memory until one of its rows
      // changes (src/server/cache/user-data-cache.ts); "today" is put in front of it, and
      // the answer of each day is compressed once.
      const month = await userData.getOrLoad(user.id, `calendar|${query.from}|${query.to}`, async () => {
        const range = await calendarRange(db, user.id, query.from, query.to);
        return {
          timeZone: range.timeZone,
          json: JSON.stringify(range),
          answer: undefined as { today: string; text: EncodedText<typeof range & { today: string }> } | undefined,
        };
      });
      const today = todayIn(knownZone(month.timeZone));
      if (month.answer?.today !== today) month.answer = { today, text: new EncodedText(`{"today":${JSON.stringify(today)},${month.json.slice(1)}`) };
      return jsonTextAnswer(c, month.answer.text);
    },
  );

  api.put(
    "/api/calendar/:date",
    {
      summary:
        "Apply a shift type to a day (with its flags: charge, float to a unit…; left out, the day keeps its flags) or mark it as time off, replacing what was there; one undoable change",
      tag,
      reach: "own",
      params: dateParams,
      body: applyShiftBody,
      conditional: DAY_VERSION,
      example: { shiftTypeId: "0b4f8a0e-2d8c-4c1e-9a57-3f1d2b6c7e90", flags: ["charge", "float"], floatTo: "4 West" },
      responses: {
        200: { description: "Applied: the day as it is now, with the change's id for undo", schema: appliedShiftSchema },
        ...inputErrorAnswers,
        404: { description: "No such shift type of yours; nothing changed" },
      },
    },
    async (c, { user, params, body, seen }) =>
      c.json(
        await applyShift(
          db,
          user.id,
          params.date,
          { shiftTypeId: body.timeOff ? null : (body.shiftTypeId ?? null), flags: body.flags, floatTo: body.floatTo, timeOff: body.timeOff ?? null },
          seen,
        ),
        200,
      ),
  );

  api.delete(
    "/api/calendar/:date",
    {
      summary: "Take the applied shift (or the time off) off a day",
      tag,
      reach: "own",
      params: dateParams,
      conditional: DAY_VERSION,
      responses: { 204: { description: "Removed" }, ...inputErrorAnswers, 404: { description: "There was no shift applied on that day" } },
    },
    async (c, { user, params, seen }) => {
      await clearDay(db, user.id, params.date, seen);
      return c.body(null, 204);
    },
  );

  api.post(
    "/api/calendar/batch",
    {
      summary:
        "Apply one shift type to many days (each keeps its flags), mark them as time off (timeOff), or clear them (shiftTypeId null), as one undoable change",
      tag,
      reach: "own",
      body: batchBody,
      example: { dates: ["2026-12-01", "2026-12-02", "2026-12-03"], shiftTypeId: "0b4f8a0e-2d8c-4c1e-9a57-3f1d2b6c7e90" },
      responses: {
        200: { description: "The days that changed, with the change's id for undo", schema: changeMadeSchema },
        ...inputErrorAnswers,
        ...notFoundAnswer("No such shift type of yours; nothing changed"),
      },
    },
    async (c, { user, body }) =>
      c.json(await changeDays(db, user.id, "batch", body.dates, { shiftTypeId: body.timeOff ? null : body.shiftTypeId, timeOff: body.timeOff ?? null }), 200),
  );

  api.get(
    "/api/calendar/undo",
    {
      summary: "Her latest calendar change not undone yet (what the Undo button undoes)",
      tag,
      reach: "own",
      responses: { 200: { description: "The latest change, or null", schema: lastChangeSchema }, ...signedOutAnswer },
    },
    async (c, { user }) => c.json({ last: await lastChange(db, user.id) }, 200),
  );

  api.post(
    "/api/calendar/undo",
    {
      summary: "Undo a calendar change (a tap, a clear, a batch, a rotation's): every day goes back to what it held, notes untouched",
      tag,
      reach: "own",
      body: undoBody,
      example: { id: "6a1f0c2e-8b1d-4c55-9f0e-2b7d3c9a1e44" },
      responses: {
        200: { description: "Undone; the days put back", schema: undoneSchema },
        ...inputErrorAnswers,
        ...notFoundAnswer("No such change of hers to undo (already undone, too old, or none)"),
      },
    },
    async (c, { user, body }) => c.json(await undoChange(db, user.id, body.id), 200),
  );

  api.get(
    "/api/calendar/subscription",
    {
      summary: "Whether my calendar subscription is on (its address is shown only when made: the server keeps only its hash)",
      tag,
      reach: "own",
      responses: { 200: { description: "On or off; url is always null here", schema: calendarFeedSchema }, ...signedOutAnswer },
    },
    async (c, { user }) => c.json({ active: await hasFeed(db, user.id), url: null }, 200),
  );

  api.post(
    "/api/calendar/subscription",
    {
      summary: "Turn the subscription on, or make a new address (the old one stops working)",
      tag,
      reach: "own",
      responses: { 200: { description: "The new feed address", schema: calendarFeedSchema }, ...signedOutAnswer },
    },
    async (c, { user }) => c.json({ active: true, url: `${config.baseUrl}/api/calendar.ics?token=${await regenerateFeedToken(db, user.id)}` }, 200),
  );

  api.get(
    "/api/calendar.ics",
    {
      summary:
        "Subscription feed (iCalendar) of a nurse's shifts (with their flags), and as all-day events her time off, her certification expiries and her area's public holidays; the secret token is the only key",
      tag,
      reach: "public",
      query: z.object({
        token: z.string("The link is missing its token").min(20, "This calendar link is not valid").max(200, "This calendar link is not valid"),
      }),
      responses: {
        200: { description: "iCalendar feed", contentType: "text/calendar" },
        ...invalidInputAnswer,
        404: { description: "No feed has this token (never made, or regenerated since)" },
      },
    },
    async (c, { query }) => {
      const userId = await feedOwner(db, query.token);
      if (!userId) throw notFound("This calendar link");
      const facts = await cachedProfileFacts(db, userData, userId);
      const timeZone = knownZone(facts.timeZone);
      const from = addDays(todayIn(timeZone), -FEED_PAST_DAYS);
      const [shifts, expiries, timeOff] = await Promise.all([
        shiftsFrom(db, userId, from),
        certificationExpiries(db, userId, from),
        timeOffFrom(db, userId, from),
      ]);
      // Her area's public holidays a year either side of today (decision 053).
      const holidays = await holidaysOfHerArea({ ...facts, timeZone }, from, addDays(todayIn(timeZone), FEED_HOLIDAY_DAYS));
      const body = buildIcsFeed({ shifts, expiries, timeOff, holidays, timeZone, domain: new URL(config.baseUrl).hostname });
      return textAnswer(c, body, "text/calendar; charset=utf-8", 200, {
        "Content-Disposition": 'inline; filename="nursevitals-shifts.ics"',
        "Cache-Control": "private, max-age=300",
      });
    },
  );
}
