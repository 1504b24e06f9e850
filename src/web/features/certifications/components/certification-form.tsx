import { Camera, Loader2, Sparkles, Trash2, X } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { CARD_PHOTO_SNIFF_BYTES, certMessages, isCardPhotoBytes } from "@core/certification-rules";
import type { Certification, certificationBody } from "@core/schemas/certifications";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { errorMessage } from "@web/lib/api/client";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useFormats } from "@web/lib/hooks/use-formats";
import { useOnline } from "@web/lib/hooks/use-online";
import { NeedsConnection } from "@web/components/needs-connection";
import { extractFromPhoto } from "../api/extract-from-photo";
import { heicPreview, isHeicFile } from "../api/photo-preview";
import { useRemovePhoto } from "../api/remove-photo";
import { useSaveCertification } from "../api/save-certification";
import type { PhotoSide } from "../api/upload-photo";
import { DateField } from "./date-field";
import { showServerFieldErrors } from "@web/lib/form-errors";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";

/** What the file input takes: photos, with HEIC for iPhones (the server reads the bytes). */
const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";
const CATEGORIES = ["Life Support", "License", "Specialty Certification", "Trauma", "Emergency", "Safety", "Other"];

interface Fields {
  name: string;
  category: string;
  completionDate: string | null;
  expiryDate: string | null;
  noExpiry: boolean;
}

type Parsed = z.output<typeof certificationBody>;

/** The body sent: no expiry clears the expiry (what she typed there stays in the form, greyed out). */
const bodyOf = (fields: Fields): Fields => ({ ...fields, expiryDate: fields.noExpiry ? null : fields.expiryDate });

// The API's schema, loaded on the first focus or save (zod stays out of the screen's first load).
const validation = lazyZodResolver<Fields, Parsed>(() => import("@core/schemas/certifications").then((m) => m.certificationBody), bodyOf);

const empty: Fields = { name: "", category: "", completionDate: null, expiryDate: null, noExpiry: false };
const fieldsOf = (cert: Certification | undefined): Fields =>
  cert ? { name: cert.name, category: cert.category, completionDate: cert.completionDate, expiryDate: cert.expiryDate, noExpiry: cert.noExpiry } : empty;

/**
 * What the form shows of a chosen photo: the file itself, or for a HEIC (which
 * browsers cannot show) a small JPEG the server makes from it.
 */
