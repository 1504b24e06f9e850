import type { Services } from "../../services";
import { replaceAvatarUrl } from "./repository";
import { keyOfPublicPath, publicFilePath, userPrefix } from "../../files/user-files";

/** The name of a stored photo in the nurse's avatars folder: a millisecond stamp (nextStamp). */
export const AVATAR_STORED_NAME = /^avatar-\d{13,}\.png$/;

let lastStamp = 0;
/** Later than any stamp handed out before in this process: two photos saved in the same millisecond get two names. */
function nextStamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

/**
 * Stores a re-encoded avatar at avatars/{userId}/avatar-{timestamp}.png, saves
 * its public URL in the profile and on the auth user (the header avatar reads
 * the session user's image), and removes the photo it replaced.
 */
export async function saveAvatar(services: Pick<Services, "db" | "files">, userId: string, png: Buffer): Promise<string> {
  const { db, files } = services;
  const key = `${userPrefix("avatars", userId)}avatar-${nextStamp()}.png`;
  await files.put(key, png);
  const avatarUrl = publicFilePath(key);
  let replaced: string | null;
  try {
    replaced = await replaceAvatarUrl(db, userId, avatarUrl);
  } catch (error) {
    await files.delete(key);
    throw error;
  }
  const replacedKey = replaced ? keyOfPublicPath(replaced) : undefined;
  // Only one of this user's photos, never the one just saved.
  if (replacedKey?.startsWith(userPrefix("avatars", userId)) && replacedKey !== key) await files.delete(replacedKey);
  return avatarUrl;
}
