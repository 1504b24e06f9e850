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
import { calendarDate, entityId, oneLine, timeOfDay } from "./common";
import { noExtraFields } from "./no-extra-fields";

// ---- fields (the spec's messages, §5) ----------------------------------------

export const shiftName = oneLine(
  z.string("Name is required").trim().min(1, "Name is required").max(SHIFT_NAME_MAX, `Name must be ${SHIFT_NAME_MAX} characters or less`),
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
  .refine((v) => graphemeCount(v) === 1, "The icon must be a single emoji");

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

export const startTime = timeOfDay("Start time is required", "Start time");
export const endTime = timeOfDay("End time is required", "End time");

export const paidHours = z
  .number("Paid hours must be greater than 0")
  .gt(0, "Paid hours must be greater than 0")
  .max(24, "Paid hours must be 24 or less")
  .refine((v) => Number.isInteger(v * 4), "Paid hours go in steps of 0.25");

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
      .min(1, "Premium name is required")
      .max(SHIFT_NAME_MAX, `Premium name must be ${SHIFT_NAME_MAX} characters or less`),
    "Premium name",
  ),
  amountPerHour: wage("Premium amount must be greater than or equal to 0"),
  appliesFrom: timeOfDay("Premium start time is required", "Premium start time").default("00:00"),
  appliesTo: timeOfDay("Premium end time is required", "Premium end time").default("23:59"),
});

const fields = {
  name: shiftName,
  nickname: shiftNickname,
  icon: shiftIcon,
  symbol: shiftSymbol.nullable(),
  color: hexColor,
  location: shiftLocation,
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
    startTime: fields.startTime,
    endTime: fields.endTime,
    paidHours: fields.paidHours,
    jobId: fields.jobId,
    hourlyRate: fields.hourlyRate,
    premiums: fields.premiums,
    date: fields.date,
  })
  .partial();

/** PUT /api/shift-types/order: her shifts in the order she wants them (issue 14). */
export const shiftTypeOrderBody = z.strictObject(
  {
    ids: z
      .array(entityId("Shift"), "Ids must be a list of shift ids")
      .min(1, "List at least one shift")
      .max(500, "At most 500 shifts")
      .refine((ids) => new Set(ids).size === ids.length, "Each shift can appear once in the order"),
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
 * 8-character "Calendar label" on both screens (issue 14: the spec's edit screen
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
