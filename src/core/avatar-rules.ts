// Profile photo rules (docs/product/sign-in-and-account.md, Account); the words are the product's.

/** The largest photo taken: "less than 5MB", so 5 MiB itself is refused. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024 - 1;
export const isAvatarTooLarge = (bytes: number) => bytes > AVATAR_MAX_BYTES;

/** The raster formats the server reads (by their bytes) and re-encodes, with the names a nurse knows them by. */
export const AVATAR_FORMATS = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
  "image/gif": "GIF",
  "image/avif": "AVIF",
  "image/tiff": "TIFF",
} as const;
export const AVATAR_TYPES: readonly string[] = Object.keys(AVATAR_FORMATS);

/** "JPEG, PNG, …, AVIF or TIFF, under 5MB.": what the server really takes. */
export const avatarHint = (() => {
  const names: string[] = Object.values(AVATAR_FORMATS);
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}, under 5MB.`;
})();

export const avatarMessages = {
  notImage: "Please select an image file",
  /** Named like a photo, but its bytes are something else (a text file called photo.png). */
  notImageInside: "This file is not a JPEG, PNG, WebP, GIF, AVIF or TIFF image, whatever its name says. Please select a photo.",
  tooLarge: "Image size must be less than 5MB",
  unreadable: "We could not read that image. Please choose another photo.",
  tooManyPixels: "That photo has too many pixels to process. Please choose a smaller one.",
  missing: "Please choose a photo to upload.",
} as const;

/** What is wrong with a chosen file before it is sent; undefined when it may go. */
export function avatarFileProblem(file: { type: string; size: number }): string | undefined {
  if (!file.type.startsWith("image/")) return avatarMessages.notImage;
  if (isAvatarTooLarge(file.size)) return avatarMessages.tooLarge;
  return undefined;
}

type AvatarType = keyof typeof AVATAR_FORMATS;
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** How many leading bytes avatarTypeOfBytes needs to tell every format taken apart. */
export const AVATAR_SNIFF_BYTES = 64;

/**
 * Which of the taken formats a file's first bytes say it is (its "magic number",
 * as the server's file-type reads it), or undefined when they are none of them:
 * a file's name and the type the browser guesses from it prove nothing.
 */
export function avatarTypeOfBytes(bytes: Uint8Array): AvatarType | undefined {
  const starts = (...magic: number[]) => magic.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "image/gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return "image/tiff";
  // ISO-BMFF: a "ftyp" box whose major or compatible brands name AVIF.
  if (ascii(bytes, 4, 8) === "ftyp") {
    const boxSize = Math.min(((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0), bytes.length);
    for (let at = 8; at + 4 <= boxSize; at += 4) {
      if (at === 12) continue; // minor version, not a brand
      const brand = ascii(bytes, at, at + 4);
      if (brand === "avif" || brand === "avis") return "image/avif";
    }
  }
  return undefined;
}
