import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { avatarMessages } from "@core/avatar-rules";
import { unsupportedMediaType } from "../http/errors";

/** Raster formats a phone or computer hands over; SVG, HTML and everything else are refused. */
const ACCEPTED = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif", "image/heic", "image/heif", "image/tiff", "image/bmp"]);
export const AVATAR_ACCEPT = [...ACCEPTED];
/** Stored avatars are at most this wide and high. */
export const AVATAR_SIZE = 512;

/**
 * Checks the bytes really are an image (magic bytes, not the name or the
 * declared type) and re-encodes them as a square PNG: orientation applied,
 * every piece of metadata (GPS, camera, comments) dropped.
 */
export async function toAvatarPng(bytes: Uint8Array): Promise<Buffer> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw unsupportedMediaType(avatarMessages.notImage);
  try {
    return await sharp(bytes, { limitInputPixels: 80_000_000, failOn: "error" })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: sharp.strategy.attention, withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw unsupportedMediaType(avatarMessages.unreadable);
  }
}
