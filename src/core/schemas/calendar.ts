import { z } from "zod";
import { CALENDAR_MAX_DAYS, daysBetween, isValidYmd } from "../calendar-dates";
import { calendarDate, entityId } from "./common";
import { shiftTypeSchema } from "./shift-types";

export { CALENDAR_MAX_DAYS };

const bothDates = (q: { from: string; to: string }) => isValidYmd(q.from) && isValidYmd(q.to);

export const calendarQuery = z
  .object({
    from: calendarDate("from is required (yyyy-MM-dd)"),
    to: calendarDate("to is required (yyyy-MM-dd)"),
  })
  .refine((q) => !bothDates(q) || q.from <= q.to, { message: "from must be on or before to", path: ["to"] })
  .refine((q) => !bothDates(q) || q.from > q.to || daysBetween(q.from, q.to) < CALENDAR_MAX_DAYS, {
    message: `Ask for at most ${CALENDAR_MAX_DAYS} days at a time`,
    path: ["to"],
  });

export const dateParams = z.object({ date: calendarDate() });

export const applyShiftBody = z.object({ shiftTypeId: entityId("Shift") });

/** A shift type as the calendar shows it (chips, day panel, hours). */
export const calendarShiftTypeSchema = shiftTypeSchema.pick({
  id: true,
  name: true,
  nickname: true,
  icon: true,
  symbol: true,
  color: true,
  location: true,
  startTime: true,
  endTime: true,
  paidHours: true,
});

/**
 * A shift on a day: `applied` from the calendar (one per date, replaceable),
 * or `dated`, a library item that carries this date itself (a one-off shift).
 */
export const calendarShiftSchema = z.object({
  date: z.string(),
  shiftTypeId: z.string(),
  source: z.enum(["applied", "dated"]),
});

export const calendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Today in the nurse's time zone. */
  today: z.string(),
  timeZone: z.string(),
  shifts: z.array(calendarShiftSchema),
  /** The shift types the shifts above refer to. */
  shiftTypes: z.array(calendarShiftTypeSchema),
  /** Number of notes per date (dates without notes are left out). */
  noteCounts: z.record(z.string(), z.number()),
});

export const appliedShiftSchema = z.object({
  date: z.string(),
  shiftTypeId: z.string(),
  source: z.literal("applied"),
});

export type CalendarShiftType = z.infer<typeof calendarShiftTypeSchema>;
export type CalendarShift = z.infer<typeof calendarShiftSchema>;
export type CalendarMonth = z.infer<typeof calendarSchema>;

export const calendarFeedSchema = z.object({
  /** Whether the subscription is on. */
  active: z.boolean(),
  /**
   * The secret subscription address (webcal clients take the https one too): only
   * in the answer that made it. The server keeps its hash alone, so it cannot be
   * read back later; a new one is made instead.
   */
  url: z.string().nullable(),
});
