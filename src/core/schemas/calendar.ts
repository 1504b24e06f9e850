import { z } from "zod";
import { CALENDAR_MAX_DAYS, daysBetween, isValidYmd } from "../calendar-dates";
import { MAX_CHANGE_DAYS } from "../calendar-changes";
import { NEW_SHIFT_CHOICE } from "../schedule-import";
import { noExtraFields } from "./no-extra-fields";
import { calendarDate, entityId, oneLine, withRules } from "./common";
import { FLOAT_TO_MAX, FLOAT_TO_TOO_LONG, SHIFT_FLAGS } from "../shift-flags";
import { TIME_OFF_KINDS } from "../time-off";
import { endTime, shiftName, shiftTypeSchema, startTime } from "./shift-types";

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

// ---- flags and time off (decision 053) ---------------------------------------

export const SHIFT_FLAG_MESSAGE = `Each flag is one of ${SHIFT_FLAGS.join(", ")}`;
export const TIME_OFF_MESSAGE = `Time off is one of ${TIME_OFF_KINDS.join(", ")}`;

export const shiftFlagSchema = z.enum(SHIFT_FLAGS, SHIFT_FLAG_MESSAGE);
export const timeOffKindSchema = z.enum(TIME_OFF_KINDS, TIME_OFF_MESSAGE);

/** A shift's flags: each once. */
export const shiftFlagsSchema = z
  .array(shiftFlagSchema, 'Flags must be a list, like ["charge", "float"]')
  .max(SHIFT_FLAGS.length, SHIFT_FLAG_MESSAGE)
  .refine((f) => new Set(f).size === f.length, "Each flag may be listed once")
  .meta({ uniqueItems: true });

export const floatToSchema = oneLine(z.string("Float to must be text").trim().max(FLOAT_TO_MAX, FLOAT_TO_TOO_LONG), "Float to");

/**
 * PUT /api/calendar/:date: a shift (`shiftTypeId`, with `flags` and the unit she
 * floats to, or without them to keep the flags the day's shift has) or a day of
 * time off (`timeOff`), replacing what the day held.
 */
export const applyShiftBody = withRules(
  z
    .object({
      shiftTypeId: entityId("Shift").optional(),
      /** The shift's flags, replacing the day's; left out, the day keeps the flags it has. */
      flags: shiftFlagsSchema.optional(),
      /** The unit she floats to, with the float flag ("4 West"); may be left empty when she does not know yet. */
      floatTo: floatToSchema.nullable().optional(),
      /** A day of time off instead of a shift. */
      timeOff: timeOffKindSchema.optional(),
    })
    .superRefine((b, ctx) => {
      if (b.shiftTypeId === undefined && b.timeOff === undefined) {
        // The message a body without its shift always had (decision 053 keeps old clients' answers).
        ctx.addIssue({ code: "custom", path: ["shiftTypeId"], message: "Shift id is not valid" });
      }
      if (b.shiftTypeId !== undefined && b.timeOff !== undefined) {
        ctx.addIssue({ code: "custom", path: ["timeOff"], message: "A day holds a shift or time off, not both" });
      }
      if (b.timeOff !== undefined && (b.flags?.length || b.floatTo)) {
        ctx.addIssue({ code: "custom", path: ["flags"], message: "Flags go on a shift, not on time off" });
      }
      if (b.floatTo && !b.flags?.includes("float")) {
        ctx.addIssue({ code: "custom", path: ["floatTo"], message: "Float to goes with the float flag" });
      }
    }),
  {
    "Shift id is not valid": "a shiftTypeId or a timeOff is sent",
    "A day holds a shift or time off, not both": "not both shiftTypeId and timeOff",
    "Flags go on a shift, not on time off": "no flags or floatTo with timeOff",
    "Float to goes with the float flag": "floatTo only with the float flag",
  },
);

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
  /** Set when a rotation of hers put it there (the chip's small mark). */
  rotationId: z.string().optional(),
  /** The flags she gave this day's shift (left out when none; only on an applied shift). */
  flags: z.array(shiftFlagSchema).optional(),
  /** The unit she floats to (with the float flag, when she said). */
  floatTo: z.string().optional(),
});

/** A day of time off: not a shift, no hours. */
export const timeOffDaySchema = z.object({ date: z.string(), kind: timeOffKindSchema });

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
  /** Her days of time off, by date (a day holds a shift or time off, never both). */
  timeOff: z.array(timeOffDaySchema),
});

export const appliedShiftSchema = z.object({
  date: z.string(),
  /** The day's shift; null when the day is now time off. */
  shiftTypeId: z.string().nullable(),
  source: z.literal("applied"),
  /** The shift's flags now (empty: none, or time off). */
  flags: z.array(shiftFlagSchema),
  floatTo: z.string().nullable(),
  timeOff: timeOffKindSchema.nullable(),
  /** The change to pass to POST /api/calendar/undo; null when the day already had this shift. */
  changeId: z.string().nullable(),
});

// ---- many days at once, and undo (decision 043) ------------------------------

