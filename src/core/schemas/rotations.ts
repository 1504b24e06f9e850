import { z } from "zod";
import { isValidYmd } from "../calendar-dates";
import { ROTATION_MAX_CYCLE, rotationMaxEnd } from "../rotations";
import { calendarDate, entityId, NOT_BLANK, oneLine, withRules } from "./common";
import { changeMadeSchema } from "./calendar";

const name = oneLine(z.string("Name is required").trim().max(80, "Name must be 80 characters or less").regex(NOT_BLANK, "Name is required"), "Name");

const cycle = z
  .array(entityId("Shift").nullable(), "The cycle is a list of days: a shift id, or null for a day off")
  .min(1, "The cycle needs at least one day")
  .max(ROTATION_MAX_CYCLE, `The cycle may be at most ${ROTATION_MAX_CYCLE} days long`)
  .refine((c) => c.some((d) => d !== null), "The cycle needs at least one working day")
  .meta({ contains: { type: "string" } });

const rotationFields = {
  name,
  startDate: calendarDate("startDate is required (yyyy-MM-dd)"),
  endDate: calendarDate("endDate is required (yyyy-MM-dd)"),
  cycle,
  /** Keep the days she set by hand (true, the default) or put the rotation on them too. */
  keepHandSet: z.boolean("keepHandSet must be true or false").default(true),
};

const endNotBeforeStart = (r: { startDate: string; endDate: string }) => !isValidYmd(r.startDate) || !isValidYmd(r.endDate) || r.endDate >= r.startDate;
const withinTwoYears = (r: { startDate: string; endDate: string }) =>
  !isValidYmd(r.startDate) || !isValidYmd(r.endDate) || r.endDate <= rotationMaxEnd(r.startDate);

/** POST /api/rotations (and its preview). */
export const rotationBody = withRules(
  z
    .object(rotationFields)
    .refine(endNotBeforeStart, { message: "The end date must be on or after the start date", path: ["endDate"] })
    .refine(withinTwoYears, { message: "A rotation may run at most 2 years", path: ["endDate"] }),
  {
    "The end date must be on or after the start date": "endDate is not before startDate",
    "A rotation may run at most 2 years": "endDate is at most 2 years after startDate",
  },
);

/**
 * PATCH /api/rotations/:id: a new name, or a new cycle or end date from a day
 * onward (`from`): only days from then on change.
 */
export const rotationPatchBody = z
  .object({
    from: calendarDate("from is required (yyyy-MM-dd)").optional(),
    name: name.optional(),
    endDate: calendarDate("endDate is required (yyyy-MM-dd)").optional(),
    cycle: cycle.optional(),
    keepHandSet: z.boolean("keepHandSet must be true or false").optional(),
  })
  .refine((p) => p.from !== undefined || (p.cycle === undefined && p.endDate === undefined && p.keepHandSet === undefined), {
    message: "Say from which day the change starts (from, yyyy-MM-dd)",
    path: ["from"],
  })
  // A new cycle, end date or keepHandSet says from which day.
  .meta({ dependentRequired: { cycle: ["from"], endDate: ["from"], keepHandSet: ["from"] } });

/** DELETE /api/rotations/:id?from: stop it from that day (its start when left out). */
export const rotationStopQuery = z.object({ from: calendarDate("from must be a date (yyyy-MM-dd)").optional() });

export const rotationSchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  cycle: z.array(z.string().nullable()),
  keepHandSet: z.boolean(),
});

/** POST and PATCH: the rotation, with the change it made to her calendar (change.changeId undoes it). */
export const rotationChangeSchema = rotationSchema.extend({ change: changeMadeSchema });
/** DELETE: the rotation as it is now (null: removed), with the change. */
export const rotationStopSchema = z.object({ rotation: rotationSchema.nullable(), change: changeMadeSchema });

export const rotationPreviewSchema = z.object({
  /** The months it puts shifts in, with how many. */
  months: z.array(z.object({ month: z.string(), shifts: z.number() })),
  /** Days that hold a shift now which it would replace or clear. */
  replaces: z.array(z.object({ date: z.string(), shiftTypeId: z.string(), with: z.string().nullable() })),
  /** Days she set by hand that it leaves as they are (keepHandSet). */
  keeps: z.array(z.object({ date: z.string(), shiftTypeId: z.string() })),
  /** How many days would change. */
  changes: z.number(),
});

export type Rotation = z.infer<typeof rotationSchema>;
export type RotationPreview = z.infer<typeof rotationPreviewSchema>;
