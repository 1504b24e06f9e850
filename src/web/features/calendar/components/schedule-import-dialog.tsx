import { ImageUp } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useFieldArray, useForm, useWatch, type Control } from "react-hook-form";
import { dayOfWeek, monthGridWeeks, monthOf } from "@core/calendar-dates";
import { NEW_SHIFT_CHOICE } from "@core/schedule-import";
import type { ScheduleImport, ScheduleReviewForm } from "@core/schemas/calendar";
import type { ShiftType } from "@core/schemas/shift-types";
import { chipLabel } from "@core/shift-library";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Dialog, DialogContent, DialogFooter } from "@web/components/ui/dialog";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { errorMessage } from "@web/lib/api/client";
import { cn } from "@web/lib/cn";
import { useFormats } from "@web/lib/hooks/use-formats";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { useApplySchedule, useReadSchedule } from "../api/schedule-import";

const validation = lazyZodResolver<ScheduleReviewForm, ScheduleReviewForm>(() => import("@core/schemas/calendar").then((m) => m.scheduleReviewForm));

const WEEKDAY_LETTERS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The form's rows from the server's proposals: every day ticked, her shift or a new one. */
const rowsOf = (read: ScheduleImport): ScheduleReviewForm["days"] =>
  read.proposals.map((p) => ({ date: p.date, include: true, choice: p.shiftTypeId ?? NEW_SHIFT_CHOICE, label: p.label, start: p.start, end: p.end }));

/**
 * The spec's "Upload Schedule Screenshot" dialog made real (decision 055): she
 * chooses a photo or screenshot of her posted schedule, "Process Schedule" reads
 * it on the server, and she reviews the days on her month — tick or untick
 * each, fix its shift or a new shift's name and times — then applies them as
 * one undoable change.
 */
