import { CalendarDays, Plus, Trash2 } from "lucide-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { addDays } from "@core/calendar-dates";
import type { HolidaysResponse } from "@core/schemas/holidays";
import type { PayEstimatorInputs, PayEstimatorResponse } from "@core/schemas/pay-estimator";
import type { Job } from "@core/schemas/jobs";
import { jobLabel } from "@core/job-label";
import { numberOrZero, parseAmount } from "@core/tools/numbers";
import type { NumberRegion } from "@core/tools/regional-numbers";
import {
  DEFAULT_SHIFT_ROW,
  estimatePay,
  PAY_ESTIMATOR_DEFAULTS,
  MAX_PAY_HOURS,
  MAX_PAY_RATE,
  MAX_PAY_ROWS,
  PAY_FREQUENCIES,
  PAY_FREQUENCY_LABELS,
  periodDays,
  type FilledRows,
  type PayFrequency,
} from "@core/tools/pay";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { Spinner } from "@web/components/ui/spinner";
import { WidgetCard } from "@web/components/widget-card";
import { cn } from "@web/lib/cn";
import { useJobs } from "@web/lib/api/jobs";
import { notifyError, notifyInfo, notifySuccess } from "@web/lib/notify";
import { useDebouncedValue } from "@web/lib/hooks/use-debounced-value";
import { useFormats } from "@web/lib/hooks/use-formats";
import { useNurseToday } from "@web/lib/hooks/use-nurse-today";
import { fetchCalendarRows, holidaysQuery } from "../api/calendar-pay";
import { usePayEstimatorInputs } from "../api/get-pay-estimator";
import { useSavePayEstimatorInputs } from "../api/save-pay-estimator";
import { WhichNumber } from "../components/which-number";
import { useRegion } from "../hooks/use-region";

interface ShiftRowForm {
  key: string;
  name: string;
  hourlyRate: string;
  hoursScheduled: string;
  jobId: string | null;
}
interface PremiumRowForm {
  key: string;
  name: string;
  hourlyBonus: string;
  hoursApplied: string;
}
interface Form {
  frequency: PayFrequency;
  customDays: string;
  shifts: ShiftRowForm[];
  premiums: PremiumRowForm[];
  /** Whose public holidays a holiday premium counts; null: her profile's area. */
  holidayArea: string | null;
}

let nextKey = 0;
const key = () => `row-${++nextKey}`;
const text = (v: number) => String(v);

function formOf(inputs: PayEstimatorInputs): Form {
  return {
    frequency: inputs.frequency,
    customDays: text(inputs.customDays),
    shifts: inputs.shifts.map((s) => ({ key: key(), name: s.name, hourlyRate: text(s.hourlyRate), hoursScheduled: text(s.hoursScheduled), jobId: s.jobId })),
    premiums: inputs.premiums.map((p) => ({ key: key(), name: p.name, hourlyBonus: text(p.hourlyBonus), hoursApplied: text(p.hoursApplied) })),
    holidayArea: inputs.holidayArea,
  };
}

// Read in her region's way ("1,200" is twelve hundred in the US). The texts this card writes have at most
// two decimals, so none of them reads two ways in any region.
const rate = (t: string, region: NumberRegion) => numberOrZero(t, region, MAX_PAY_RATE);
const hours = (t: string, region: NumberRegion) => numberOrZero(t, region, MAX_PAY_HOURS);
const trimName = (name: string, fallback: string) => name.replace(/\s+/g, " ").trim().slice(0, 60) || fallback;

/** A job is offered while it is current: still working there, or no end date yet, or it ends today or later. */
const isActive = (job: Job, today: string) => job.stillWorking || job.endDate === null || job.endDate >= today;

function inputsOf(form: Form, jobRate: (id: string | null) => number | undefined, region: NumberRegion): PayEstimatorInputs {
  return {
    frequency: form.frequency,
    customDays: periodDays("custom", form.customDays),
    shifts: form.shifts.map((s) => ({
      name: trimName(s.name, "Shift"),
      hourlyRate: jobRate(s.jobId) ?? rate(s.hourlyRate, region),
      hoursScheduled: hours(s.hoursScheduled, region),
      jobId: jobRate(s.jobId) === undefined ? null : s.jobId,
    })),
    premiums: form.premiums.map((p) => ({
      name: trimName(p.name, "Premium"),
      hourlyBonus: rate(p.hourlyBonus, region),
      hoursApplied: hours(p.hoursApplied, region),
    })),
    holidayArea: form.holidayArea,
  };
}

