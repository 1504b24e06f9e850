import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { WorkingShift } from "@core/colleagues";
import type { Colleague } from "@core/schemas/colleagues";
import type { createSwapBody } from "@core/schemas/swaps";
import { SWAP_NOTE_MAX } from "@core/swaps";
import { Button } from "@web/components/ui/button";
import { DialogFooter } from "@web/components/ui/dialog";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { showServerFieldErrors } from "@web/lib/form-errors";
import { useFormats } from "@web/lib/hooks/use-formats";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { notifySuccess } from "@web/lib/notify";
import { useAskSwap } from "../api/swaps";

type Values = z.input<typeof createSwapBody>;
type Parsed = z.output<typeof createSwapBody>;

const validation = lazyZodResolver<Values, Parsed>(() => import("@core/schemas/swaps").then((m) => m.createSwapBody));

/**
 * Ask a free colleague to take her shift on a day (give it away), or to trade it
 * for one of their shifts on a day she is free. Sent as POST /api/swaps.
 */
export function SwapRequestForm({
  colleague,
  date,
  mine,
  tradable,
  onDone,
}: {
  colleague: Colleague;
  date: string;
  /** Her shift that day (what she gives). */
  mine: WorkingShift;
  /** The colleague's shifts she could take in return: days to come on which she is free. */
  tradable: readonly WorkingShift[];
  onDone: () => void;
}) {
  const id = useId();
  const ask = useAskSwap();
  const { formatLongDate } = useFormats();
  const [kind, setKind] = useState<"give-away" | "trade">("give-away");
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, Parsed>({
    resolver: validation.resolver,
    defaultValues: { colleagueId: colleague.id, date, theirDate: tradable[0]?.date, note: "" },
  });
  const errors = formState.errors;

  const submit = handleSubmit((body) => {
    const request = {
      colleagueId: body.colleagueId,
      date: body.date,
      ...(kind === "trade" ? { theirDate: body.theirDate } : {}),
      ...(body.note ? { note: body.note } : {}),
    };
    ask.mutate(request, {
      onSuccess: () => {
        notifySuccess("Swap request sent", `${colleague.name} is told in the app and by email.`);
        onDone();
      },
      onError: (error) => showServerFieldErrors(error, setError),
    });
  });

  return (
    <form onSubmit={(e) => void submit(e)} onFocus={() => void validation.preload()} noValidate className="space-y-4" aria-label="Ask to swap">
      <p className="rounded-lg bg-slate-50 p-3 text-sm">
        Your <strong>{mine.name}</strong> on {formatLongDate(date)}, {mine.start}–{mine.end}
        {mine.hospital ? ` at ${mine.hospital}` : ""}
      </p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">What do you ask?</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name={`${id}-kind`} checked={kind === "give-away"} onChange={() => setKind("give-away")} />
          {colleague.name} takes my shift
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name={`${id}-kind`} checked={kind === "trade"} disabled={!tradable.length} onChange={() => setKind("trade")} />
          Trade it for one of their shifts
        </label>
        {!tradable.length && <p className="text-xs text-slate-600">They have no shift this month on a day you are free.</p>}
      </fieldset>
      {kind === "trade" && (
        <div className="space-y-2">
          <Label htmlFor={`${id}-their`}>Their shift you take</Label>
          <NativeSelect id={`${id}-their`} aria-describedby={`${id}-their-error`} aria-invalid={Boolean(errors.theirDate)} {...register("theirDate")}>
            {tradable.map((s) => (
              <option key={`${s.date}-${s.start}`} value={s.date}>
                {formatLongDate(s.date)} · {s.name} {s.start}–{s.end}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={`${id}-their-error`} message={errors.theirDate?.message} />
        </div>
      )}
      <div className="space-y-2">
        <Label htmlFor={`${id}-note`}>Note (optional)</Label>
        <Input
          id={`${id}-note`}
          aria-describedby={`${id}-note-error`}
          aria-invalid={Boolean(errors.note)}
          maxLength={SWAP_NOTE_MAX}
          autoComplete="off"
          placeholder="Family dinner — thank you!"
          {...register("note")}
        />
        <FieldError id={`${id}-note-error`} message={errors.note?.message ?? errors.date?.message ?? errors.colleagueId?.message} />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending ? "Sending…" : "Send Request"}
        </Button>
      </DialogFooter>
    </form>
  );
}
