import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { COLLEAGUE_COLOR_NAMES, COLLEAGUE_COLORS, COLLEAGUE_NAME_MAX } from "@core/colleagues";
import type { Colleague, inviteColleagueBody } from "@core/schemas/colleagues";
import { Button } from "@web/components/ui/button";
import { DialogFooter } from "@web/components/ui/dialog";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { cn } from "@web/lib/cn";
import { showServerFieldErrors } from "@web/lib/form-errors";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { notifySuccess } from "@web/lib/notify";
import { useColourWord } from "@web/lib/hooks/use-colour-word";
import { useInviteColleague, useUpdateColleague } from "../api/colleague-mutations";
import { useOnline } from "@web/lib/hooks/use-online";
import { NeedsConnection } from "@web/components/needs-connection";

type Values = z.input<typeof inviteColleagueBody>;
type Parsed = z.output<typeof inviteColleagueBody>;

const validation = lazyZodResolver<Values, Parsed>(() => import("@core/schemas/colleagues").then((m) => m.inviteColleagueBody));

/** The Add Colleague / Edit Details form. */
export function ColleagueForm({ editing, onDone }: { editing?: Colleague; onDone: () => void }) {
  const id = useId();
  const invite = useInviteColleague();
  const online = useOnline();
  const update = useUpdateColleague();
  const { register, handleSubmit, setError, control, setValue, formState } = useForm<Values, unknown, Parsed>({
    resolver: validation.resolver,
    defaultValues: { name: editing?.name ?? "", email: editing?.email ?? "", color: editing?.color ?? COLLEAGUE_COLORS[0] },
  });
  const errors = formState.errors;
  const color = useWatch({ control, name: "color" });
  const busy = invite.isPending || update.isPending;
  const colourWord = useColourWord();

  const submit = handleSubmit((body) => {
    const onError = (error: Error) => showServerFieldErrors(error, setError);
    if (editing) {
      update.mutate(
        { id: editing.id, body: { name: body.name, color: body.color } },
        {
          onSuccess: () => {
            notifySuccess("Saved");
            onDone();
          },
          onError,
        },
      );
    } else {
      invite.mutate(body, {
        onSuccess: () => {
          notifySuccess("Invitation sent", `${body.name} will get an email at ${body.email}.`);
          onDone();
        },
        onError,
      });
    }
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      onFocus={() => void validation.preload()}
      noValidate
      className="space-y-4"
      aria-label={editing ? "Edit colleague" : "Invite colleague"}
    >
      <div className="space-y-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          aria-describedby={`${id}-name-error`}
          aria-invalid={Boolean(errors.name)}
          maxLength={COLLEAGUE_NAME_MAX}
          autoComplete="off"
          placeholder="Jordan Lee"
          {...register("name")}
        />
        <FieldError id={`${id}-name-error`} message={errors.name?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          type="email"
          aria-describedby={`${id}-email-error`}
          aria-invalid={Boolean(errors.email)}
          readOnly={Boolean(editing)}
          autoComplete="off"
          placeholder="jordan@example.com"
          className={cn(editing && "bg-slate-100")}
          {...register("email")}
        />
        <FieldError id={`${id}-email-error`} message={errors.email?.message} />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{colourWord}</legend>
        <div className="grid w-fit grid-cols-5 gap-2" role="radiogroup" aria-label={colourWord}>
          {COLLEAGUE_COLORS.map((c) => (
            <button
              key={c}
              type="button"
              role="radio"
              aria-checked={color === c}
              aria-label={COLLEAGUE_COLOR_NAMES[c]}
              title={COLLEAGUE_COLOR_NAMES[c]}
              onClick={() => setValue("color", c)}
              className={cn(
                "size-9 rounded-full ring-offset-2 focus-visible:ring-2 focus-visible:ring-slate-900 focus-visible:outline-none",
                color === c && "ring-2 ring-slate-900",
              )}
              style={{ backgroundColor: c }}
            />
          ))}
        </div>
        <FieldError id={`${id}-color-error`} message={errors.color?.message} />
      </fieldset>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        {!editing && <NeedsConnection id={`${id}-offline`} />}
        <Button type="submit" disabled={busy || (!editing && !online)} aria-describedby={!editing && !online ? `${id}-offline` : undefined}>
          {busy ? "Saving…" : editing ? "Save" : "Send Invitation"}
        </Button>
      </DialogFooter>
    </form>
  );
}