export default function ScheduleImportDialog({
  open,
  onOpenChange,
  library,
  onApplied,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  library: ShiftType[];
  /** The month to show once applied (the first day's). */
  onApplied: (month: string) => void;
}) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const read = useReadSchedule();
  const reviewing = read.data && read.data.proposals.length > 0 ? read.data : undefined;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {reviewing ? (
        <ReviewContent
          key={read.submittedAt}
          read={reviewing}
          library={library}
          onBack={() => read.reset()}
          onApplied={(month) => {
            onOpenChange(false);
            onApplied(month);
          }}
        />
      ) : (
        <DialogContent
          title="Upload Schedule Screenshot"
          description="Upload a photo or screenshot of your posted schedule — a month grid with your row, or a list of your shifts. We read your shifts and you check them before anything changes."
        >
          <form
            className="space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (file) read.mutate(file);
            }}
          >
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-file`}>Schedule image</Label>
              <Input
                id={`${id}-file`}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  read.reset();
                }}
              />
              <p className="text-xs text-slate-600">JPEG, PNG, WebP or HEIC, up to 20 MB. Nothing is kept: the image is read and let go.</p>
            </div>
            {read.isError && <Alert>{errorMessage(read.error)}</Alert>}
            {read.data?.proposals.length === 0 && (
              <Alert>No shifts were found on this image. Try a sharper photo or a screenshot, with your name on your row of a grid.</Alert>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!file || read.isPending}>
                <ImageUp aria-hidden /> {read.isPending ? "Reading your schedule…" : "Process Schedule"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}

function ReviewContent({
  read,
  library,
  onBack,
  onApplied,
}: {
  read: ScheduleImport;
  library: ShiftType[];
  onBack: () => void;
  onApplied: (month: string) => void;
}) {
  const id = useId();
  const { formatShortDate } = useFormats();
  const { control, register, handleSubmit, formState } = useForm<ScheduleReviewForm, unknown, ScheduleReviewForm>({
    resolver: validation.resolver,
    defaultValues: { days: rowsOf(read) },
  });
  const { fields } = useFieldArray({ control, name: "days" });
  const days = useWatch({ control, name: "days" });
  const apply = useApplySchedule({ onDone: (first) => onApplied(monthOf(first)) });
  const ticked = days.filter((d) => d.include).length;
  const library_ = useMemo(() => library.filter((s) => !s.date), [library]);
  const errors = formState.errors.days;

  return (
    <DialogContent
      title="Review your schedule"
      description={`${read.proposals.length} ${read.proposals.length === 1 ? "shift" : "shifts"} read from your ${read.layout === "grid" ? "unit's grid" : "list"}. Untick a day to leave it as it is, or fix its shift, then apply.`}
      className="max-w-3xl"
    >
      <form onSubmit={(e) => void handleSubmit((values) => apply.mutate(values))(e)} onFocus={() => void validation.preload()} noValidate className="space-y-3">
        <MonthPreview control={control} library={library_} />
        <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Shifts read">
          {fields.map((field, i) => {
            const day = days[i] ?? field;
            const isNew = day.choice === NEW_SHIFT_CHOICE;
            const rowErrors = errors?.[i];
            const dayName = `${WEEKDAY_LETTERS[dayOfWeek(field.date)]}, ${formatShortDate(field.date)}`;
            return (
              <li key={field.id} className={cn("flex flex-wrap items-center gap-x-3 gap-y-2 p-2.5", !day.include && "bg-slate-50 text-slate-500")}>
                <label className="flex min-w-32 items-center gap-2.5 text-sm font-medium">
                  <Checkbox {...register(`days.${i}.include`)} />
                  {dayName}
                </label>
                <div className="w-full sm:w-auto sm:min-w-48 sm:flex-1">
                  <NativeSelect aria-label={`Shift on ${dayName}`} {...register(`days.${i}.choice`)}>
                    {library_.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name} · {s.startTime}–{s.endTime}
                      </option>
                    ))}
                    <option value={NEW_SHIFT_CHOICE}>New shift…</option>
                  </NativeSelect>
                </div>
                {isNew && day.include && (
                  <div className="flex w-full flex-wrap items-start gap-2">
                    <div className="min-w-32 flex-1">
                      <Label htmlFor={`${id}-${i}-label`} className="text-xs">
                        Name of the new shift
                      </Label>
                      <Input
                        id={`${id}-${i}-label`}
                        aria-describedby={`${id}-${i}-label-error`}
                        aria-invalid={Boolean(rowErrors?.label)}
                        {...register(`days.${i}.label`)}
                      />
                      <FieldError id={`${id}-${i}-label-error`} message={rowErrors?.label?.message} />
                    </div>
                    <div>
                      <Label htmlFor={`${id}-${i}-start`} className="text-xs">
                        Starts
                      </Label>
                      <Input
                        id={`${id}-${i}-start`}
                        type="time"
                        aria-describedby={`${id}-${i}-start-error`}
                        aria-invalid={Boolean(rowErrors?.start)}
                        {...register(`days.${i}.start`)}
                      />
                      <FieldError id={`${id}-${i}-start-error`} message={rowErrors?.start?.message} />
                    </div>
                    <div>
                      <Label htmlFor={`${id}-${i}-end`} className="text-xs">
                        Ends
                      </Label>
                      <Input
                        id={`${id}-${i}-end`}
                        type="time"
                        aria-describedby={`${id}-${i}-end-error`}
                        aria-invalid={Boolean(rowErrors?.end)}
                        {...register(`days.${i}.end`)}
                      />
                      <FieldError id={`${id}-${i}-end-error`} message={rowErrors?.end?.message} />
                    </div>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
        {(errors?.root?.message ?? errors?.message) && <Alert>{errors?.root?.message ?? errors?.message}</Alert>}
        {apply.isError && <Alert>{errorMessage(apply.error)}</Alert>}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onBack}>
            Another image
          </Button>
          <Button type="submit" disabled={apply.isPending || ticked === 0}>
            {apply.isPending ? "Applying…" : `Apply ${ticked} ${ticked === 1 ? "day" : "days"}`}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

/** Her month(s) as the review will leave them: each ticked day's shift on its day, unticked ones struck through. */
function MonthPreview({ control, library }: { control: Control<ScheduleReviewForm>; library: ShiftType[] }) {
  const { formatMonthName } = useFormats();
  const days = useWatch({ control, name: "days" });
  const byDate = new Map(days.map((d) => [d.date, d]));
  const names = new Map(library.map((s) => [s.id, chipLabel(s)]));
  const colors = new Map(library.map((s) => [s.id, s.color]));
  const months = [...new Set(days.map((d) => monthOf(d.date)))].sort();
  return (
    <div className="space-y-2" aria-hidden>
      {months.map((month) => {
        const weeks = monthGridWeeks(month);
        return (
          <section key={month}>
            <p className="mb-1 text-sm font-semibold text-slate-900">{formatMonthName(month)}</p>
            <div className="grid grid-cols-7 gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200 text-center text-[11px]">
              {weeks[0]!.map((d) => (
                <div key={d} className="bg-slate-50 py-0.5 font-medium text-slate-600">
                  {WEEKDAY_LETTERS[dayOfWeek(d)]}
                </div>
              ))}
              {weeks.flat().map((date) => {
                const day = byDate.get(date);
                const inMonth = monthOf(date) === month;
                const label = day ? (day.choice === NEW_SHIFT_CHOICE ? day.label : (names.get(day.choice) ?? "")) : "";
                return (
                  <div key={date} className={cn("flex min-h-10 flex-col items-center gap-0.5 bg-white p-0.5", !inMonth && "bg-slate-50 text-slate-600")}>
                    <span>{Number(date.slice(8))}</span>
                    {day && inMonth && (
                      <span
                        className={cn(
                          "max-w-full truncate rounded-sm border-l-2 bg-slate-100 px-0.5 text-[10px] font-semibold text-slate-900 sm:border-l-4 sm:px-1 sm:text-[11px]",
                          !day.include && "font-normal text-slate-600 line-through",
                        )}
                        style={{
                          borderLeftColor: day.include ? (day.choice === NEW_SHIFT_CHOICE ? "#64748b" : (colors.get(day.choice) ?? "#3b82f6")) : "#cbd5e1",
                        }}
                      >
                        {label}
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}
