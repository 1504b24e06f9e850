import { useMemo } from "react";
import { avatarOverflow, COMPATIBILITY_LABELS, dayCompatibility, isoMonthWeeks, type DayCompatibility, type WorkingShift } from "@core/colleagues";
import { monthRange, monthTitle } from "@core/calendar-dates";
import type { Colleague } from "@core/schemas/colleagues";
import { MonthGridFrame } from "@web/components/shifts/month-grid-frame";
import { cn } from "@web/lib/cn";
import { useFormats } from "@web/lib/hooks/use-formats";
import { ColleagueAvatar } from "./colleague-avatar";
import { COMPATIBILITY_STYLE, CompatibilityBadge } from "./compatibility";

const byDate = (shifts: readonly WorkingShift[]) => {
  const map = new Map<string, WorkingShift[]>();
  for (const s of shifts) {
    const list = map.get(s.date);
    if (list) list.push(s);
    else map.set(s.date, [s]);
  }
  return map;
};

/**
 * The friends month grid, ISO weeks from Monday: her own shifts, up to 2 avatars
 * of the shown colleagues working that day then +N, and — while comparing — each
 * day's compatibility as a colour, a symbol and a word.
 */
export function FriendsMonthGrid({
  month,
  today,
  mine,
  colleagues,
  shiftsOf,
  compare,
  onDay,
}: {
  month: string;
  today: string;
  mine: readonly WorkingShift[];
  /** The colleagues shown (connected, not hidden). */
  colleagues: readonly Colleague[];
  shiftsOf: (id: string) => readonly WorkingShift[];
  compare: Colleague | undefined;
  onDay: (date: string) => void;
}) {
  const { formatLongDate } = useFormats();
  const weeks = useMemo(() => isoMonthWeeks(month), [month]);
  const { from: first, to: last } = monthRange(month);
  const myDays = useMemo(() => byDate(mine), [mine]);
  const working = useMemo(() => colleagues.map((c) => ({ colleague: c, days: byDate(shiftsOf(c.id)) })), [colleagues, shiftsOf]);
  const compareShifts = compare ? shiftsOf(compare.id) : undefined;

  return (
    <MonthGridFrame
      weeks={weeks}
      weekStartsOn="monday"
      aria-label={`Friends calendar, ${monthTitle(month)}`}
      data-month={month}
      renderDay={(date) => {
        const inMonth = date >= first && date <= last;
        const own = myDays.get(date) ?? [];
        const people = working.filter((w) => w.days.has(date)).map((w) => w.colleague);
        const { shown, more } = avatarOverflow(people);
        const state: DayCompatibility | undefined = compareShifts ? dayCompatibility(date, mine, compareShifts) : undefined;
        const label = [
          formatLongDate(date) + (date === today ? ", today" : ""),
          own.length ? `you: ${own.map((s) => `${s.name} ${s.start} to ${s.end}`).join(", ")}` : "you are off",
          people.length ? `working: ${people.map((p) => p.name).join(", ")}` : "no colleague working",
          state && compare ? `${COMPATIBILITY_LABELS[state]} with ${compare.name}` : "",
        ]
          .filter(Boolean)
          .join(". ");
        return (
          <div
            key={date}
            role="gridcell"
            className={cn(
              "relative min-h-[5.25rem] border-r border-slate-200 last:border-r-0 md:min-h-[6.5rem]",
              !inMonth && "bg-slate-50",
              state && COMPATIBILITY_STYLE[state].cell,
            )}
          >
            <button
              type="button"
              data-date={date}
              data-compatibility={state}
              aria-label={label}
              aria-current={date === today ? "date" : undefined}
              onClick={() => onDay(date)}
              className={cn(
                "absolute inset-0 cursor-pointer outline-none hover:bg-slate-900/5 focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset",
                date === today && "ring-2 ring-primary/70 ring-inset",
              )}
            />
            <div className="pointer-events-none relative flex h-full flex-col gap-0.5 p-0.5 md:gap-1 md:p-1.5" aria-hidden>
              <div className="flex items-center justify-between gap-0.5 px-0.5">
                <span
                  className={cn("text-xs font-medium md:text-sm", date === today ? "font-bold text-primary" : inMonth ? "text-slate-900" : "text-slate-600")}
                >
                  {Number(date.slice(8))}
                </span>
                {state && <CompatibilityBadge state={state} />}
              </div>
              {own.slice(0, 1).map((s, i) => (
                <span
                  key={i}
                  className="truncate rounded bg-slate-800 px-1 text-[10px] leading-4 font-medium text-white md:text-[11px]"
                  title={`You: ${s.name}`}
                >
                  {s.name}
                </span>
              ))}
              {people.length > 0 && (
                <div className="mt-auto flex items-center -space-x-1.5 md:space-x-0.5" data-avatars={people.length}>
                  {shown.map((c) => (
                    <ColleagueAvatar key={c.id} initials={c.initials} color={c.color} size="sm" className="size-5 text-[9px] md:size-6 md:text-[10px]" />
                  ))}
                  {more > 0 && (
                    <span className="z-10 ml-1.5 rounded-full bg-slate-200 px-1 text-[10px] leading-5 font-semibold text-slate-800 md:ml-0.5">+{more}</span>
                  )}
                </div>
              )}
            </div>
          </div>
        );
      }}
    />
  );
}
