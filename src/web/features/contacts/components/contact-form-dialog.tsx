import { useState } from "react";
import type { Contact, ContactBody } from "@core/schemas/contacts";
import { CancelSubmitButtons } from "@web/components/form-buttons";
import { Dialog, DialogContent, DialogFooter } from "@web/components/ui/dialog";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Textarea } from "@web/components/ui/textarea";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { notify } from "@web/lib/notify";
import { useSaveContact } from "../api/contacts";

type Values = Required<ContactBody>;
const valuesOf = (c?: Contact): Values => ({
  name: c?.name ?? "",
  role: c?.role ?? "",
  unit: c?.unit ?? "",
  phone: c?.phone ?? "",
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
  const [values, setValues] = useState<Values>(() => valuesOf(contact));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveContact();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // The API's own schema, loaded when first needed (zod stays out of the screen's first load).
    const { contactBody } = await import("@core/schemas/contacts");
    const parsed = contactBody.safeParse(values);
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const issue of parsed.error.issues) out[String(issue.path[0])] ??= issue.message;
      return setErrors(out);
    }
    setErrors({});
    save.mutate(
      { id: contact?.id, body: values },
      {
        onSuccess: () => {
          notify("success", contact ? "Contact updated" : "Contact added");
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fields);
          notify("error", contact ? "Update failed" : "Save failed", errorMessage(error));
        },
      },
    );
  };

  const field = (key: keyof Values, label: string, props: React.ComponentProps<"input"> = {}) => (
    <div className="space-y-1.5">
      <Label htmlFor={`contact-${key}`}>{label}</Label>
      <Input
        id={`contact-${key}`}
        value={values[key]}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `contact-${key}-error` : undefined}
        {...props}
      />
      <FieldError id={`contact-${key}-error`} message={errors[key]} />
    </div>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
      {field("name", "Name", { autoComplete: "off", required: true })}
      <div className="grid gap-3 sm:grid-cols-2">
        {field("role", "Role", { placeholder: "Charge Nurse" })}
        {field("unit", "Unit or facility", { placeholder: "ICU, Vancouver General" })}
        {field("phone", "Phone", { type: "tel", inputMode: "tel" })}
        {field("email", "Email", { type: "email", inputMode: "email" })}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="contact-notes">Notes</Label>
        <Textarea
          id="contact-notes"
          rows={3}
          value={values.notes}
          onChange={(e) => setValues((v) => ({ ...v, notes: e.target.value }))}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? "contact-notes-error" : undefined}
        />
        <FieldError id="contact-notes-error" message={errors.notes} />
      </div>
      <DialogFooter>
        <CancelSubmitButtons onCancel={onDone} pending={save.isPending} label={contact ? "Save Contact" : "Add Contact"} />
      </DialogFooter>
    </form>
  );
}
