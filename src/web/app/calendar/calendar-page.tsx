import { CalendarSync } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { addMonths, isValidMonth, isValidYmd, monthRange } from "@core/calendar-dates";
import { hoursScheduled } from "@core/hours-scheduled";
import type { CalendarShiftType } from "@core/schemas/calendar";
import type { ShiftType } from "@core/schemas/shift-types";
import { useSidebar } from "@web/components/layout/sidebar-state";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { usePageMeta } from "@web/lib/page-meta";
import { TOGGLE_SHIFT_SHEET_EVENT } from "@web/lib/shift-sheet-event";
import { useApplyShift } from "@web/features/calendar/api/apply-shift";
import { useClearDay } from "@web/features/calendar/api/clear-day";
import { useCalendar } from "@web/features/calendar/api/get-calendar";
import { useShiftTypes } from "@web/features/shift-library/api/get-shift-types";
import { CalendarHeaderControls, SHIFT_SHEET_TOGGLE_ID } from "@web/features/calendar/components/calendar-header-controls";
import { DayPanel } from "./day-panel";
import { DayShiftsSheet } from "@web/features/calendar/components/day-shifts-sheet";
import { LoadErrorAlert, useLoadFailureToast } from "@web/components/load-error-alert";
import { MonthGrid, shiftsByDay } from "@web/components/shifts/month-grid";
import { CLEAR_DAYS, ShiftPickerSheet } from "@web/features/calendar/components/shift-picker-sheet";
import { useNurseToday } from "@web/lib/use-nurse-today";

const CreateShiftDialog = lazy(() => import("@web/features/shift-library/components/create-shift-dialog"));
const SubscribeDialog = lazy(() => import("@web/features/subscription/components/subscribe-dialog"));

function toCalendarShiftType(s: ShiftType): CalendarShiftType {
  const { id, name, nickname, icon, symbol, color, location, startTime, endTime, paidHours } = s;
  return { id, name, nickname, icon, symbol, color, location, startTime, endTime, paidHours };
}

