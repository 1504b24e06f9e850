import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { countdownParts, nextNewYear, tomorrowMidnight } from "@core/countdown";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { errorMessage } from "@web/lib/api-client";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { usePreferences } from "@web/lib/preferences-query";
import { useSavePreferences } from "../api/preferences";
import { WidgetCard, WidgetLoadError } from "../components/widget-card";
import { useClock } from "../use-clock";
import { useNurseZone } from "../use-nurse-zone";

/** "2027-01-01T00:00" as the nurse's zone reads an instant (for the date-time input). */
function localInputValue(at: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "00";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

/** The instant a date-time typed in the nurse's zone means. */
function fromLocalInput(value: string, zone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  // The zone's offset at about that time, applied twice to settle across a change.
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const seen = localInputValue(new Date(guess), zone);
    const [d, t] = seen.split("T");
    const [y, mo, da] = d!.split("-").map(Number);
    const [h, mi] = t!.split(":").map(Number);
    guess += wall - Date.UTC(y!, mo! - 1, da!, h!, mi!);
  }
  return new Date(guess);
}

/** Countdown (spec 000 §2; DESIGN §8): days, hours and minutes to her target, the next New Year by default; saved on the server. */
export default function CountdownWidget() {
  const preferences = usePreferences();
  const zone = useNurseZone();
  const now = useClock(30_000);
  const [changing, setChanging] = useState(false);
  const saved = preferences.data?.countdownDate;
  const newYear = nextNewYear(zone, now);
  const target = saved ? new Date(saved) : newYear.at;
  const left = countdownParts(target, now);
  const targetText = new Intl.DateTimeFormat("en-CA", { timeZone: zone, dateStyle: "medium", timeStyle: "short" }).format(target);
  return (
    <WidgetCard
      title="Countdown"
      id="countdown"
      action={
        <Button variant="ghost" size="sm" onClick={() => setChanging(true)} disabled={!preferences.data}>
          <CalendarClock aria-hidden />
          Change Date
        </Button>
      }
    >
      {preferences.isError ? (
        <WidgetLoadError what="your countdown" onRetry={() => void preferences.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-1 text-center" aria-live="off" data-testid="countdown">
            {(
              [
                ["Days", left.days],
                ["Hours", left.hours],
                ["Minutes", left.minutes],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-lg bg-slate-50 py-2">
                <dd className="text-2xl font-bold tabular-nums text-slate-900">{value}</dd>
                <dt className="text-xs text-slate-600">{label}</dt>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-sm text-slate-700">
            {left.done ? "Reached " : "Until "}
            {saved ? targetText : `New Year ${newYear.year}`}
          </p>
        </>
      )}
      {changing && (
        <ChangeDate
          zone={zone}
          initial={localInputValue(target, zone)}
          presets={[
            { label: `New Year ${newYear.year}`, value: null },
            { label: "Tomorrow", value: tomorrowMidnight(zone, now).toISOString() },
          ]}
          onClose={() => setChanging(false)}
        />
      )}
    </WidgetCard>
  );
}

function ChangeDate({
  zone,
  initial,
  presets,
  onClose,
}: {
  zone: string;
  initial: string;
  presets: { label: string; value: string | null }[];
  onClose: () => void;
}) {
  const save = useSavePreferences();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState("");
  const choose = (countdownDate: string | null) =>
    save.mutate(
      { countdownDate },
      {
        onSuccess: () => {
          notifySuccess("Countdown date saved");
          onClose();
        },
        onError: (error) => notifyError("Countdown not saved", errorMessage(error)),
      },
    );
  const onSave = () => {
    const at = fromLocalInput(value, zone);
    if (!at) return setProblem("Please pick a date and time.");
    setProblem("");
    choose(at.toISOString());
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Change Date" description="Count down to a preset or a date and time of your choice.">
        <div className="grid grid-cols-2 gap-2">
          {presets.map((p) => (
            <Button key={p.label} variant="outline" size="lg" onClick={() => choose(p.value)} disabled={save.isPending}>
              {p.label}
            </Button>
          ))}
        </div>
        <div className="mt-4 grid gap-1.5">
          <Label htmlFor="countdown-at">Date and time</Label>
          <Input
            id="countdown-at"
            type="datetime-local"
            value={value}
            min="1900-01-01T00:00"
            max="2999-12-31T23:59"
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "countdown-at-error" : undefined}
          />
          {problem && (
            <p id="countdown-at-error" className="text-sm text-red-700">
              {problem}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onSave} disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
