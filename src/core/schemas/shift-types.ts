import { z } from "zod";
import {
  DEFAULT_SHIFT_COLOR,
  DEFAULT_SHIFT_ICON,
  graphemeCount,
  isEmoji,
  MAX_HOURLY_RATE,
  SHIFT_LOCATION_MAX,
  SHIFT_NAME_MAX,
  SHIFT_NICKNAME_MAX,
  SHIFT_PREMIUMS_MAX,
  SHIFT_SYMBOLS,
} from "../shift-library";
import { PREMIUM_DAYS } from "../tools/pay";
import { calendarDate, entityId, NOT_BLANK, oneLine, timeOfDay } from "./common";
import { noExtraFields } from "./no-extra-fields";

// ---- fields (the product's messages: docs/product/calendar.md, Shift library) ----------------------------------------

export const shiftName = oneLine(
  z.string("Name is required").trim().max(SHIFT_NAME_MAX, `Name must be ${SHIFT_NAME_MAX} characters or less`).regex(NOT_BLANK, "Name is required"),
  "Name",
);

export const shiftNickname = oneLine(
  z.string("Nickname must be text").trim().max(SHIFT_NICKNAME_MAX, `Nickname must be ${SHIFT_NICKNAME_MAX} characters or less`),
  "Nickname",
);

export const shiftIcon = z
  .string("Choose an icon")
  .trim()
  .min(1, "Choose an icon")
  // abort: counting graphemes is quadratic in V8 (200 KB of text took two minutes), so stop at the length.
  .max(16, { error: "The icon must be a single emoji", abort: true })
  .refine(isEmoji, "The icon must be an emoji")
  .refine((v) => graphemeCount(v) === 1, "The icon must be a single emoji")
  // The document shows emoji of one character from the pictograph blocks (animals, objects, faces, transport,
  // more faces: U+1F300–1F321, 1F400–1F4FD, 1F600–1F64F, 1F680–1F6C5, 1F947–1F9FF), each of which the checks above
  // take; they take any single emoji (👩‍⚕️, ☕).
  .meta({ pattern: "^(?:\\uD83C[\\uDF00-\\uDF21]|\\uD83D[\\uDC00-\\uDCFD]|\\uD83D[\\uDE00-\\uDE4F]|\\uD83D[\\uDE80-\\uDEC5]|\\uD83E[\\uDD47-\\uDDFF])$" });

export const shiftSymbol = z.enum(SHIFT_SYMBOLS, "Symbol must be one of trade, overtime, oncall or education");

export const hexColor = z
  .string("Color is required")
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, "Color must be a hex colour like #3b82f6")
  .transform((v) => v.toLowerCase());

export const shiftLocation = oneLine(
  z.string("Location must be text").trim().max(SHIFT_LOCATION_MAX, `Location must be ${SHIFT_LOCATION_MAX} characters or less`),
  "Location",
);

export const shiftUnit = oneLine(z.string("Unit must be text").trim().max(SHIFT_LOCATION_MAX, `Unit must be ${SHIFT_LOCATION_MAX} characters or less`), "Unit");

export const startTime = timeOfDay("Start time is required", "Start time");
export const endTime = timeOfDay("End time is required", "End time");

export const paidHours = z
  .number("Paid hours must be greater than 0")
  .gt(0, "Paid hours must be greater than 0")
  .max(24, "Paid hours must be 24 or less")
  .refine((v) => Number.isInteger(v * 4), "Paid hours go in steps of 0.25")
  .meta({ multipleOf: 0.25 });

/** Money per hour: 0 or more, at most two decimals. */
export const wage = (message = "Wage must be greater than or equal to 0") =>
  z
    .number(message)
    .min(0, message)
    .max(MAX_HOURLY_RATE, `Must be ${MAX_HOURLY_RATE.toLocaleString("en-CA")} or less`)
    .transform((v) => Math.round(v * 100) / 100);

export const premiumBody = z.object({
  name: oneLine(
    z
      .string("Premium name is required")
      .trim()
      .max(SHIFT_NAME_MAX, `Premium name must be ${SHIFT_NAME_MAX} characters or less`)
      .regex(NOT_BLANK, "Premium name is required"),
    "Premium name",
  ),
  amountPerHour: wage("Premium amount must be greater than or equal to 0"),
  appliesFrom: timeOfDay("Premium start time is required", "Premium start time").default("00:00"),
  appliesTo: timeOfDay("Premium end time is required", "Premium end time").default("23:59"),
  /** The days its window applies on (a weekend premium is not paid on a Tuesday). */
  days: z.enum(PREMIUM_DAYS, "Premium days must be all, weekdays, weekends, holidays or weekends-holidays").default("all"),
});

