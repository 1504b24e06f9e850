import { CalendarSync } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { addMonths, isValidMonth, monthRange } from "@core/calendar-dates";
import { hoursScheduled } from "@core/hours-scheduled";
import type { CalendarShiftType } from "@core/schemas/calendar";
import type { ShiftType } from "@core/schemas/shift-types";
import { useSidebar } from "@web/components/layout/sidebar-state";
import { Button } from "@web/components/ui/button";
import { usePageMeta } from "@web/lib/page-meta";
import { TOGGLE_SHIFT_SHEET_EVENT } from "@web/lib/shift-sheet-event";
import { useApplyShift } from "./api/apply-shift";
import { useCalendar } from "./api/get-calendar";
import { useShiftTypes } from "./api/get-shift-types";
import { CalendarHeaderControls } from "./components/calendar-header-controls";
import { DayPanel } from "./components/day-panel";
import { DayShiftsSheet } from "./components/day-shifts-sheet";
import { LoadErrorAlert, useLoadFailureToast } from "./components/load-error-alert";
import { MonthGrid, shiftsByDay } from "./components/month-grid";
import { ShiftPickerSheet } from "./components/shift-picker-sheet";
import { useNurseToday } from "./use-nurse-today";

const CreateShiftDialog = lazy(() => import("./components/create-shift-dialog"));
const SubscribeDialog = lazy(() => import("./components/subscribe-dialog"));

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
  const apply = useApplyShift();
  // The server's today once the month has loaded (it is computed in the profile's zone too).
  const today = calendar.data?.today ?? nurseToday;
  // One toast when the month or the shift library fails (the page and the sheet say so too).
  useLoadFailureToast("Failed to load shifts", { isError: calendar.isError || library.isError, error: calendar.error ?? library.error });

  const [sheetOpen, setSheetOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const [panelDate, setPanelDate] = useState<string | undefined>();
  const [moreDate, setMoreDate] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);
  const [subscribing, setSubscribing] = useState(false);

  const selected = sheetOpen ? library.data?.find((s) => s.id === selectedId) : undefined;

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
    else setPanelDate(date);
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col px-2 pt-3 sm:px-4">
      <CalendarHeaderControls month={month} hours={hours} sheetOpen={sheetOpen} onStep={(step) => setMonth(addMonths(month, step))} />
      <div className="mb-2 flex min-h-9 items-center justify-end gap-2">
        {selected && (
          <p className="mr-auto min-w-0 text-sm text-slate-700" aria-live="polite">
            Applying <strong className="text-slate-900">{selected.name}</strong>
          </p>
        )}
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
      {calendar.isFetching && !data && <p className="sr-only" role="status">Loading shifts…</p>}

      <MonthGrid
        month={month}
        data={data}
        today={today}
        isMobile={isMobile}
        applying={selected ? toCalendarShiftType(selected) : undefined}
        onDay={onDay}
        onChip={setPanelDate}
        onMore={setMoreDate}
        onMonthChange={(step) => setMonth(addMonths(month, step))}
      />

      {library.data?.length === 0 && !sheetOpen && (
        <div className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-4 text-center text-sm text-slate-700">
          <p>Your calendar fills up by tapping days. First, create the shifts you work.</p>
          <Button className="mt-3" onClick={() => setSheetOpen(true)}>
            Open the shift sheet
          </Button>
        </div>
      )}

      {sheetOpen && (
        <ShiftPickerSheet
          library={library}
          selectedId={selected?.id}
          onSelect={setSelectedId}
          onCreate={() => setCreating(true)}
          onClose={() => {
            setSheetOpen(false);
            setSelectedId(undefined);
          }}
        />
      )}
      <div className="h-4" aria-hidden />

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