/** Pay Estimator (docs/product/pay-estimator.md): the full card, which is also the dashboard widget. */
export function PayEstimatorCard() {
  const saved = usePayEstimatorInputs();
  return (
    <WidgetCard title="Pay Estimator" id="pay-estimator">
      {saved.data ? (
        <PayEstimatorForm saved={saved.data} />
      ) : saved.isError ? (
        <PayEstimatorForm saved={{ ...PAY_ESTIMATOR_DEFAULTS, updatedAt: null }} />
      ) : (
        <Spinner />
      )}
    </WidgetCard>
  );
}

function PayEstimatorForm({ saved }: { saved: PayEstimatorResponse }) {
  const id = useId();
  const { formatMoney, formatHours, formatShortDate } = useFormats();
  const today = useNurseToday();
  const [form, setForm] = useState<Form>(() => formOf(saved));
  const [fillFrom, setFillFrom] = useState(today);
  const [filling, setFilling] = useState(false);
  const [filled, setFilled] = useState<{ holidays: HolidaysResponse["holidays"]; area: HolidaysResponse["area"] } | null>(null);
  const queryClient = useQueryClient();
  const jobs = useJobs();
  const activeJobs = useMemo(() => (jobs.data ?? []).filter((j) => isActive(j, today)), [jobs.data, today]);
  const jobRate = (jobId: string | null) => (jobId ? activeJobs.find((j) => j.id === jobId)?.hourlyRate : undefined);

  const days = periodDays(form.frequency, form.customDays);
  const region = useRegion();
  const inputs = inputsOf(form, jobRate, region);
  const { gross, totalHours } = estimatePay(inputs.shifts, inputs.premiums);

  // Her inputs are kept on the server a moment after she stops typing.
  const save = useSavePayEstimatorInputs();
  const settled = useDebouncedValue(JSON.stringify(inputs), 800);
  const lastSaved = useRef(JSON.stringify(inputsOf(formOf(saved), () => undefined, region)));
  useEffect(() => {
    if (settled === lastSaved.current || !jobs.isFetched) return;
    lastSaved.current = settled;
    save.mutate(JSON.parse(settled) as PayEstimatorInputs);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one save per settled change
  }, [settled, jobs.isFetched]);

  const setShift = (k: string, change: Partial<ShiftRowForm>) =>
    setForm((f) => ({ ...f, shifts: f.shifts.map((s) => (s.key === k ? { ...s, ...change } : s)) }));
  const setPremium = (k: string, change: Partial<PremiumRowForm>) =>
    setForm((f) => ({ ...f, premiums: f.premiums.map((p) => (p.key === k ? { ...p, ...change } : p)) }));

  const fillTo = addDays(fillFrom, days - 1);
  const holidays = useQuery(holidaysQuery(fillFrom, fillTo, form.holidayArea));

  const fill = async () => {
    const to = fillTo;
    setFilling(true);
    try {
      const rows: FilledRows & { shiftCount: number } & NonNullable<typeof filled> = await fetchCalendarRows(queryClient, fillFrom, to, form.holidayArea);
      if (rows.shifts.length === 0) {
        notifyInfo("No shifts on your calendar", `Nothing is scheduled from ${fillFrom} to ${to}.`);
        return;
      }
      setForm((f) => ({
        ...f,
        shifts: rows.shifts.map((s) => ({ key: key(), name: s.name, hourlyRate: text(s.hourlyRate), hoursScheduled: text(s.hoursScheduled), jobId: s.jobId })),
        premiums: rows.premiums.map((p) => ({ key: key(), name: p.name, hourlyBonus: text(p.hourlyBonus), hoursApplied: text(p.hoursApplied) })),
      }));
      setFilled({ holidays: rows.holidays, area: rows.area });
      notifySuccess("Filled from your calendar", `${rows.shiftCount} shift${rows.shiftCount === 1 ? "" : "s"} from ${fillFrom} to ${to}.`);
    } catch {
      notifyError("Could not read your calendar", "Check your connection and try again.");
    } finally {
      setFilling(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-3 @xl:grid-cols-2">
        <div>
          <label htmlFor={`${id}-freq`} className="mb-1 block text-sm font-medium text-slate-800">
            Pay frequency
          </label>
          <NativeSelect id={`${id}-freq`} value={form.frequency} onChange={(e) => setForm((f) => ({ ...f, frequency: e.target.value as PayFrequency }))}>
            {PAY_FREQUENCIES.map((p) => (
              <option key={p} value={p}>
                {PAY_FREQUENCY_LABELS[p]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <label htmlFor={`${id}-days`} className="mb-1 block text-sm font-medium text-slate-800">
            Period (days)
          </label>
          <Input
            id={`${id}-days`}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            disabled={form.frequency !== "custom"}
            value={form.frequency === "custom" ? form.customDays : String(days)}
            onChange={(e) => setForm((f) => ({ ...f, customDays: e.target.value }))}
          />
        </div>
      </div>

      <PayRows
        noun="shift"
        legend="Shifts"
        columns="@xl:grid-cols-[1fr_1fr_7rem_6rem_auto]"
        rows={form.shifts}
        keepOne
        onAdd={() =>
          setForm((f) => ({
            ...f,
            shifts: [
              ...f.shifts,
              {
                key: key(),
                name: DEFAULT_SHIFT_ROW.name,
                hourlyRate: text(DEFAULT_SHIFT_ROW.hourlyRate),
                hoursScheduled: text(DEFAULT_SHIFT_ROW.hoursScheduled),
                jobId: null,
              },
            ],
          }))
        }
        onRemove={(k) => setForm((f) => ({ ...f, shifts: f.shifts.filter((x) => x.key !== k) }))}
      >
        {(s) => {
          const fromJob = jobRate(s.jobId);
          return (
            <>
              <NameField value={s.name} onChange={(name) => setShift(s.key, { name })} />
              <label className="col-span-2 text-sm font-medium text-slate-800 @xl:col-span-1">
                Job (optional)
                <NativeSelect
                  className="mt-1"
                  value={fromJob === undefined ? "" : (s.jobId ?? "")}
                  onChange={(e) => {
                    const job = activeJobs.find((j) => j.id === e.target.value);
                    setShift(s.key, job ? { jobId: job.id, hourlyRate: text(job.hourlyRate) } : { jobId: null });
                  }}
                >
                  <option value="">No job</option>
                  {activeJobs.map((j) => (
                    <option key={j.id} value={j.id}>
                      {jobLabel(j)}
                    </option>
                  ))}
                </NativeSelect>
              </label>
              <NumberField
                label="Hourly rate"
                disabled={fromJob !== undefined}
                value={fromJob !== undefined ? text(fromJob) : s.hourlyRate}
                onChange={(hourlyRate) => setShift(s.key, { hourlyRate })}
              />
              <NumberField label="Hours" value={s.hoursScheduled} onChange={(hoursScheduled) => setShift(s.key, { hoursScheduled })} />
            </>
          );
        }}
      </PayRows>

      <PayRows
        noun="premium"
        legend="Premiums"
        columns="@xl:grid-cols-[1fr_7rem_7.5rem_auto]"
        rows={form.premiums}
        onAdd={() => setForm((f) => ({ ...f, premiums: [...f.premiums, { key: key(), name: "Premium", hourlyBonus: "0", hoursApplied: "0" }] }))}
        onRemove={(k) => setForm((f) => ({ ...f, premiums: f.premiums.filter((x) => x.key !== k) }))}
      >
        {(p) => (
          <>
            <NameField value={p.name} onChange={(name) => setPremium(p.key, { name })} />
            <NumberField label="Hourly bonus" value={p.hourlyBonus} onChange={(hourlyBonus) => setPremium(p.key, { hourlyBonus })} />
            <NumberField label="Hours applied" value={p.hoursApplied} onChange={(hoursApplied) => setPremium(p.key, { hoursApplied })} />
          </>
        )}
      </PayRows>

      <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 @xl:flex-row @xl:items-end">
        <label className="flex-1 text-sm font-medium text-slate-800">
          Period starting
          <Input className="mt-1" type="date" value={fillFrom} onChange={(e) => setFillFrom(e.target.value || today)} />
        </label>
        <label className="flex-1 text-sm font-medium text-slate-800">
          Public holidays of
          {holidays.data && holidays.data.areas.length > 0 ? (
            <NativeSelect
              className="mt-1"
              value={holidays.data.area?.code ?? ""}
              onChange={(e) => {
                setFilled(null);
                setForm((f) => ({ ...f, holidayArea: e.target.value || null }));
              }}
            >
              {holidays.data.areas.map((a) => (
                <option key={a.code} value={a.code}>
                  {a.name}
                </option>
              ))}
            </NativeSelect>
          ) : (
            <span className="mt-1 block text-sm font-normal text-slate-600">
              {holidays.isPending ? "Loading…" : "Unknown: set your country in Account to count holiday premiums."}
            </span>
          )}
        </label>
        <Button variant="secondary" className="h-11" disabled={filling} onClick={() => void fill()}>
          {filling ? <Spinner /> : <CalendarDays aria-hidden />} Fill from my calendar
        </Button>
      </div>
      {filled && (
        <p className="-mt-2 text-sm text-slate-700" data-testid="pay-holidays">
          {filled.holidays.length === 0
            ? `No public holidays in this period${filled.area ? ` (${filled.area.name})` : ""}.`
            : `Public holidays in this period: ${filled.holidays.map((h) => `${h.name} (${formatShortDate(h.date)})`).join(", ")}.`}
        </p>
      )}

      <div className="rounded-xl bg-primary/10 p-4" aria-live="polite">
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="text-sm text-slate-700">Estimated gross pay</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid="pay-gross">
              {formatMoney(gross)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">Total hours</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid="pay-hours">
              {formatHours(totalHours)}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-slate-600">For a {days}-day pay period, before tax and deductions. An estimate only: your pay stub is the record.</p>
      </div>
    </div>
  );
}

/**
 * The shift or premium rows: each its fields (laid out by `columns` once the card
 * is wide) and its remove button, then "Add shift" / "Add premium" up to
 * MAX_PAY_ROWS. With `keepOne` the last row cannot be removed.
 */
function PayRows<R extends { key: string }>({
  noun,
  legend,
  columns,
  rows,
  keepOne = false,
  onAdd,
  onRemove,
  children,
}: {
  noun: "shift" | "premium";
  legend: string;
  /** The row's grid columns from the @xl width on (a full class name, for Tailwind to find). */
  columns: string;
  rows: R[];
  keepOne?: boolean;
  onAdd: () => void;
  onRemove: (key: string) => void;
  children: (row: R) => ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      {rows.map((row, i) => (
        <div key={row.key} className={cn("grid grid-cols-2 gap-2 rounded-lg border border-slate-200 p-3", columns)} data-testid={`${noun}-row`}>
          {children(row)}
          <Button
            variant="ghost"
            size="icon"
            className="col-span-2 h-11 w-full self-end @xl:col-span-1 @xl:w-11"
            aria-label={`Remove ${noun} row ${i + 1}`}
            disabled={keepOne && rows.length === 1}
            onClick={() => onRemove(row.key)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      ))}
      <Button variant="outline" disabled={rows.length >= MAX_PAY_ROWS} onClick={onAdd}>
        <Plus aria-hidden /> Add {noun}
      </Button>
    </fieldset>
  );
}

/** A row's name: the whole row's width until the card is wide. */
function NameField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <label className="col-span-2 text-sm font-medium text-slate-800 @xl:col-span-1">
      Name
      <Input className="mt-1" value={value} maxLength={60} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/** A rate or hours: a number from 0, typed in her region's way; one that reads two ways ("1,200") is asked about. */
function NumberField({ label, value, disabled, onChange }: { label: string; value: string; disabled?: boolean; onChange: (value: string) => void }) {
  const region = useRegion();
  const parsed = parseAmount(value, { label }, region);
  return (
    <div>
      <label className="text-sm font-medium text-slate-800">
        {label}
        <Input className="mt-1" inputMode="decimal" autoComplete="off" disabled={disabled} value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
      {!parsed.ok && parsed.reason === "ambiguous" && <WhichNumber typed={value} choices={parsed.choices} onPick={onChange} />}
    </div>
  );
}
