import { CalendarSync, ImageUp, ListChecks, Repeat, Undo2 } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { addMonths, isValidMonth, isValidYmd, monthRange } from "@core/calendar-dates";
import { hoursAndTimeOff } from "@core/time-off";
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
import { useMonthHolidays } from "@web/features/calendar/api/get-holidays";
import { useShiftTypes } from "@web/features/shift-library/api/get-shift-types";
import { CalendarHeaderControls, SHIFT_SHEET_TOGGLE_ID } from "@web/features/calendar/components/calendar-header-controls";
import { DayPanel } from "./day-panel";
import { DayShiftsSheet } from "@web/features/calendar/components/day-shifts-sheet";
import { LoadErrorAlert, useLoadFailureToast } from "@web/components/load-error-alert";
import { type DayPick, MonthGrid } from "@web/components/shifts/month-grid";
import { CLEAR_DAYS, ShiftPickerSheet } from "@web/features/calendar/components/shift-picker-sheet";
import { useNurseToday } from "@web/lib/hooks/use-nurse-today";
import { shiftsByDay } from "@web/lib/api/calendar";
import { useBatchDays, useChangeMade, useLastChange, useUndoChange } from "@web/features/calendar/api/calendar-changes";
import { NO_SELECTION, pickDay, startAt } from "@web/features/calendar/day-selection";
import { SelectionBar } from "@web/features/calendar/components/selection-bar";

const CreateShiftDialog = lazy(() => import("@web/features/shift-library/components/create-shift-dialog"));
const RotationDialog = lazy(() => import("@web/features/calendar/components/rotation-dialog"));
const SubscribeDialog = lazy(() => import("@web/features/subscription/components/subscribe-dialog"));
const ScheduleImportDialog = lazy(() => import("@web/features/calendar/components/schedule-import-dialog"));

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
  const holidays = useMonthHolidays(month);
  // Saves are confirmed in the sheet's header for 2 s (success toasts last 2 s), renewed by each.
  const [status, setStatus] = useState<{ text: string; at: number; changeId?: string | null } | undefined>();
  const changeMade = useChangeMade();
  const confirm = useCallback(
    (text: string, changeId?: string | null) => {
      setStatus({ text, at: Date.now(), changeId });
      changeMade();
    },
    [changeMade],
  );
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(undefined), 2000);
    return () => clearTimeout(timer);
  }, [status]);
  const apply = useApplyShift({ onApplied: (changeId) => confirm("Shift applied to calendar!", changeId) });
  const undo = useUndoChange();
  const lastChange = useLastChange();
  // Many days at once: picking mode, the days picked, where a range starts (decision 043).
  const [picking, setPicking] = useState(false);
  const [selection, setSelection] = useState(NO_SELECTION);
  const [lastDay, setLastDay] = useState<string | undefined>();
  const stopPicking = () => {
    setPicking(false);
    setSelection(NO_SELECTION);
  };
  const batch = useBatchDays({ onDone: stopPicking });
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
  const [rotating, setRotating] = useState(false);
  const [importing, setImporting] = useState(false);

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
    // A day of time off is not worked (decision 053).
    return hoursAndTimeOff(
      data.shifts.map((s) => ({ date: s.date, paidHours: types.get(s.shiftTypeId) ?? 0 })),
      data.timeOff,
      { from, to },
    ).hours;
  }, [data, month]);
  const moreShifts = useMemo(() => (moreDate ? (shiftsByDay(calendar.data).get(moreDate) ?? []) : []), [moreDate, calendar.data]);

  const onDay = (date: string, pick?: DayPick) => {
    setLastDay(date);
    if (picking || pick?.range || pick?.toggle) {
      setPicking(true);
      setSelection((s) => pickDay(s.anchor || !lastDay ? s : { ...s, anchor: lastDay }, date, { range: pick?.range ?? false }));
      return;
    }
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
      <div className="mb-2 flex min-h-9 flex-wrap items-center justify-end gap-2">
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
        {lastChange.data && (
          <Button
            size="sm"
            variant="outline"
            disabled={undo.isPending}
            onClick={() => undo.mutate(lastChange.data?.id)}
            title={`Undo: ${lastChange.data.summary}`}
          >
            <Undo2 aria-hidden /> Undo
          </Button>
        )}
        <Button size="sm" variant="outline" aria-pressed={picking} onClick={() => (picking ? stopPicking() : setPicking(true))}>
          <ListChecks aria-hidden /> Pick days
        </Button>
        {(library.data?.length ?? 0) > 0 && (
          <Button size="sm" variant="outline" onClick={() => setRotating(true)}>
            <Repeat aria-hidden /> Rotation
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
          <ImageUp aria-hidden /> Upload schedule
        </Button>
        <Button size="sm" variant="outline" onClick={() => setSubscribing(true)}>
          <CalendarSync aria-hidden /> Subscribe
        </Button>
      </div>

      {picking && (
        <SelectionBar
          count={selection.days.size}
          library={library.data ?? []}
          busy={batch.isPending}
          onApply={(choice) => batch.mutate({ dates: [...selection.days].sort(), ...choice })}
          onCancel={stopPicking}
        />
      )}
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
            tapping={Boolean(selected) || clearing || picking}
            onDay={onDay}
            onChip={setPanelDate}
            onMore={setMoreDate}
            onMonthChange={(step) => setMonth(addMonths(month, step))}
            selected={picking ? selection.days : undefined}
            holidays={holidays}
            onLongPress={(date) => {
              setPicking(true);
              setLastDay(date);
              setSelection((s) => startAt(s, date));
            }}
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
            onUndo={
              status?.changeId
                ? () => {
                    const id = status.changeId!;
                    setStatus(undefined);
                    undo.mutate(id);
                  }
                : undefined
            }
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
      {rotating && (
        <Suspense fallback={null}>
          <RotationDialog open={rotating} onOpenChange={setRotating} library={library.data ?? []} today={today} />
        </Suspense>
      )}
      {importing && (
        <Suspense fallback={null}>
          <ScheduleImportDialog open={importing} onOpenChange={setImporting} library={library.data ?? []} onApplied={setMonth} />
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