function usePhotoPreview(file: File | null): { url?: string; state: "none" | "loading" | "ready" | "failed" } {
  const heic = file ? isHeicFile(file) : false;
  const local = useMemo(() => (file && !heic ? URL.createObjectURL(file) : undefined), [file, heic]);
  useEffect(() => () => (local ? URL.revokeObjectURL(local) : undefined), [local]);
  const [server, setServer] = useState<{ file: File; url?: string; failed?: boolean }>();
  useEffect(() => {
    if (!file || !heic) return;
    const abort = new AbortController();
    let url: string | undefined;
    heicPreview(file, abort.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setServer({ file, url });
      },
      () => {
        if (!abort.signal.aborted) setServer({ file, failed: true });
      },
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [file, heic]);
  if (!file) return { state: "none" };
  if (!heic) return { url: local, state: "ready" };
  if (server?.file !== file) return { state: "loading" };
  return server.url ? { url: server.url, state: "ready" } : { state: "failed" };
}

function PhotoInput({
  side,
  file,
  onChange,
  current,
  onRemoveCurrent,
}: {
  side: PhotoSide;
  file: File | null;
  onChange: (file: File | null) => void;
  current?: string | null;
  /** Removes the saved photo (an edit): a wrong back photo need not mean deleting the certification. */
  onRemoveCurrent?: () => void;
}) {
  const id = useId();
  const preview = usePhotoPreview(file);
  const shown = file ? preview.url : (current ?? undefined);
  const label = side === "front" ? "Card photo (front)" : "Card photo (back)";
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-3">
        {shown ? (
          <img src={shown} alt={`${label} preview`} className="h-14 w-20 rounded-md border border-slate-200 object-cover" />
        ) : file && preview.state !== "ready" ? (
          <div
            className="flex h-14 w-20 shrink-0 items-center justify-center rounded-md border border-dashed border-slate-300 px-1 text-center text-[11px] leading-tight text-slate-600"
            role="status"
          >
            {preview.state === "loading" ? (
              <Loader2 className="size-5 animate-spin" aria-label={`Preparing the ${label.toLowerCase()} preview`} />
            ) : (
              "No preview"
            )}
          </div>
        ) : (
          <div className="flex h-14 w-20 items-center justify-center rounded-md border border-dashed border-slate-300 text-slate-500" aria-hidden>
            <Camera className="size-5" />
          </div>
        )}
        <Input
          id={id}
          type="file"
          accept={PHOTO_ACCEPT}
          className="min-w-0 flex-1 text-sm"
          onChange={(e) => {
            const input = e.target;
            const chosen = input.files?.[0] ?? null;
            if (chosen && chosen.type && !chosen.type.startsWith("image/")) {
              notifyError("Please select an image file");
              input.value = "";
              return;
            }
            if (!chosen) return onChange(null);
            // By its first bytes, as the server checks it: a PDF named card.jpg is refused before anything is saved.
            void chosen
              .slice(0, CARD_PHOTO_SNIFF_BYTES)
              .arrayBuffer()
              .then((head) => {
                if (isCardPhotoBytes(new Uint8Array(head))) return onChange(chosen);
                notifyError("Please select an image file", certMessages.photoNotImage);
                input.value = "";
              });
          }}
        />
        {file && (
          <Button type="button" variant="ghost" size="icon" aria-label={`Clear ${label}`} onClick={() => onChange(null)}>
            <X className="size-4" />
          </Button>
        )}
        {!file && current && onRemoveCurrent && (
          <Button type="button" variant="ghost" size="icon" aria-label={`Remove the saved ${label.toLowerCase()}`} onClick={onRemoveCurrent}>
            <Trash2 className="size-4" />
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * Add Certification (and the edit dialog): Name, Category, Completion Date,
 * Expiry Date, No expiry, the card's photos and AI Read.
 */
export function CertificationForm({ cert, today, onDone }: { cert?: Certification; today: string; onDone?: () => void }) {
  const id = useId();
  const { register, handleSubmit, getValues, setValue, setError, clearErrors, reset, control, formState } = useForm<Fields, unknown, Parsed>({
    resolver: validation.resolver,
    defaultValues: fieldsOf(cert),
  });
  const fields = useWatch({ control }) as Fields;
  const errors = formState.errors;
  const [photos, setPhotos] = useState<Record<PhotoSide, File | null>>({ front: null, back: null });
  const [reading, setReading] = useState(false);
  /** After AI Read left a date empty: the dates it saw on the card, for her to place. */
  const [datesSeen, setDatesSeen] = useState<string | null>(null);
  const { formatShortDate } = useFormats();
  const online = useOnline();
  const [formKey, setFormKey] = useState(0);
  const save = useSaveCertification();
  const removePhoto = useRemovePhoto();
  // Saved photos removed in this dialog: gone at once, whatever the list still holds.
  const [removed, setRemoved] = useState<Record<PhotoSide, boolean>>({ front: false, back: false });
  const removeSaved = (side: PhotoSide) =>
    cert
      ? () =>
          removePhoto.mutate(
            { id: cert.id, side },
            { onSuccess: () => (setRemoved((r) => ({ ...r, [side]: true })), notifySuccess(side === "front" ? "Front photo removed" : "Back photo removed")) },
          )
      : undefined;
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setValue(key, value as never, { shouldDirty: true });

  const aiRead = async () => {
    const file = photos.front ?? photos.back;
    if (!file) return notifyError("Extraction failed", "Choose a photo of the card first.");
    setReading(true);
    try {
      const found = await extractFromPhoto(file);
      if (!found.name && !found.completionDate && !found.expiryDate && !found.noExpiry) {
        notifyError("Extraction failed", "No certification name or dates were found on this photo. Try a closer, sharper photo of the front of the card.");
        return;
      }
      const f = getValues();
      set("name", found.name || f.name);
      set("category", found.category || f.category);
      set("completionDate", found.completionDate ?? f.completionDate);
      set("expiryDate", found.noExpiry ? null : (found.expiryDate ?? f.expiryDate));
      set("noExpiry", found.noExpiry || f.noExpiry);
      clearErrors();
      const unplaced = !found.noExpiry && (!found.expiryDate || !found.completionDate) && found.datesSeen.length > 0;
      const seen = found.datesSeen.map((d) => `${formatShortDate(d)}, ${d.slice(0, 4)}`).join("; ");
      setDatesSeen(unplaced ? seen : null);
      notifySuccess("AI filled your form", unplaced ? `Dates seen on the card: ${seen}. Check the dates, then save.` : "Review and save.");
    } catch (error) {
      notifyError("Extraction failed", errorMessage(error));
    } finally {
      setReading(false);
    }
  };

  const submit = handleSubmit(() =>
    save.mutate(
      { id: cert?.id, body: bodyOf(getValues()), photos },
      {
        onSuccess: ({ photoProblem }) => {
          if (photoProblem) notifyError("Saved without the photo", photoProblem);
          else notifySuccess(cert ? "Certification updated" : "Certification added");
          setDatesSeen(null);
          if (!cert) {
            reset(empty);
            setPhotos({ front: null, back: null });
            setFormKey((k) => k + 1);
          }
          onDone?.();
        },
        onError: (error) => showServerFieldErrors(error, setError),
      },
    ),
  );

  const firstError = Object.values(errors)[0]?.message;
  return (
    <form
      key={formKey}
      onSubmit={(e) => void submit(e)}
      onFocus={() => void validation.preload()}
      noValidate
      className="space-y-4"
      aria-label={cert ? "Edit Certification" : "Add Certification"}
    >
      {firstError && <Alert>{firstError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            maxLength={100}
            placeholder="BLS Provider"
            {...register("name")}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
          />
          <FieldError id={`${id}-name-error`} message={errors.name?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <Input id={`${id}-category`} maxLength={60} list={`${id}-categories`} placeholder="Life Support" {...register("category")} />
          <datalist id={`${id}-categories`}>
            {CATEGORIES.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <FieldError id={`${id}-category-error`} message={errors.category?.message} />
        </div>
        <DateField
          label="Completion Date"
          value={fields.completionDate}
          onChange={(v) => set("completionDate", v)}
          today={today}
          error={errors.completionDate?.message}
        />
        <DateField
          label="Expiry Date"
          value={fields.noExpiry ? null : fields.expiryDate}
          onChange={(v) => set("expiryDate", v)}
          today={today}
          disabled={fields.noExpiry}
          error={errors.expiryDate?.message}
        />
      </div>
      <div className="flex items-center gap-3">
        <Checkbox
          id={`${id}-no-expiry`}
          checked={fields.noExpiry}
          onChange={(e) => {
            set("noExpiry", e.target.checked);
            if (e.target.checked) set("expiryDate", null);
          }}
        />
        <Label htmlFor={`${id}-no-expiry`} className="font-normal">
          No expiry
        </Label>
      </div>
      {datesSeen && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          AI Read could not tell which date is which, so it left a date empty. Dates seen on the card: {datesSeen}.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <PhotoInput
          side="front"
          file={photos.front}
          current={removed.front ? null : cert?.frontPhotoUrl}
          onChange={(file) => setPhotos((p) => ({ ...p, front: file }))}
          onRemoveCurrent={removeSaved("front")}
        />
        <PhotoInput
          side="back"
          file={photos.back}
          current={removed.back ? null : cert?.backPhotoUrl}
          onChange={(file) => setPhotos((p) => ({ ...p, back: file }))}
          onRemoveCurrent={removeSaved("back")}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <NeedsConnection id={`${id}-offline`} />
        <Button
          type="button"
          variant="outline"
          onClick={() => void aiRead()}
          disabled={reading || (!photos.front && !photos.back) || !online}
          aria-describedby={online ? undefined : `${id}-offline`}
        >
          {reading ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Sparkles className="size-4" aria-hidden />}
          {reading ? "Reading the card…" : "AI Read"}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : cert ? "Save Changes" : "Add Certification"}
        </Button>
      </div>
    </form>
  );
}
