import { z } from "zod";
import { isValidYmd, daysBetween } from "../calendar-dates";
import { COLLEAGUE_COLORS, COLLEAGUE_NAME_MAX } from "../colleagues";
import { calendarDate, entityId, listedPattern, NOT_BLANK, oneLine } from "./common";
import { noExtraFields } from "./no-extra-fields";

// ---- fields ------------------------------------------------------------------

export const colleagueName = oneLine(
  z.string("Name is required").trim().max(COLLEAGUE_NAME_MAX, `Name must be ${COLLEAGUE_NAME_MAX} characters or less`).regex(NOT_BLANK, "Name is required"),
  "Name",
);

export const colleagueEmail = z
  .string("Email is required")
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be 254 characters or less")
  // Documented as an email address, as the pipe below checks it.
  .meta({ format: "email" })
  .pipe(z.email("Please enter a valid email address"))
  .transform((v) => v.toLowerCase());

export const colleagueColor = z
  .string("Choose a colour")
  .trim()
  .transform((v) => v.toLowerCase())
  .refine((v) => (COLLEAGUE_COLORS as readonly string[]).includes(v), "Choose one of the palette's colours")
  .meta({ type: "string", pattern: listedPattern(COLLEAGUE_COLORS), description: "One of the palette's colours" });

// ---- requests ------------------------------------------------------------------

/** POST /api/colleagues: invite by name and email (both required: docs/product/friends-calendar.md). */
export const inviteColleagueBody = z.strictObject(
  {
    name: colleagueName,
    email: colleagueEmail,
    color: colleagueColor.optional(),
  },
  noExtraFields,
);

/** PATCH /api/colleagues/:id: the viewer's own label and colour for that colleague. */
export const updateColleagueBody = z
  .strictObject({ name: colleagueName.optional(), color: colleagueColor.optional() }, noExtraFields)
  .refine((b) => b.name !== undefined || b.color !== undefined, { message: "Nothing to change: send name or color", path: ["name"] })
  // Its only fields are these two: at least one is sent.
  .meta({ minProperties: 1 });

/** POST /api/colleagues/blocks: an address that may not invite me again. */
export const blockAddressBody = z.strictObject({ email: colleagueEmail }, noExtraFields);

/** The longest range of colleague shifts one request may ask for (a month grid and the night before). */
export const COLLEAGUE_SHIFTS_MAX_DAYS = 62;

export const colleagueShiftsQuery = z
  .object({
    from: calendarDate("from is required (yyyy-MM-dd)"),
    to: calendarDate("to is required (yyyy-MM-dd)"),
    colleagueId: entityId("Colleague").optional(),
  })
  .refine((q) => !isValidYmd(q.from) || !isValidYmd(q.to) || q.from <= q.to, { message: "from must be on or before to", path: ["to"] })
  .refine((q) => !isValidYmd(q.from) || !isValidYmd(q.to) || q.from > q.to || daysBetween(q.from, q.to) < COLLEAGUE_SHIFTS_MAX_DAYS, {
    message: `Ask for at most ${COLLEAGUE_SHIFTS_MAX_DAYS} days at a time`,
    path: ["to"],
  });

// ---- answers ------------------------------------------------------------------

/**
 * A colleague as the viewer sees them: `connected`; `invited` (I asked, no answer
 * shown — a decline looks the same); `expired` (I asked over 30 days ago and
 * nothing came of it — declined or not, never said); `incoming` (they asked
 * me: Accept or Decline, within the 30 days).
 */
export const colleagueStatus = z.enum(["connected", "invited", "expired", "incoming"]);

export const colleagueSchema = z.object({
  /** The connection's id: the same row seen from either side. */
  id: z.string(),
  /** The viewer's own label for her. */
  name: z.string(),
  email: z.string(),
  color: z.string(),
  initials: z.string(),
  status: colleagueStatus,
  createdAt: z.string(),
});

export const colleagueListSchema = z.object({ colleagues: z.array(colleagueSchema) });

export const blockSchema = z.object({ id: z.string(), email: z.string(), blocked: z.literal(true), createdAt: z.string() });
export const blockListSchema = z.object({ blocks: z.array(blockSchema) });
export type BlockedAddress = z.infer<typeof blockSchema>;

/** A shift reduced to the working facts a connected colleague may see. */
export const workingShiftSchema = z.object({
  date: z.string(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  hospital: z.string(),
  unit: z.string(),
  /** On call that day (the only flag of hers a colleague sees; decision 053). */
  onCall: z.boolean().optional(),
});

export const colleagueShiftsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The viewer's own shifts (her real calendar), in the same form, to compare with. */
  mine: z.array(workingShiftSchema),
  /** Each connected colleague's shifts, by connection id. */
  colleagues: z.array(z.object({ id: z.string(), shifts: z.array(workingShiftSchema) })),
});

export type Colleague = z.infer<typeof colleagueSchema>;
export type ColleagueShifts = z.infer<typeof colleagueShiftsSchema>;
export type InviteColleague = z.input<typeof inviteColleagueBody>;
export type UpdateColleague = z.input<typeof updateColleagueBody>;
