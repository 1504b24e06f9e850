import { Camera, Loader2, Sparkles, Trash2, X } from "lucide-react";
import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import type { Certification, CertificationBody } from "@core/schemas/certifications";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { errorMessage } from "@web/lib/api-client";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { extractFromPhoto, useRemovePhoto, useSaveCertification, type PhotoSide } from "../api/certifications";
import { DateField } from "./date-field";

const loadSchemas = () => import("@core/schemas/certifications");

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

const empty: Fields = { name: "", category: "", completionDate: null, expiryDate: null, noExpiry: false };
const fieldsOf = (cert: Certification | undefined): Fields =>
  cert ? { name: cert.name, category: cert.category, completionDate: cert.completionDate, expiryDate: cert.expiryDate, noExpiry: cert.noExpiry } : empty;

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
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? current ?? undefined;
  const label = side === "front" ? "Card photo (front)" : "Card photo (back)";
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-3">
        {shown ? (
          <img src={shown} alt={`${label} preview`} className="h-14 w-20 rounded-md border border-slate-200 object-cover" />
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
            const chosen = e.target.files?.[0] ?? null;
            if (chosen && chosen.type && !chosen.type.startsWith("image/")) {
              notifyError("Please select an image file");
              e.target.value = "";
              return;
            }
            onChange(chosen);
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
  const [fields, setFields] = useState<Fields>(() => fieldsOf(cert));
  const [photos, setPhotos] = useState<Record<PhotoSide, File | null>>({ front: null, back: null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [reading, setReading] = useState(false);
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
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((f) => ({ ...f, [key]: value }));

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
      setFields((f) => ({
        name: found.name || f.name,
        category: found.category || f.category,
        completionDate: found.completionDate ?? f.completionDate,
        expiryDate: found.noExpiry ? null : (found.expiryDate ?? f.expiryDate),
        noExpiry: found.noExpiry || f.noExpiry,
      }));
      setErrors({});
      notifySuccess("AI filled your form", "Review and save.");
    } catch (error) {
      notifyError("Extraction failed", errorMessage(error));
    } finally {
      setReading(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { certificationBody } = await loadSchemas();
    const body: CertificationBody = { ...fields, expiryDate: fields.noExpiry ? null : fields.expiryDate };
    const parsed = certificationBody.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join(".")] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(
      { id: cert?.id, body, photos },
      {
        onSuccess: () => {
          notifySuccess(cert ? "Certification updated" : "Certification added");
          if (!cert) {
            setFields(empty);
            setPhotos({ front: null, back: null });
            setFormKey((k) => k + 1);
          }
          onDone?.();
        },
        onError: (error) => {
          const fieldErrors = (error as { fields?: Record<string, string> }).fields;
          if (fieldErrors) setErrors(fieldErrors);
        },
      },
    );
  };

  const firstError = Object.values(errors)[0];
  return (
    <form
      key={formKey}
      onSubmit={(e) => void submit(e)}
      onFocus={() => void loadSchemas()}
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
            value={fields.name}
            maxLength={100}
            placeholder="BLS Provider"
            onChange={(e) => set("name", e.target.value)}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
          />
          <FieldError id={`${id}-name-error`} message={errors.name} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <Input
            id={`${id}-category`}
            value={fields.category}
            maxLength={60}
            list={`${id}-categories`}
            placeholder="Life Support"
            onChange={(e) => set("category", e.target.value)}
          />
          <datalist id={`${id}-categories`}>
            {CATEGORIES.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <FieldError id={`${id}-category-error`} message={errors.category} />
        </div>
        <DateField
          label="Completion Date"
          value={fields.completionDate}
          onChange={(v) => set("completionDate", v)}
          today={today}
          error={errors.completionDate}
        />
        <DateField
          label="Expiry Date"
          value={fields.noExpiry ? null : fields.expiryDate}
          onChange={(v) => set("expiryDate", v)}
          today={today}
          disabled={fields.noExpiry}
          error={errors.expiryDate}
        />
      </div>
      <div className="flex items-center gap-3">
        <Checkbox
          id={`${id}-no-expiry`}
          checked={fields.noExpiry}
          onChange={(e) => setFields((f) => ({ ...f, noExpiry: e.target.checked, expiryDate: e.target.checked ? null : f.expiryDate }))}
        />
        <Label htmlFor={`${id}-no-expiry`} className="font-normal">
          No expiry
        </Label>
      </div>
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
        <Button type="button" variant="outline" onClick={() => void aiRead()} disabled={reading || (!photos.front && !photos.back)}>
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
