// Profile photo rules (spec 000 §5, §9); the words are the product's.

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
