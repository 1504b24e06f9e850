import { z } from "zod";
import { addDays, todayIn } from "@core/calendar-dates";
import { isKnownTimeZone } from "@core/time-zones";
import { applyShiftBody, appliedShiftSchema, calendarFeedSchema, calendarQuery, calendarSchema, dateParams } from "@core/schemas/calendar";
import type { Api } from "../../http/api";
import { EncodedText, textAnswer } from "../../http/compression";
import { notFound } from "../../http/errors";
import { buildIcsFeed } from "./ics-feed";
import { applyShift, calendarRange, clearDay, shiftsFrom } from "./repository";
import { certificationExpiries, feedOwner, hasFeed, regenerateFeedToken } from "./feed-repository";
import { userTimeZone } from "../../db/user-time-zone";
import type { Services } from "../../services";

const tag = "calendar";
const errors = {
  400: { description: "Invalid input: `error.fields` has a message per field" },
  401: { description: "Not signed in" },
};

/** A zone the runtime knows (a profile written before validation could hold anything): else UTC. */
const knownZone = (zone: string) => (isKnownTimeZone(zone) ? zone : "UTC");

/** Past shifts kept in the subscription feed. */
const FEED_PAST_DAYS = 366;

export function registerCalendarRoutes(api: Api, { db, config, userData }: Services) {
  api.get(
    "/api/calendar",
    {
      summary: "The shifts and note counts of a range of days (a month grid), in one request",
      tag,
      reach: "own",
      query: calendarQuery,
      responses: { 200: { description: "Shifts per day, the shift types they use, note counts, today", schema: calendarSchema }, ...errors },
    },
    async (c, { user, query }) => {
      c.header("Cache-Control", "private, no-cache");
      // The month as stored, serialised once and served from memory until one of its rows
      // changes (src/server/cache/user-data-cache.ts); "today" is put in front of it, and
      // the answer of each day is compressed once.
      const month = await userData.getOrLoad(user.id, `calendar|${query.from}|${query.to}`, async () => {
        const range = await calendarRange(db, user.id, query.from, query.to);
        return { timeZone: range.timeZone, json: JSON.stringify(range), answer: undefined as { today: string; text: EncodedText } | undefined };
      });
      const today = todayIn(knownZone(month.timeZone));
      if (month.answer?.today !== today) month.answer = { today, text: new EncodedText(`{"today":${JSON.stringify(today)},${month.json.slice(1)}`) };
      return textAnswer(c, month.answer.text, "application/json");
    },
  );

  api.put(
    "/api/calendar/:date",
    {
      summary: "Apply a shift type to a day, replacing the one that was there",
      tag,
      reach: "own",
      params: dateParams,
      body: applyShiftBody,
      example: { shiftTypeId: "0b4f8a0e-2d8c-4c1e-9a57-3f1d2b6c7e90" },
      responses: {
        200: { description: "Applied", schema: appliedShiftSchema },
        ...errors,
        404: { description: "No such shift type of yours; nothing changed" },
      },
    },
    async (c, { user, params, body }) => c.json(await applyShift(db, user.id, params.date, body.shiftTypeId)),
  );

  api.delete(
    "/api/calendar/:date",
    {
      summary: "Take the applied shift off a day",
      tag,
      reach: "own",
      params: dateParams,
      responses: { 204: { description: "Removed" }, ...errors, 404: { description: "There was no shift applied on that day" } },
    },
    async (c, { user, params }) => {
      await clearDay(db, user.id, params.date);
      return c.body(null, 204);
    },
  );

  api.get(
    "/api/calendar/subscription",
    {
      summary: "Whether my calendar subscription is on (its address is shown only when made: the server keeps only its hash)",
      tag,
      reach: "own",
      responses: { 200: { description: "On or off; url is always null here", schema: calendarFeedSchema }, 401: errors[401] },
    },
    async (c, { user }) => c.json({ active: await hasFeed(db, user.id), url: null }),
  );

  api.post(
    "/api/calendar/subscription",
    {
      summary: "Turn the subscription on, or make a new address (the old one stops working)",
      tag,
      reach: "own",
      responses: { 200: { description: "The new feed address", schema: calendarFeedSchema }, 401: errors[401] },
    },
    async (c, { user }) => c.json({ active: true, url: `${config.baseUrl}/api/calendar.ics?token=${await regenerateFeedToken(db, user.id)}` }),
  );

  api.get(
    "/api/calendar.ics",
    {
      summary: "Subscription feed (iCalendar) of a nurse's shifts and certification expiries (all-day events); the secret token is the only key",
      tag,
      reach: "public",
      query: z.object({
        token: z.string("The link is missing its token").min(20, "This calendar link is not valid").max(200, "This calendar link is not valid"),
      }),
      responses: {
        200: { description: "iCalendar feed", contentType: "text/calendar" },
        400: errors[400],
        404: { description: "No feed has this token (never made, or regenerated since)" },
      },
    },
    async (c, { query }) => {
      const userId = await feedOwner(db, query.token);
      if (!userId) throw notFound("This calendar link");
      const timeZone = knownZone(await userTimeZone(db, userId));
      const from = addDays(todayIn(timeZone), -FEED_PAST_DAYS);
      const [shifts, expiries] = await Promise.all([shiftsFrom(db, userId, from), certificationExpiries(db, userId, from)]);
      const body = buildIcsFeed({ shifts, expiries, timeZone, domain: new URL(config.baseUrl).hostname });
      return textAnswer(c, body, "text/calendar; charset=utf-8", 200, {
        "Content-Disposition": 'inline; filename="nursevitals-shifts.ics"',
        "Cache-Control": "private, max-age=300",
      });
    },
  );
}
