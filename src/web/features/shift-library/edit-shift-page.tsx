import { Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { CancelSubmitButtons } from "@web/components/form-buttons";
import { Controller, useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import type { z } from "zod";
import type { editShiftForm, ShiftType } from "@core/schemas/shift-types";
import { isHandSetPaidHours } from "@core/shift-hours";
import { DEFAULT_SHIFT_COLOR, DEFAULT_SHIFT_ICON, SHIFT_NAME_MAX, SHIFT_NICKNAME_MAX } from "@core/shift-library";
import { PageHeader } from "@web/components/layout/page-header";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { ApiError, errorMessage } from "@web/lib/api/client";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { usePageMeta } from "@web/lib/page-meta";
import { useShiftType } from "./api/get-shift-type";
import { useUpdateShiftType } from "./api/update-shift-type";
import { ColorSwatches } from "./components/color-swatches";
import { DeleteShiftTypeDialog } from "./components/delete-shift-type-dialog";
import { IconGrid } from "./components/icon-grid";
import { LocationField, UnitField } from "./components/location-field";
import { CALENDAR_LABEL, calendarLabelHint, NicknameField } from "./components/nickname-field";
import { ShiftPayFields } from "./components/shift-pay-fields";
import { ShiftTimesFields, useShiftTimes } from "./components/shift-times-fields";
import { SymbolChoice } from "./components/symbol-choice";
import { showServerFieldErrors } from "@web/lib/form-errors";
import { EDIT_ICONS } from "@web/lib/shift-icons";
import { DIALOG_COLORS } from "@web/lib/shift-palettes";

type Values = z.input<typeof editShiftForm>;
type Parsed = z.output<typeof editShiftForm>;

const validation = lazyZodResolver<Values, Parsed>(() => import("@core/schemas/shift-types").then((m) => m.editShiftForm));

/**
 * /shifts/{id}/edit: icon, nickname, times, date and colour of one shift,
 * and the rest of the library's fields (location, type, job, wage, premiums: docs/product/calendar.md, Shift library);
 * delete with confirmation.
 */
export default function EditShiftPage() {
  usePageMeta({ title: "Edit Shift", description: "Change a shift of your library." });
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const shift = useShiftType(id);
  const missing = shift.error instanceof ApiError && (shift.error.status === 404 || shift.error.status === 400);

  // A load that failed for another reason goes back to the calendar, where she came from.
  const failed = shift.isError && !missing;
  useEffect(() => {
    if (!failed) return;
    notifyError(`Failed to load shift: ${errorMessage(shift.error)}`);
    void navigate("/calendar", { replace: true });
  }, [failed, shift.error, navigate]);

  // The copy kept on this phone (decision 051) may be older than the server's: while the server can be asked, the
  // form waits for its answer, so a save never sends an old copy's fields back (offline the fetch pauses: the kept copy is used).
  const checking = shift.isFetching && !shift.isFetchedAfterMount;

  return (
    <div className="mx-auto max-w-2xl p-4 sm:p-6">
      <PageHeader title="Edit Shift" description="Changes show on every day this shift is on." />
      {shift.isPending || failed || checking ? (
        <Spinner label="Loading the shift…" className="py-16" />
      ) : missing ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center" role="alert">
          <p className="text-lg font-semibold">Shift not found</p>
          <p className="mt-1 text-sm text-slate-600">It may have been deleted.</p>
          <Button asChild variant="outline" className="mt-4">
            <Link to="/shifts">Back to My Shifts</Link>
          </Button>
        </div>
      ) : (
        <EditShiftForm shift={shift.data!} />
      )}
    </div>
  );
}

/** The form's values: the shift as it is (premium ids are the server's; the list is sent whole). */
function editValues(shift: ShiftType): Values {
  const { name, nickname, icon, symbol, color, location, unit, startTime, endTime, paidHours, jobId, hourlyRate, date } = shift;
  const premiums = shift.premiums.map(({ name, amountPerHour, days, appliesFrom, appliesTo }) => ({ name, amountPerHour, days, appliesFrom, appliesTo }));
  return { name, nickname, icon, symbol, color, location, unit, startTime, endTime, paidHours, jobId, hourlyRate, premiums, date };
}

function EditShiftForm({ shift }: { shift: ShiftType }) {
  const id = useId();
  const navigate = useNavigate();
  const update = useUpdateShiftType({ errorTitle: (message) => `Save failed: ${message}` });
  const [deleting, setDeleting] = useState(false);
  const form = useForm<Values, unknown, Parsed>({
    resolver: validation.resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: editValues(shift),
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const errors = formState.errors;
  // Paid hours she set herself (8 for 15:00–23:15) stay when the times move.
  const times = useShiftTimes(form, { step: 0.25, handSet: isHandSetPaidHours(shift.startTime, shift.endTime, shift.paidHours) });
  const describe = (name: string) => ({ id: `${id}-${name}`, "aria-describedby": `${id}-${name}-error` });

  const submit = handleSubmit((body) =>
    update.mutate(
      { id: shift.id, body },
      {
        onSuccess: () => {
          notifySuccess("Saved");
          void navigate("/shifts");
        },
        onError: (error) => showServerFieldErrors(error, setError),
      },
    ),
  );

  return (
    <Card>
      <CardContent className="pt-5">
        <form onSubmit={(e) => void submit(e)} onFocus={() => void validation.preload()} noValidate className="space-y-5">
          <Controller
            control={control}
            name="icon"
            render={({ field }) => {
              const icon = field.value ?? DEFAULT_SHIFT_ICON;
              // The shift's own icon stays choosable when it is not one of the twelve.
              const icons = EDIT_ICONS.includes(icon) ? EDIT_ICONS : [icon, ...EDIT_ICONS.slice(0, 11)];
              return <IconGrid label="Icon" icons={icons} value={icon} onChange={field.onChange} columns={6} />;
            }}
          />
          <div className="space-y-2">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input {...describe("name")} {...register("name")} maxLength={SHIFT_NAME_MAX} aria-invalid={Boolean(errors.name)} autoComplete="off" />
            <FieldError id={`${id}-name-error`} message={errors.name?.message} />
          </div>
          <NicknameField id={id} control={control} errors={errors} label={CALENDAR_LABEL} hint={calendarLabelHint(SHIFT_NICKNAME_MAX)} />
          <ShiftTimesFields id={id} times={times} labels={{ start: "Start time", end: "End time", paid: "Paid hours" }} paidMin={0.25} showOvernight />
          <div className="space-y-2">
            <Label htmlFor={`${id}-date`}>Date</Label>
            <Input
              type="date"
              {...describe("date")}
              {...register("date", { setValueAs: (v: unknown) => (typeof v === "string" && v ? v : null) })}
              aria-invalid={Boolean(errors.date)}
            />
            <p className="text-xs text-slate-600">Optional: a one-off shift shows on this day of your calendar.</p>
            <FieldError id={`${id}-date-error`} message={errors.date?.message} />
          </div>
          <Controller
            control={control}
            name="color"
            render={({ field }) => <ColorSwatches value={field.value ?? DEFAULT_SHIFT_COLOR} onChange={field.onChange} swatches={DIALOG_COLORS} columns={8} />}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <LocationField id={id} control={control} errors={errors} placeholder="Hospital or site" />
            <UnitField id={id} control={control} errors={errors} />
          </div>
          <Controller control={control} name="symbol" render={({ field }) => <SymbolChoice value={field.value ?? null} onChange={field.onChange} />} />
          <ShiftPayFields id={id} form={form} />
          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4">
            <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden /> Delete
            </Button>
            <div className="flex gap-2">
              <CancelSubmitButtons cancelTo="/shifts" pending={update.isPending} label="Save" />
            </div>
          </div>
        </form>
        <DeleteShiftTypeDialog shift={deleting ? shift : undefined} onOpenChange={setDeleting} onDeleted={() => void navigate("/shifts", { replace: true })} />
      </CardContent>
    </Card>
  );
}