const fields = {
  name: shiftName,
  nickname: shiftNickname,
  icon: shiftIcon,
  symbol: shiftSymbol.nullable(),
  color: hexColor,
  location: shiftLocation,
  unit: shiftUnit,
  startTime,
  endTime,
  paidHours,
  jobId: entityId("Job").nullable(),
  hourlyRate: wage().nullable(),
  premiums: z.array(premiumBody, "Premiums must be a list").max(SHIFT_PREMIUMS_MAX, `At most ${SHIFT_PREMIUMS_MAX} premiums`),
  /** Set: a one-off shift shown on that date (Edit Shift's date). */
  date: calendarDate().nullable(),
};

/** POST /api/shift-types (Create a Shift, /shifts/new, Add Shift Preset). */
export const createShiftTypeBody = z.object({
  name: fields.name,
  nickname: fields.nickname.default(""),
  icon: fields.icon.default(DEFAULT_SHIFT_ICON),
  symbol: fields.symbol.default(null),
  color: fields.color.default(DEFAULT_SHIFT_COLOR),
  location: fields.location.default(""),
  /** Blank: the Friends Calendar reads its job's unit. */
  unit: fields.unit.default(""),
  startTime: fields.startTime,
  endTime: fields.endTime,
  paidHours: fields.paidHours,
  jobId: fields.jobId.default(null),
  hourlyRate: fields.hourlyRate.default(null),
  premiums: fields.premiums.default([]),
  date: fields.date.default(null),
});

/** PATCH /api/shift-types/:id: any of the fields; premiums, when given, replace the list. */
export const updateShiftTypeBody = z
  .object({
    name: fields.name,
    nickname: fields.nickname,
    icon: fields.icon,
    symbol: fields.symbol,
    color: fields.color,
    location: fields.location,
    unit: fields.unit,
    startTime: fields.startTime,
    endTime: fields.endTime,
    paidHours: fields.paidHours,
    jobId: fields.jobId,
    hourlyRate: fields.hourlyRate,
    premiums: fields.premiums,
    date: fields.date,
  })
  .partial();

/** PUT /api/shift-types/order: her shifts in the order she wants them (docs/product/calendar.md, Shift library). */
export const shiftTypeOrderBody = z.strictObject(
  {
    ids: z
      .array(entityId("Shift"), "Ids must be a list of shift ids")
      .min(1, "List at least one shift")
      .max(500, "At most 500 shifts")
      .refine((ids) => new Set(ids).size === ids.length, "Each shift can appear once in the order")
      .meta({ uniqueItems: true }),
  },
  noExtraFields,
);

export type CreateShiftTypeBody = z.input<typeof createShiftTypeBody>;
export type UpdateShiftTypeBody = z.input<typeof updateShiftTypeBody>;

// ---- answers ------------------------------------------------------------------

export const premiumSchema = z.object({
  id: z.string(),
  name: z.string(),
  amountPerHour: z.number(),
  appliesFrom: z.string(),
  appliesTo: z.string(),
  days: z.enum(PREMIUM_DAYS),
});

export const shiftJobSummary = z.object({
  id: z.string(),
  label: z.string(),
  hourlyRate: z.number(),
});

export const shiftTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  nickname: z.string(),
  icon: z.string(),
  symbol: shiftSymbol.nullable(),
  color: z.string(),
  location: z.string(),
  /** The unit it is worked on; blank when not given (the Friends Calendar then reads its job's). */
  unit: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  paidHours: z.number(),
  jobId: z.string().nullable(),
  job: shiftJobSummary.nullable(),
  hourlyRate: z.number().nullable(),
  premiums: z.array(premiumSchema),
  date: z.string().nullable(),
  /** How many calendar days it is applied to (deleting it removes them). */
  daysOnCalendar: z.number(),
  createdAt: z.string(),
});

export const shiftTypeListSchema = z.object({ shiftTypes: z.array(shiftTypeSchema) });
export const deletedShiftTypeSchema = z.object({ id: z.string(), removedDays: z.number() });

export type ShiftType = z.infer<typeof shiftTypeSchema>;

// ---- forms the web shows with the same rules ---------------------------------

/**
 * Edit Shift (/shifts/{id}/edit): every field of the library, with the same
 * words and rules as Create a Shift — "Name" (required, up to 50) and the
 * 8-character "Calendar label" on both screens (the first description's edit screen
 * called the name "Nickname", one word for two fields).
 */
export const editShiftForm = createShiftTypeBody;

/** A shift preset (/presets): the library fields the presets form shows. */
export const presetForm = createShiftTypeBody.pick({
  name: true,
  icon: true,
  color: true,
  location: true,
  startTime: true,
  endTime: true,
  paidHours: true,
});
