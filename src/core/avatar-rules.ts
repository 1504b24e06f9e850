/** Profile photo limits (spec 000 §5, §9); the words are the product's. */

/** The largest photo taken: "less than 5MB", so 5 MiB itself is refused. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024 - 1;
export const isAvatarTooLarge = (bytes: number) => bytes > AVATAR_MAX_BYTES;

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
