import { z } from "zod";
import { SWAP_NOTE_MAX, SWAP_STATUSES } from "../swaps";
import { calendarDate, entityId, oneLine } from "./common";
import { noExtraFields } from "./no-extra-fields";

// ---- requests ------------------------------------------------------------------

/**
 * POST /api/swaps: ask a connected colleague (by the connection's id, as Friends
 * Calendar knows them) to take my shift on `date` — or, with `theirDate`, to
 * trade it for their shift on that day.
 */
export const createSwapBody = z.strictObject(
  {
    colleagueId: entityId("Colleague"),
    date: calendarDate("date is required (yyyy-MM-dd)"),
    theirDate: calendarDate("theirDate must be a date (yyyy-MM-dd)").optional(),
    note: oneLine(z.string("The note must be text").trim().max(SWAP_NOTE_MAX, `The note must be ${SWAP_NOTE_MAX} characters or less`), "The note").optional(),
  },
  noExtraFields,
);

export const swapListQuery = z.object({
  /** `open`: waiting for an answer; `agreed`: accepted (her record); left out: all. */
  show: z.enum(["open", "agreed"], "show is open or agreed").optional(),
});

// ---- answers ------------------------------------------------------------------

/** A shift as the request shows it: its working facts when it was asked (never pay). */
export const swapShiftSchema = z.object({ name: z.string(), start: z.string(), end: z.string(), location: z.string() });

export const swapSchema = z.object({
  id: z.string(),
  kind: z.enum(["give-away", "trade"]),
  /** pending, accepted, declined, cancelled, or expired (pending and its first day has passed). */
  status: z.enum(SWAP_STATUSES),
  /** My side: I asked (`requester`) or I was asked (`colleague`). */
  role: z.enum(["requester", "colleague"]),
  /** The other nurse, by my label for her; `id` is our connection's id (null once we are no longer connected). */
  other: z.object({ id: z.string().nullable(), name: z.string() }),
  /** The requester's day and the shift she gives away. */
  date: z.string(),
  shift: swapShiftSchema,
  /** In a trade, the colleague's day and the shift she takes in return. */
  theirDate: z.string().nullable(),
  theirShift: swapShiftSchema.nullable(),
  note: z.string(),
  createdAt: z.string(),
  /** When it was accepted, declined or cancelled. */
  answeredAt: z.string().nullable(),
});

export const swapListSchema = z.object({ swaps: z.array(swapSchema) });

export type Swap = z.infer<typeof swapSchema>;
export type CreateSwap = z.input<typeof createSwapBody>;
