import { ArrowLeft, UserPlus } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { addDays, isValidMonth } from "@core/calendar-dates";
import { isoMonthWeeks, type WorkingShift } from "@core/colleagues";
import type { Colleague } from "@core/schemas/colleagues";
import { ConfirmEmailNotice } from "@web/components/confirm-email-notice";
import { LoadErrorAlert, useLoadFailureToast } from "@web/components/load-error-alert";
import { MonthPicker } from "@web/components/shifts/month-picker";
import { Button } from "@web/components/ui/button";
import { usePageMeta } from "@web/lib/page-meta";
import { useNurseToday } from "@web/lib/hooks/use-nurse-today";
import { useColleagueShifts } from "./api/get-colleague-shifts";
import { useColleagues } from "./api/get-colleagues";
import { ColleagueDetailDialog } from "./components/colleague-detail-dialog";
import { ColleagueFormDialog } from "./components/colleague-form-dialog";
import { DayDialog } from "./components/day-dialog";
import { FriendsLegend } from "./components/friends-legend";
import { FriendsMonthGrid } from "./components/friends-month-grid";
import { BlockedAddresses } from "./components/blocked-addresses";
import { NetworkCards } from "./components/network-cards";
import { SwapRequestDialog, type SwapAsk } from "./components/swap-request-dialog";
import { SwapsCard } from "./components/swaps-card";

const NONE: WorkingShift[] = [];

/** Friends Calendar (docs/product/friends-calendar.md): her network's shifts beside hers, compared day by day, and who is free to swap. */
export default function FriendsCalendarPage() {
  usePageMeta({ title: "Friends Calendar", description: "Your colleagues' schedules beside yours: who works when, and who is free to swap." });
  const [params, setParams] = useSearchParams();
  const today = useNurseToday();
  const requested = params.get("month") ?? "";
  const month = isValidMonth(requested) ? requested : today.slice(0, 7);
  const weeks = useMemo(() => isoMonthWeeks(month), [month]);
  // The night before the grid's first day can run into its morning.
  const from = addDays(weeks[0]![0]!, -1);
  const to = weeks.at(-1)![6]!;

  const network = useColleagues();
  const shifts = useColleagueShifts(from, to);
  useLoadFailureToast("Failed to load shifts", { isError: network.isError || shifts.isError, error: network.error ?? shifts.error });

  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [compareId, setCompareId] = useState<string | undefined>();
  const [day, setDay] = useState<string | undefined>();
  const [detailId, setDetailId] = useState<string | undefined>();
  const [form, setForm] = useState<{ editing?: Colleague } | undefined>();
  const [swapAsk, setSwapAsk] = useState<SwapAsk | undefined>();

  const colleagues = useMemo(() => network.data ?? [], [network.data]);
  const connected = useMemo(() => colleagues.filter((c) => c.status === "connected"), [colleagues]);
  const shown = useMemo(() => connected.filter((c) => !hidden.has(c.id)), [connected, hidden]);
  const byColleague = useMemo(() => new Map((shifts.data?.colleagues ?? []).map((c) => [c.id, c.shifts])), [shifts.data]);
  const shiftsOf = useCallback((id: string) => byColleague.get(id) ?? NONE, [byColleague]);
  const compare = connected.find((c) => c.id === compareId);
  const detail = colleagues.find((c) => c.id === detailId);

  const toggleVisible = (id: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleCompare = (id: string) => setCompareId((current) => (current === id ? undefined : id));
  const mine = shifts.data?.mine ?? NONE;
  // A day she works, from today on: its free colleagues can be asked to swap.
  const myShiftOn = day && day >= today ? mine.find((s) => s.date === day) : undefined;
  const askSwap = (colleague: Colleague) => {
    if (!day || !myShiftOn) return;
    const busy = new Set(mine.map((s) => s.date));
    const tradable = shiftsOf(colleague.id).filter((s) => s.date >= today && s.date !== day && !busy.has(s.date));
    setDay(undefined);
    setSwapAsk({ colleague, date: day, mine: myShiftOn, tradable });
  };
  const changeMonth = (next: string) => setParams(next === today.slice(0, 7) ? {} : { month: next }, { replace: true });

  return (
    <div className="mx-auto max-w-6xl space-y-4 px-2 py-4 sm:p-6">
      <header className="flex flex-wrap items-center gap-3">
        <Button asChild variant="ghost" size="icon" aria-label="Back to Calendar">
          <Link to="/calendar">
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <h1 className="mr-auto text-2xl font-bold tracking-tight">Friends Calendar</h1>
        <MonthPicker month={month} onChange={changeMonth} />
        <Button onClick={() => setForm({})}>
          <UserPlus aria-hidden /> Add Colleague
        </Button>
      </header>

      <ConfirmEmailNotice />
      <FriendsLegend />

      {network.isError ? (
        <LoadErrorAlert what="your network" query={network} />
      ) : (
        <NetworkCards
          colleagues={colleagues}
          hidden={hidden}
          compareId={compare?.id}
          onToggleVisible={toggleVisible}
          onToggleCompare={toggleCompare}
          onDetails={(c) => setDetailId(c.id)}
        />
      )}
      <SwapsCard />
      <BlockedAddresses />

      {compare && (
        <p className="rounded-lg bg-primary/10 px-3 py-2 text-sm" role="status">
          Comparing your schedule with <strong>{compare.name}</strong>.{" "}
          <button type="button" className="font-medium text-primary underline" onClick={() => setCompareId(undefined)}>
            Stop comparing
          </button>
        </p>
      )}

      {shifts.isError && <LoadErrorAlert what="the shifts" query={shifts} />}
      <FriendsMonthGrid month={month} today={today} mine={shifts.data?.mine ?? NONE} colleagues={shown} shiftsOf={shiftsOf} compare={compare} onDay={setDay} />

      <DayDialog
        date={day}
        onOpenChange={(open) => !open && setDay(undefined)}
        mine={mine}
        colleagues={connected}
        shiftsOf={shiftsOf}
        onAskSwap={myShiftOn ? askSwap : undefined}
      />
      <SwapRequestDialog ask={swapAsk} onOpenChange={(open) => !open && setSwapAsk(undefined)} />
      <ColleagueDetailDialog
        colleague={detail}
        onOpenChange={(open) => !open && setDetailId(undefined)}
        shifts={detail ? shiftsOf(detail.id) : NONE}
        month={month}
        comparing={compare?.id === detail?.id}
        onCompare={() => detail && toggleCompare(detail.id)}
        onEdit={() => {
          setForm({ editing: detail });
          setDetailId(undefined);
        }}
      />
      <ColleagueFormDialog open={form !== undefined} onOpenChange={(open) => !open && setForm(undefined)} editing={form?.editing} />
    </div>
  );
}
