import type { Metadata } from "sharp";
import { certMessages } from "@core/certification-rules";
import { payloadTooLarge, unsupportedMediaType } from "../http/errors";
import { heifDeclaredSize } from "../files/heif-header";
import { MAX_HEIC_PIXELS } from "../files/heic-preview";
import { createWorkQueue } from "../files/work-queue";

/** Card photos (docs/product/certifications.md, Card photos): JPEG, PNG, WebP and HEIC (an iPhone's default), checked by their bytes. */
export const CARD_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif"] as const;
/** The largest photo taken (a phone's full-size photo is 2–8 MB). */
export const CARD_PHOTO_MAX_BYTES = 20 * 1024 * 1024;
/** Stored photos are at most this wide or high: a card read at arm's length, a tenth of the upload. */
export const CARD_PHOTO_SIZE = 2000;

export const cardPhotoMessages = {
  missing: "Please choose a photo of the card.",
  notImage: certMessages.photoNotImage,
  tooLarge: "The photo must be smaller than 20 MB.",
  tooManyPixels: "That photo has too many pixels to process. Please choose a smaller one.",
  unreadable: "We could not read that photo. Please choose another one.",
} as const;

/**
 * JPEG, PNG and WebP are decoded strip by strip or shrunk on load (80 MP costs
 * under 100 MB); HEIC is decoded whole by libheif (4 bytes a pixel), so it stops
 * at 50 MP (a 48 MP iPhone photo passes). Both are checked from the header
 * before any pixel is decoded.
 */
const MAX_PIXELS = 80_000_000;

const libraries = () =>
  Promise.all([import("file-type"), import("sharp")]).then(([fileType, sharp]) => ({ fileTypeFromBuffer: fileType.fileTypeFromBuffer, sharp: sharp.default }));

/** One photo decoded at a time per server: memory stays bounded however many arrive at once. */
const decoding = createWorkQueue(1);

/** The media type of a photo by its bytes, or 415. */
export async function cardPhotoType(bytes: Uint8Array): Promise<(typeof CARD_PHOTO_TYPES)[number]> {
  const { fileTypeFromBuffer } = await libraries();
  const type = await fileTypeFromBuffer(bytes);
  const mime = type?.mime as (typeof CARD_PHOTO_TYPES)[number] | undefined;
  if (!mime || !CARD_PHOTO_TYPES.includes(mime)) throw unsupportedMediaType(cardPhotoMessages.notImage);
  return mime;
}

type Sharp = Awaited<ReturnType<typeof libraries>>["sharp"];

/** A sharp pipeline over the photo's pixels, after its size was checked from the header. */
async function openPhoto(sharp: Sharp, bytes: Uint8Array, mime: string) {
  if (mime === "image/heic" || mime === "image/heif") {
    // From its boxes first: libheif itself reads only the primary image's ispe, not a grid's canvas.
    const declared = heifDeclaredSize(bytes);
    if (!declared) throw unsupportedMediaType(cardPhotoMessages.unreadable);
    if (declared.width * declared.height > MAX_HEIC_PIXELS) throw payloadTooLarge(cardPhotoMessages.tooManyPixels);
    const { default: decode } = await import("heic-decode");
    let images: Awaited<ReturnType<typeof decode.all>>;
    try {
      images = await decode.all({ buffer: bytes });
    } catch {
      throw unsupportedMediaType(cardPhotoMessages.unreadable);
    }
    try {
      const first = images[0];
      if (!first) throw unsupportedMediaType(cardPhotoMessages.unreadable);
      if (first.width * first.height > MAX_HEIC_PIXELS) throw payloadTooLarge(cardPhotoMessages.tooManyPixels);
      let pixels: { width: number; height: number; data: Uint8ClampedArray };
      try {
        pixels = await first.decode();
      } catch {
        throw unsupportedMediaType(cardPhotoMessages.unreadable);
      }
      return sharp(Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength), {
        raw: { width: pixels.width, height: pixels.height, channels: 4 },
      });
    } finally {
      images.dispose();
    }
  }
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata(); // the header only: no pixel is decoded
  } catch {
    throw unsupportedMediaType(cardPhotoMessages.unreadable);
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) throw payloadTooLarge(cardPhotoMessages.tooManyPixels);
  return sharp(bytes, { limitInputPixels: MAX_PIXELS, sequentialRead: true, failOn: "error" }).rotate();
}

/**
 * Checks the bytes are a card photo and re-encodes them as a JPEG at most
 * 2000 px on its long side: orientation applied, every piece of metadata
 * (GPS, camera) dropped. 415 for anything else, 413 for too many pixels.
 */
export async function toCardJpeg(bytes: Uint8Array, size = CARD_PHOTO_SIZE, quality = 85): Promise<Buffer> {
  const mime = await cardPhotoType(bytes);
  return decoding.run(async () => {
    const { sharp } = await libraries();
    const image = await openPhoto(sharp, bytes, mime);
    try {
      return await image.resize(size, size, { fit: "inside", withoutEnlargement: true }).flatten({ background: "#ffffff" }).jpeg({ quality }).toBuffer();
    } catch {
      throw unsupportedMediaType(cardPhotoMessages.unreadable);
    }
  });
}
