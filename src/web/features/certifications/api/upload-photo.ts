import { upload } from "@web/lib/api/client";

export type PhotoSide = "front" | "back";

/** A chosen photo as the upload routes take it (one `file` field). */
export const photoForm = (file: File) => {
  const form = new FormData();
  form.set("file", file);
  return form;
};

export const uploadPhoto = (id: string, side: PhotoSide, file: File) =>
  side === "front"
    ? upload("/api/certifications/{id}/front-photo", photoForm(file), { params: { id } })
    : upload("/api/certifications/{id}/back-photo", photoForm(file), { params: { id } });
