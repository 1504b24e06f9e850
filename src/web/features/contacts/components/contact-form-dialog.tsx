import { useForm } from "react-hook-form";
import type { z } from "zod";
import { DEFAULT_PHONE_TYPE, PHONE_TYPE_LABELS, PHONE_TYPES } from "@core/phone-types";
import type { Contact, contactBody } from "@core/schemas/contacts";
import { CancelSubmitButtons } from "@web/components/form-buttons";
import { Dialog, DialogContent, DialogFooter } from "@web/components/ui/dialog";
import { FieldError } from "@web/components/ui/field-error";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { Textarea } from "@web/components/ui/textarea";
import { showServerFieldErrors } from "@web/lib/form-errors";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { notify } from "@web/lib/notify";
import { useSaveContact } from "../api/save-contact";

type Values = Required<z.input<typeof contactBody>>;
type Parsed = z.output<typeof contactBody>;

// The API's own schema, loaded on the first focus or submit (zod stays out of the screen's first load).
const validation = lazyZodResolver<Values, Parsed>(() => import("@core/schemas/contacts").then((m) => m.contactBody));

const valuesOf = (c?: Contact): Values => ({
  name: c?.name ?? "",
  role: c?.role ?? "",
  unit: c?.unit ?? "",
  phone: c?.phone ?? "",
  phoneType: c?.phoneType ?? DEFAULT_PHONE_TYPE,
  email: c?.email ?? "",
  notes: c?.notes ?? "",
});

/** Add or edit a work contact. */
export function ContactFormDialog({ open, contact, onOpenChange }: { open: boolean; contact?: Contact; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={contact ? "Edit Contact" : "Add Contact"}>
        {open && <ContactForm key={contact?.id ?? "new"} contact={contact} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ContactForm({ contact, onDone }: { contact?: Contact; onDone: () => void }) {
  const { register, handleSubmit, getValues, setError, formState } = useForm<Values, unknown, Parsed>({
    resolver: validation.resolver,
    defaultValues: valuesOf(contact),
  });
  const errors = formState.errors;
  const save = useSaveContact({ errorTitle: contact ? "Update failed" : "Save failed" });

  // Sent as she typed it (the server trims and normalises it the same way).
  const submit = handleSubmit(() =>
    save.mutate(
      { id: contact?.id, body: getValues() },
      {
        onSuccess: () => {
          notify("success", contact ? "Contact updated" : "Contact added");
          onDone();
        },
        onError: (error) => showServerFieldErrors(error, setError),
      },
    ),
  );

  const field = (key: Exclude<keyof Values, "phoneType" | "notes">, label: string, props: React.ComponentProps<"input"> = {}) => {
    const message = errors[key]?.message;
    return (
      <FormField id={`contact-${key}`} label={label} error={message}>
        <Input
          id={`contact-${key}`}
          {...register(key)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `contact-${key}-error` : undefined}
          {...props}
        />
      </FormField>
    );
  };
  const phoneMessage = errors.phone?.message ?? errors.phoneType?.message;

  return (
    <form onSubmit={(e) => void submit(e)} onFocus={() => void validation.preload()} noValidate className="space-y-3">
      {field("name", "Name", { autoComplete: "off", required: true })}
      <div className="grid gap-3 sm:grid-cols-2">
        {field("role", "Role", { placeholder: "Charge Nurse" })}
        {field("unit", "Unit or facility", { placeholder: "ICU, Vancouver General" })}
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor="contact-phone">Phone</Label>
          <div className="flex gap-2">
            <NativeSelect aria-label="Kind of phone number" {...register("phoneType")} className="w-32">
              {PHONE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PHONE_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
            <div className="min-w-0 flex-1">
              <Input
                id="contact-phone"
                type="tel"
                inputMode="tel"
                {...register("phone")}
                aria-invalid={errors.phone ? true : undefined}
                aria-describedby={errors.phone ? "contact-phone-error" : undefined}
              />
            </div>
          </div>
          <FieldError id="contact-phone-error" message={phoneMessage} />
        </div>
        <div className="sm:col-span-2">{field("email", "Email", { type: "email", inputMode: "email" })}</div>
      </div>
      <FormField id="contact-notes" label="Notes" error={errors.notes?.message}>
        <Textarea
          id="contact-notes"
          rows={3}
          {...register("notes")}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? "contact-notes-error" : undefined}
        />
      </FormField>
      <DialogFooter>
        <CancelSubmitButtons onCancel={onDone} pending={save.isPending} label={contact ? "Save Contact" : "Add Contact"} />
      </DialogFooter>
    </form>
  );
}