export const batchBody = withRules(
  z
    .object({
      dates: z
        .array(calendarDate(), "dates must be a list of days (yyyy-MM-dd)")
        .min(1, "Pick at least one day")
        .max(MAX_CHANGE_DAYS, `Pick at most ${MAX_CHANGE_DAYS} days at a time`)
        .refine((d) => new Set(d).size === d.length, "Each day may be listed once")
        .meta({ uniqueItems: true }),
      shiftTypeId: entityId("Shift").nullable(),
      /** Mark the days as time off instead (shiftTypeId null). */
      timeOff: timeOffKindSchema.optional(),
    })
    .refine((b) => !(b.timeOff && b.shiftTypeId), { message: "A day holds a shift or time off, not both", path: ["timeOff"] }),
  { "A day holds a shift or time off, not both": "timeOff with a shiftTypeId" },
);

/** A day a change wrote: its shift now (null: cleared, or time off), its time off. */
const changedDaySchema = z.object({ date: z.string(), shiftTypeId: z.string().nullable(), timeOff: timeOffKindSchema.optional() });

/** What a change did: its id for undo (null when nothing changed), a toast's words, the days it changed. */
export const changeMadeSchema = z.object({
  changeId: z.string().nullable(),
  summary: z.string(),
  days: z.array(changedDaySchema),
});

export const undoBody = z.strictObject(
  {
    /** The change to undo (the changeId its answer gave); left out: her latest one. */
    id: entityId("Change").optional(),
  },
  noExtraFields,
);

export const undoneSchema = z.object({
  id: z.string(),
  kind: z.enum(["tap", "clear", "batch", "rotation"]),
  summary: z.string(),
  /** The days put back, each with the shift it has again (null: empty again, or time off). */
  days: z.array(changedDaySchema),
});

export const lastChangeSchema = z.object({
  last: z.object({ id: z.string(), kind: z.enum(["tap", "clear", "batch", "rotation"]), summary: z.string(), at: z.string() }).nullable(),
});

export type CalendarShiftType = z.infer<typeof calendarShiftTypeSchema>;
export type CalendarShift = z.infer<typeof calendarShiftSchema>;
export type CalendarMonth = z.infer<typeof calendarSchema>;
export type ApplyShiftBody = z.input<typeof applyShiftBody>;
export type AppliedShift = z.infer<typeof appliedShiftSchema>;

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

// ---- her unit's schedule from a photo (decision 055) ---------------------------

/** A shift read on the photo for one day, matched to her library (shiftTypeId null: a new shift type with label, start and end). */
export const scheduleProposalSchema = z.object({
  date: z.string(),
  start: z.string(),
  end: z.string(),
  label: z.string(),
  shiftTypeId: z.string().nullable(),
});

export const scheduleImportSchema = z.object({
  proposals: z.array(scheduleProposalSchema),
  /** How the photo was read: a list of days, a month grid with her row, or nothing found. */
  layout: z.enum(["list", "grid", "none"]),
  /** Read on this server (ocr) or by the configured model (llm). */
  source: z.enum(["ocr", "llm"]),
});

/** The reviewed proposals, each day with her shift type: applied as ONE undoable change. */
export const importApplyBody = z.strictObject(
  {
    days: z
      .array(z.object({ date: calendarDate(), shiftTypeId: entityId("Shift") }), "days must be a list of { date, shiftTypeId }")
      .min(1, "Tick at least one day")
      .max(MAX_CHANGE_DAYS, `Apply at most ${MAX_CHANGE_DAYS} days at a time`)
      .refine((days) => new Set(days.map((d) => d.date)).size === days.length, "Each day may be listed once"),
  },
  noExtraFields,
);

/**
 * The review of a schedule's proposals (the web form): each day ticked or not,
 * with her shift type or a new one (its name and times checked as Create a
 * Shift checks them); at least one day ticked.
 */
export const scheduleReviewForm = z.object({
  days: z
    .array(
      z
        .object({ date: z.string(), include: z.boolean(), choice: z.string(), label: z.string(), start: z.string(), end: z.string() })
        .superRefine((day, ctx) => {
          if (!day.include) return;
          if (!day.choice) ctx.addIssue({ code: "custom", path: ["choice"], message: "Choose a shift" });
          if (day.choice !== NEW_SHIFT_CHOICE) return;
          const checks = [
            ["label", shiftName.safeParse(day.label)],
            ["start", startTime.safeParse(day.start)],
            ["end", endTime.safeParse(day.end)],
          ] as const;
          for (const [path, result] of checks) if (!result.success) ctx.addIssue({ code: "custom", path: [path], message: result.error.issues[0]!.message });
          if (day.start && day.start === day.end) ctx.addIssue({ code: "custom", path: ["end"], message: "End time must differ from start time" });
        }),
    )
    .refine((days) => days.some((d) => d.include), "Tick at least one day"),
});

export type ScheduleReviewForm = z.infer<typeof scheduleReviewForm>;
export type ScheduleImport = z.infer<typeof scheduleImportSchema>;
