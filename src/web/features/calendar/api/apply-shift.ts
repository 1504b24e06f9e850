import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { AppliedShift, CalendarMonth, CalendarShiftType } from "@core/schemas/calendar";
import type { Seen } from "@core/seen-versions";
import { call, client } from "@web/lib/api/client";
import { idempotencyParams, newIdempotencyKey } from "@web/lib/api/idempotency";
import { sendOrQueue } from "@web/lib/api/outbox";
import { formatsFor } from "@web/lib/format";
import { seenDay, updateMonthsShowing } from "@web/lib/api/calendar-cache";
import { calendarKeys, shiftTypeKeys } from "@web/lib/api/query-keys";

export interface ApplyShiftInput {
  date: string;
  shiftType: CalendarShiftType;
}

export function applyShift(date: string, shiftTypeId: string, idempotencyKey?: string): Promise<AppliedShift> {
  return call(client.PUT("/api/calendar/{date}", { params: { path: { date }, ...idempotencyParams(idempotencyKey) }, body: { shiftTypeId } }));
}

/** A day as a queued change names it ("27 Nov"). */
export const dayName = (date: string) => formatsFor().formatShortDate(date);

/** Apply a shift, or with no network keep it in her outbox (decision 051): the chip shows either way. */
export function applyShiftOrQueue(date: string, shiftType: CalendarShiftType, seen: Seen): Promise<AppliedShift> {
  return sendOrQueue<AppliedShift>(
    {
      key: newIdempotencyKey(),
      method: "PUT",
      path: `/api/calendar/${date}`,
      body: { shiftTypeId: shiftType.id },
      record: `day:${date}`,
      label: `${shiftType.name} on ${dayName(date)}`,
      seen,
    },
    (key) => applyShift(date, shiftType.id, key),
    // Queued: the day keeps its flags on the server (decision 053); the chip shows the shift.
    () => ({ date, shiftTypeId: shiftType.id, source: "applied", flags: [], floatTo: null, timeOff: null, changeId: null }),
  );
}

/**
 * The applied shift of a day replaced by `shiftType` (or removed when undefined), as the server does
 * it: a new shift keeps the flags of the one it replaces, and replaces a day of time off (decision 053).
 */
export function withAppliedShift(month: CalendarMonth, date: string, shiftType: CalendarShiftType | undefined): CalendarMonth {
  const before = month.shifts.find((s) => s.date === date && s.source === "applied");
  const shifts = month.shifts.filter((s) => s !== before);
  if (shiftType) {
    const at = shifts.findIndex((s) => s.date >= date);
    const flags = before?.flags?.length ? { flags: before.flags, ...(before.floatTo ? { floatTo: before.floatTo } : {}) } : {};
    shifts.splice(at === -1 ? shifts.length : at, 0, { date, shiftTypeId: shiftType.id, source: "applied", ...flags });
  }
  const shiftTypes = shiftType && !month.shiftTypes.some((t) => t.id === shiftType.id) ? [...month.shiftTypes, shiftType] : month.shiftTypes;
  const timeOff = month.timeOff.some((d) => d.date === date) ? month.timeOff.filter((d) => d.date !== date) : month.timeOff;
  return { ...month, shifts, shiftTypes, timeOff };
}

/** What each tap's day held before the tap showed it (onMutate runs first): the version the tap was made on. */
const seenByTap = new WeakMap<ApplyShiftInput, Seen>();

/** The last tap on each day: an older request's failure must not undo a newer tap. */
const latestTap = new Map<string, number>();
let taps = 0;

const applyShiftKey = ["apply-shift"] as const;
/** Month grids whose loading a tap stopped; they are fetched again once every tap is saved. */
const stoppedLoads = new Map<string, QueryKey>();

/**
 * Tap a day with a shift selected: the chip shows at once, the request goes out,
 * `onApplied` when it was saved (the page says 'Shift applied to calendar!' in
 * the shift sheet, where it hides nothing she is using) — or the day goes back
 * and an error toast says it was not.
 */
export function useApplyShift({ onApplied }: { onApplied: (changeId: string | null) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: applyShiftKey,
    meta: { errorTitle: "Failed to apply shift" },
    mutationFn: (tap: ApplyShiftInput) => applyShiftOrQueue(tap.date, tap.shiftType, seenByTap.get(tap)),
    onMutate: async (input) => {
      const { date, shiftType } = input;
      seenByTap.set(input, seenDay(queryClient, date));
      // A grid showing this day that is still loading could land after the chip and hide it:
      // stop that load (and only that one) and remember to fetch it again.
      const showing = calendarKeys.showing(date);
      for (const query of queryClient.getQueryCache().findAll({ ...showing, fetchStatus: "fetching" })) stoppedLoads.set(query.queryHash, query.queryKey);
      await queryClient.cancelQueries(showing);
      const tap = ++taps;
      latestTap.set(date, tap);
      let previous: CalendarShiftType | undefined;
      updateMonthsShowing(queryClient, date, (month) => {
        const before = month.shifts.find((s) => s.date === date && s.source === "applied");
        previous ??= before && month.shiftTypes.find((t) => t.id === before.shiftTypeId);
        return withAppliedShift(month, date, shiftType);
      });
      return { tap, previous };
    },
    onSuccess: (applied) => {
      onApplied(applied.changeId);
      void queryClient.invalidateQueries({ queryKey: shiftTypeKeys.all, refetchType: "none" });
    },
    onError: (_error, { date }, context) => {
      if (context && latestTap.get(date) === context.tap) {
        updateMonthsShowing(queryClient, date, (month) => withAppliedShift(month, date, context.previous));
      }
    },
    onSettled: () => {
      // Once the last tap in flight is saved, the stopped grids load again, with every tap in them.
      if (queryClient.isMutating({ mutationKey: applyShiftKey }) > 1) return;
      for (const queryKey of stoppedLoads.values()) void queryClient.invalidateQueries({ queryKey, exact: true });
      stoppedLoads.clear();
    },
  });
}
