import { Download, FileDown, Mail, Pencil, Phone, Plus, Trash2, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { PHONE_TYPE_LABELS } from "@core/phone-types";
import type { Contact } from "@core/schemas/contacts";
import { PageHeader } from "@web/components/layout/page-header";
import { LoadErrorAlert } from "@web/components/load-error-alert";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api/client";
import { notify } from "@web/lib/notify";
import { usePageMeta } from "@web/lib/page-meta";
import { useDebouncedValue } from "@web/lib/hooks/use-debounced-value";
import { useDeleteContact } from "./api/delete-contact";
import { useContacts } from "./api/get-contacts";
import { useImportVcf } from "./api/import-vcf";
import { usePreviewVcf } from "./api/preview-vcf";
import { allContactsVcardUrl, vcardUrl } from "./api/vcard-links";
import { ContactFormDialog } from "./components/contact-form-dialog";
import { ImportDialog, skippedLine, type ImportPreview } from "./components/import-dialog";
import { SearchInput } from "@web/components/ui/search-input";
import { useOnline } from "@web/lib/hooks/use-online";
import { NeedsConnection, ServerFileLink } from "@web/components/needs-connection";

/** /contacts (docs/product/contacts.md): work contacts — search, tap to call or mail, vCard download and .vcf import. */
export default function ContactsPage() {
  usePageMeta({ title: "Contacts", description: "Your work contacts: colleagues, units and facilities." });
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 250);
  const query = useContacts(q);
  const [editing, setEditing] = useState<Contact | "new" | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const remove = useDeleteContact();
  const previewVcf = usePreviewVcf();
  const importVcf = useImportVcf();
  const [preview, setPreview] = useState<ImportPreview & { key: number }>();
  const fileInput = useRef<HTMLInputElement>(null);
  const online = useOnline();

  // A file is read here (UTF-8, or Outlook's Windows-1252), then the server says what importing it would do.
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const { vcfText } = await import("@core/vcard");
      const vcf = vcfText(new Uint8Array(await file.arrayBuffer()));
      const found = await previewVcf.mutateAsync(vcf);
      setPreview({ ...found, fileName: file.name, vcf, key: Date.now() });
    } catch (error) {
      notify("error", "Import failed", errorMessage(error));
    } finally {
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  const onImport = (skipDuplicates: boolean) => {
    if (!preview) return;
    importVcf.mutate(
      { vcf: preview.vcf, skipDuplicates },
      {
        onSuccess: (result) => {
          setPreview(undefined);
          const notes = [
            result.duplicates ? `${result.duplicates} you already had ${result.duplicates === 1 ? "was" : "were"} skipped.` : "",
            ...result.skipped.map((s) => `Not imported: ${skippedLine(s)}.`),
          ].filter(Boolean);
          notify("success", `Imported ${result.imported} contact${result.imported === 1 ? "" : "s"}`, notes.join(" ") || undefined);
        },
      },
    );
  };

  const contacts = query.data?.contacts ?? [];
  return (
    <div className="mx-auto w-full max-w-3xl p-4 sm:p-6">
      <PageHeader
        title="Contacts"
        description="Colleagues, units and facilities you call."
        actions={
          <>
            <NeedsConnection id="contacts-offline" />
            <Button
              type="button"
              variant="outline"
              onClick={() => fileInput.current?.click()}
              disabled={previewVcf.isPending || !online}
              aria-describedby={online ? undefined : "contacts-offline"}
            >
              <Upload className="size-4" aria-hidden /> {previewVcf.isPending ? "Reading…" : "Import .vcf"}
            </Button>
            {(q !== "" || contacts.length > 0) && (
              <ServerFileLink href={allContactsVcardUrl} reason="contacts-offline" variant="outline">
                <FileDown className="size-4" aria-hidden /> Export all
              </ServerFileLink>
            )}
            <Button type="button" onClick={() => setEditing("new")}>
              <Plus className="size-4" aria-hidden /> Add Contact
            </Button>
          </>
        }
      />
      <input
        ref={fileInput}
        type="file"
        accept=".vcf,text/vcard,text/x-vcard"
        className="sr-only"
        aria-label="vCard file to import"
        tabIndex={-1}
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <SearchInput
        id="contact-search"
        label="Search contacts"
        value={search}
        onValueChange={setSearch}
        placeholder="Search name, role, unit…"
        className="mb-4"
      />

      {query.isPending ? (
        <Spinner label="Loading your contacts…" />
      ) : query.isError ? (
        <LoadErrorAlert what="Your contacts could not be loaded" query={query} />
      ) : contacts.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
          {q ? `No contacts match “${q}”.` : "No contacts yet. Add one, or import a .vcf file from your phone."}
        </p>
      ) : (
        <ul className="space-y-3" aria-label="Contacts">
          {contacts.map((c) => (
            <li key={c.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={c.name}>
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="truncate font-semibold">{c.name}</h2>
                  {(c.role || c.unit) && <p className="text-sm text-slate-600">{[c.role, c.unit].filter(Boolean).join(" · ")}</p>}
                </div>
                <div className="flex shrink-0 gap-1">
                  <ServerFileLink href={vcardUrl(c.id)} reason="contacts-offline" variant="ghost" size="icon" aria-label={`Download vCard of ${c.name}`}>
                    <Download className="size-4" aria-hidden />
                  </ServerFileLink>
                  <Button type="button" variant="ghost" size="icon" aria-label={`Edit ${c.name}`} onClick={() => setEditing(c)}>
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                  <Button type="button" variant="ghost" size="icon" aria-label={`Delete ${c.name}`} onClick={() => setDeleting(c)}>
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              </div>
              {(c.phone || c.email) && (
                <div className="mt-3 flex flex-wrap gap-2">
                  {c.phone && (
                    <Button asChild variant="outline" size="sm">
                      <a
                        href={`tel:${c.phone.replace(/[^\d+]/g, "")}`}
                        aria-label={`Call ${c.name} at ${c.phone} (${PHONE_TYPE_LABELS[c.phoneType].toLowerCase()})`}
                      >
                        <Phone className="size-4" aria-hidden /> {c.phone}
                        <span className="text-xs font-normal text-slate-600">{PHONE_TYPE_LABELS[c.phoneType]}</span>
                      </a>
                    </Button>
                  )}
                  {c.email && (
                    <Button asChild variant="outline" size="sm">
                      <a href={`mailto:${c.email}`} aria-label={`Email ${c.name} at ${c.email}`} className="max-w-full">
                        <Mail className="size-4" aria-hidden /> <span className="truncate">{c.email}</span>
                      </a>
                    </Button>
                  )}
                </div>
              )}
              {c.notes && <p className="mt-3 text-sm whitespace-pre-line text-slate-700">{c.notes}</p>}
            </li>
          ))}
        </ul>
      )}

      <ImportDialog key={preview?.key} preview={preview} busy={importVcf.isPending} onImport={onImport} onCancel={() => setPreview(undefined)} />
      <ContactFormDialog
        open={editing !== null}
        contact={editing === "new" || editing === null ? undefined : editing}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete contact?"
        description={deleting ? `${deleting.name} will be removed from your contacts.` : ""}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify("success", "Contact deleted");
              setDeleting(null);
            },
          })
        }
      />
    </div>
  );
}
