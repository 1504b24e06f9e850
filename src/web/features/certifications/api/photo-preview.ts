import { photoForm } from "./upload-photo";

/** Whether a chosen photo is a HEIC (an iPhone's), which browsers cannot show: by its type, or its name when the type is empty. */
export const isHeicFile = (file: File) => /^image\/hei[cf]$/i.test(file.type) || (!file.type && /\.hei[cf]$/i.test(file.name));

/** A chosen HEIC photo as a small JPEG the server makes, for the form to show before it is saved. */
export async function heicPreview(file: File, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch("/api/certifications/photo-preview", { method: "POST", body: photoForm(file), signal, credentials: "same-origin" });
  if (!response.ok) throw new Error(`preview failed (${response.status})`);
  return response.blob();
}
