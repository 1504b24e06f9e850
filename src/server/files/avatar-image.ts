import type { Metadata } from "sharp";
import { AVATAR_TYPES, avatarMessages } from "@core/avatar-rules";
import { payloadTooLarge, unsupportedMediaType } from "../http/errors";
import { createWorkQueue } from "./work-queue";

/** Photos all the same, but sharp here has no decoder for them (HEVC, BMP): "could not read", not "not an image". */
const UNREADABLE_IMAGES = new Set(["image/heic", "image/heif", "image/bmp"]);
/** Stored avatars are at most this wide and high. */
export const AVATAR_SIZE = 512;

/**
 * Pixel limits, measured with sharp 0.35 (peak memory above the process's own):
 * JPEG is decoded shrunk on load and PNG, WebP and TIFF strip by strip, so an
 * 80-megapixel photo costs under 100 MB. AVIF, GIF and interlaced PNG are
 * decoded whole (12-bit AVIF about 25 bytes a pixel: a 2 KB file could ask for
 * gigabytes), so they stop at 12 megapixels, about 300 MB at worst.
 */
const MAX_PIXELS = 80_000_000;
const MAX_PIXELS_DECODED_WHOLE = 12_000_000;

const decodedWhole = (meta: Metadata) => meta.format === "heif" || meta.format === "gif" || (meta.format === "png" && meta.isProgressive);

/** sharp and file-type load with the first photo, not with the server: they are a tenth of its start-up. */
const imageLibraries = () =>
  Promise.all([import("file-type"), import("sharp")]).then(([fileType, sharp]) => ({ fileTypeFromBuffer: fileType.fileTypeFromBuffer, sharp: sharp.default }));

/** One photo at a time per server: with the limits above, memory stays bounded however many upload at once. */
const decoding = createWorkQueue(1);

/**
 * Checks the bytes really are an image (magic bytes, not the name or the
 * declared type) and re-encodes them as a square PNG: orientation applied,
 * every piece of metadata (GPS, camera, comments) dropped.
 */
export async function toAvatarPng(bytes: Uint8Array): Promise<Buffer> {
  const { fileTypeFromBuffer } = await imageLibraries();
  const type = await fileTypeFromBuffer(bytes);
  // The formats the bundled sharp reads; SVG, HTML and everything else are refused.
  if (!type || !AVATAR_TYPES.includes(type.mime)) throw unsupportedMediaType(avatarTypeMessage(type?.mime));
  return decoding.run(() => encode(bytes));
}

/** Why a file of this type (by its bytes) is no avatar: a photo sharp cannot read is "could not read", anything else "not an image". */
export const avatarTypeMessage = (detected: string | undefined) =>
  detected && UNREADABLE_IMAGES.has(detected) ? avatarMessages.unreadable : avatarMessages.notImage;

async function encode(bytes: Uint8Array): Promise<Buffer> {
  const { sharp } = await imageLibraries();
  let meta: Metadata;
  try {
    // Reads the header only.
    meta = await sharp(bytes).metadata();
  } catch {
    throw unsupportedMediaType(avatarMessages.unreadable);
  }
  const limit = decodedWhole(meta) ? MAX_PIXELS_DECODED_WHOLE : MAX_PIXELS;
  if ((meta.width ?? 0) * (meta.height ?? 0) > limit) throw payloadTooLarge(avatarMessages.tooManyPixels);
  try {
    return await sharp(bytes, { limitInputPixels: limit, sequentialRead: true, failOn: "error" })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: sharp.strategy.attention, withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw unsupportedMediaType(avatarMessages.unreadable);
  }
}
