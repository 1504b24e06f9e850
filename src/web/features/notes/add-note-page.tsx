import { useId, useState, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { CancelSubmitButtons } from "@web/components/form-buttons";
import { isValidYmd } from "@core/calendar-dates";
import { NOTE_TEXT_MAX, NOTE_TITLE_MAX } from "@core/note-content";
import { PageHeader } from "@web/components/layout/page-header";
import { Alert } from "@web/components/ui/alert";
import { Card, CardContent } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Textarea } from "@web/components/ui/textarea";
import type { addNoteForm } from "@core/schemas/notes";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { notifySuccess } from "@web/lib/notify";
import { usePageMeta } from "@web/lib/page-meta";
import { useCreateNote } from "./api/create-note";
import { useNurseToday } from "@web/lib/hooks/use-nurse-today";

type Values = z.input<typeof addNoteForm>;
type Parsed = z.output<typeof addNoteForm>;

/** The shared schema, loaded on first focus so zod is not in this screen's first load. */
const validation = lazyZodResolver<Values, Parsed>(() => import("@core/schemas/notes").then((m) => m.addNoteForm));

/** /notes/add: date, title and text, all required; saved as title, blank line, text. */
export default function AddNotePage() {
  usePageMeta({ title: "Add Note", description: "Write a note for a day." });
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get("date") ?? "";
  const today = useNurseToday();
  // Today in the nurse's zone (or the day she came from) until she picks a date.
  const [picked, setDate] = useState<string | undefined>();
  const date = picked ?? (isValidYmd(requested) ? requested : today);
  const { register, handleSubmit, setValue, control, formState } = useForm<Values, unknown, Parsed>({
    resolver: validation.resolver,
    defaultValues: { date: "", title: "", text: "" },
  });
  const title = useWatch({ control, name: "title" });
  const text = useWatch({ control, name: "text" });
  // One message for the form (docs/product/calendar.md, Notes): the first field's.
  const errors = formState.errors;
  const error = (errors.date ?? errors.title ?? errors.text)?.message;
  const create = useCreateNote();

  const save = handleSubmit((note) =>
    create.mutate(note, {
      onSuccess: (saved) => {
        notifySuccess("Note added successfully");
        void navigate(`/notes?month=${saved.date.slice(0, 7)}`);
      },
    }),
  );
  const submit = (e: FormEvent) => {
    // The day shown (today, the day she came from, or the one she picked) is the one checked and saved.
    setValue("date", date);
    return save(e);
  };

  return (
    <div className="mx-auto max-w-2xl p-4 sm:p-6">
      <PageHeader title="Add Note" description="A title and a few lines for a day." />
      <Card>
        <CardContent className="pt-5">
          <form
            onSubmit={(e) => void submit(e)}
            onFocus={() => void validation.preload()}
            noValidate
            className="space-y-4"
            aria-describedby={error ? `${id}-error` : undefined}
          >
            {error && <Alert id={`${id}-error`}>{error}</Alert>}
            <div className="space-y-2">
              <Label htmlFor={`${id}-date`}>Date</Label>
              <Input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} aria-invalid={Boolean(errors.date)} />
            </div>
            <div className="space-y-2">
              <div className="flex items-baseline justify-between">
                <Label htmlFor={`${id}-title`}>Title</Label>
                <span className="text-xs text-slate-600" aria-live="polite">
                  {title.length}/{NOTE_TITLE_MAX}
                </span>
              </div>
              <Input id={`${id}-title`} maxLength={NOTE_TITLE_MAX} {...register("title")} placeholder="Handover" aria-invalid={Boolean(errors.title)} />
            </div>
            <div className="space-y-2">
              <div className="flex items-baseline justify-between">
                <Label htmlFor={`${id}-text`}>Note</Label>
                <span className="text-xs text-slate-600">
                  {text.length}/{NOTE_TEXT_MAX}
                </span>
              </div>
              <Textarea id={`${id}-text`} maxLength={NOTE_TEXT_MAX} {...register("text")} className="min-h-40" aria-invalid={Boolean(errors.text)} />
            </div>
            <div className="flex justify-end gap-2 pt-2">
              <CancelSubmitButtons cancelTo="/notes" pending={create.isPending} label="Save Note" />
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
