import type { Services } from "../services";
import { updateProfile } from "../repos/profiles";
import { publicFilePath, userPrefix } from "./user-files";

/**
 * Stores a re-encoded avatar at avatars/{userId}/avatar-{timestamp}.png, saves
 * its public URL in the profile and on the auth user (the header avatar reads
 * the session user's image), and removes the previous photo.
 */
export async function saveAvatar(services: Pick<Services, "db" | "files" | "auth">, userId: string, png: Buffer): Promise<string> {
  const { db, files, auth } = services;
  const key = `avatars/${userId}/avatar-${Date.now()}.png`;
  await files.put(key, png);
  const avatarUrl = publicFilePath(key);
  await updateProfile(db, userId, { avatarUrl });
  await (await auth.$context).internalAdapter.updateUser(userId, { image: avatarUrl });
  for (const old of await files.list(userPrefix("avatars", userId))) if (old !== key) await files.delete(old);
  return avatarUrl;
}
