import { upload } from "@web/lib/api/client";
import { photoForm } from "./upload-photo";

/** AI Read: the card photo's suggested fields. */
export const extractFromPhoto = (file: File) => upload("/api/certifications/extract", photoForm(file));