export default function CalendarPage() {
  usePageMeta({ title: "Calendar", description: "Your shifts, month by month: tap days to apply a shift, notes per day." });
  const { isMobile } = useSidebar();
  const [params, setParams] = useSearchParams();
  const requested = params.get("month") ?? "";
  const nurseToday = useNurseToday();
  const month = isValidMonth(requested) ? requested : nurseToday.slice(0, 7);
  const calendar = useCalendar(month);
  const library = useShiftTypes();
  // Saves are confirmed in the sheet's header for 2 s (success toasts last 2 s), renewed by each.
  const [status, setStatus] = useState<{ text: string; at: number } | undefined>();
  const confirm = useCallback((text: string) => setStatus({ text, at: Date.now() }), []);
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(undefined), 2000);
    return () => clearTimeout(timer);
  }, [status]);
  const apply = useApplyShift({ onApplied: () => confirm("Shift applied to calendar!") });
  const clear = useClearDay({ onCleared: () => confirm("Shift removed from this day") });
  // The server's today once the month has loaded (it is computed in the profile's zone too).
  const today = calendar.data?.today ?? nurseToday;
  // One toast when the month or the shift library fails (the page and the sheet say so too).
  useLoadFailureToast("Failed to load shifts", { isError: calendar.isError || library.isError, error: calendar.error ?? library.error });

  const [sheetOpen, setSheetOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<string | undefined>();
  // A day a link asked for (the dashboard's schedule: /calendar?month=…&day=…) opens its panel.
  const [panelDate, setPanelDate] = useState<string | undefined>(() => {
    const day = params.get("day") ?? "";
    return isValidYmd(day) && day.slice(0, 7) === month ? day : undefined;
  });
  const [moreDate, setMoreDate] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);
  const [subscribing, setSubscribing] = useState(false);

  const selected = sheetOpen ? library.data?.find((s) => s.id === selectedId) : undefined;
  const clearing = sheetOpen && selectedId === CLEAR_DAYS;

  // The sheet closed (its Close button, the header button, the window event): focus goes back to
  // the header's toggle unless the nurse is already somewhere else, and its confirmation goes with it.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !sheetOpen) {
      setStatus(undefined);
      const active = document.activeElement;
      if (!active || active === document.body) document.getElementById(SHIFT_SHEET_TOGGLE_ID)?.focus();
    }
    wasOpen.current = sheetOpen;
  }, [sheetOpen]);

  // The header button and any other part of the app toggle the sheet with one window event.
  useEffect(() => {
    const toggle = () => setSheetOpen((open) => !open);
    window.addEventListener(TOGGLE_SHIFT_SHEET_EVENT, toggle);
    return () => window.removeEventListener(TOGGLE_SHIFT_SHEET_EVENT, toggle);
  }, []);

  const setMonth = useCallback(
    (next: string) =>
      setParams(
        (p) => {
          p.set("month", next);
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );

  const data = calendar.isPlaceholderData ? undefined : calendar.data;
  const hours = useMemo(() => {
    if (!data) return undefined;
    const { from, to } = monthRange(month);
    const types = new Map(data.shiftTypes.map((t) => [t.id, t.paidHours]));
    return hoursScheduled(
      data.shifts.map((s) => ({ date: s.date, paidHours: types.get(s.shiftTypeId) ?? 0 })),
      from,
      to,
    );
  }, [data, month]);
  const moreShifts = useMemo(() => (moreDate ? (shiftsByDay(calendar.data).get(moreDate) ?? []) : []), [moreDate, calendar.data]);

  const onDay = (date: string) => {
    if (selected) apply.mutate({ date, shiftType: toCalendarShiftType(selected) });
    else if (clearing) {
      if (shiftsByDay(calendar.data).get(date)?.length) clear.mutate(date);
    } else setPanelDate(date);
  };

  return (
    // With the sheet open the page is the viewport between header and bottom bar: the month
    // shares it with the sheet (below it on a phone, beside it from 768 px), never under it.
    <div className={cn("mx-auto flex w-full max-w-6xl flex-col px-2 pt-3 sm:px-4", sheetOpen && "h-[calc(100dvh-7.5rem-env(safe-area-inset-bottom))]")}>
      <CalendarHeaderControls month={month} hours={hours} sheetOpen={sheetOpen} onStep={(step) => setMonth(addMonths(month, step))} />
      <div className="mb-2 flex min-h-9 items-center justify-end gap-2">
        <p className="mr-auto min-w-0 text-sm text-slate-700" aria-live="polite">
          {selected ? (
            <>
              Applying <strong className="text-slate-900">{selected.name}</strong>
            </>
          ) : clearing ? (
            <strong className="text-slate-900">Clearing days</strong>
          ) : null}
        </p>
        {month !== today.slice(0, 7) && (
          <Button size="sm" variant="outline" onClick={() => setMonth(today.slice(0, 7))}>
            Today
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => setSubscribing(true)}>
          <CalendarSync aria-hidden /> Subscribe
        </Button>
      </div>

      {calendar.isError && <LoadErrorAlert what="Failed to load shifts" query={calendar} className="mb-2" />}
      {calendar.isFetching && !data && (
        <p className="sr-only" role="status">
          Loading shifts…
        </p>
      )}

      <div className={cn(sheetOpen && "flex min-h-0 flex-1 flex-col gap-3 md:flex-row md:pb-3")}>
        <div className={cn(sheetOpen && "min-h-0 flex-1 overflow-y-auto")}>
          <MonthGrid
            month={month}
            data={data}
            today={today}
            isMobile={isMobile}
            fit={sheetOpen}
            tapping={Boolean(selected) || clearing}
            onDay={onDay}
            onChip={setPanelDate}
            onMore={setMoreDate}
            onMonthChange={(step) => setMonth(addMonths(month, step))}
          />
        </div>
        {sheetOpen && (
          <ShiftPickerSheet
            library={library}
            selectedId={clearing ? CLEAR_DAYS : selected?.id}
            onSelect={setSelectedId}
            onCreate={() => setCreating(true)}
            onClose={() => {
              setSheetOpen(false);
              setSelectedId(undefined);
            }}
            status={status?.text}
          />
        )}
      </div>

      {library.data?.length === 0 && !sheetOpen && (
        <div className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-4 text-center text-sm text-slate-700">
          <p>Your calendar fills up by tapping days. First, create the shifts you work.</p>
          <Button className="mt-3" onClick={() => setSheetOpen(true)}>
            Open the shift sheet
          </Button>
        </div>
      )}

      {!sheetOpen && <div className="h-4" aria-hidden />}

      <DayPanel date={panelDate} data={calendar.data} onOpenChange={(open) => !open && setPanelDate(undefined)} />
      <DayShiftsSheet
        date={moreDate}
        shifts={moreShifts}
        onOpenChange={(open) => !open && setMoreDate(undefined)}
        onOpenDay={(date) => {
          setMoreDate(undefined);
          setPanelDate(date);
        }}
      />
      {creating && (
        <Suspense fallback={null}>
          <CreateShiftDialog
            open={creating}
            onOpenChange={setCreating}
            onCreated={(shift) => {
              setSheetOpen(true);
              setSelectedId(shift.id);
            }}
          />
        </Suspense>
      )}
      {subscribing && (
        <Suspense fallback={null}>
          <SubscribeDialog open={subscribing} onOpenChange={setSubscribing} />
        </Suspense>
      )}
    </div>
  );
}
