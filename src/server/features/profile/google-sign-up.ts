import { eq } from "drizzle-orm";
import { AVATAR_MAX_BYTES, avatarMessages } from "@core/avatar-rules";
import { timeZoneName } from "@core/schemas/auth";
import type { ProviderUser } from "../../auth/better-auth";
import { users } from "../../db/schema";
import { toAvatarPng } from "../../files/avatar-image";
import { saveAvatar } from "./avatar-store";
import { readLimitedBody } from "../../http/read-limited-body";
import { ensureProfile } from "./repository";
import type { Services } from "../../services";

const PICTURE_TIMEOUT_MS = 5000;

/**
 * Google's pictures live on *.googleusercontent.com; the issuer's own host is
 * allowed too, for the local stand-in the tests use. Nothing else is fetched.
 */
function pictureUrl(image: string, issuer: string): URL | undefined {
  try {
    const url = new URL(image);
    const google = url.protocol === "https:" && url.hostname.endsWith(".googleusercontent.com");
    return google || url.hostname === new URL(issuer).hostname ? url : undefined;
  } catch {
    return undefined;
  }
}

async function downloadPicture(url: URL): Promise<Uint8Array> {
  const response = await fetch(url, { signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS), redirect: "error" });
  if (!response.ok) throw new Error(`the picture answered ${response.status}`);
  return readLimitedBody(response, AVATAR_MAX_BYTES, avatarMessages.tooLarge);
}

/**
 * A nurse's first sign-in through Google. Her profile starts with the name
 * Google gives and the time zone her browser sent with the button press. Her
 * Google picture is copied into our avatar store (re-encoded like an upload):
 * the CSP keeps images to our own origin, and her pages never ask Google for
 * anything. When it cannot be copied the picture is dropped and the header
 * shows her initials.
 */
export async function welcomeGoogleNurse(services: Services, user: ProviderUser, timezone: unknown): Promise<void> {
  const zone = timeZoneName.safeParse(timezone);
  await ensureProfile(services.db, user.id, { name: user.name.trim() || null, ...(zone.success ? { timezone: zone.data } : {}) });
  if (!user.image || !services.config.google) return;
  try {
    const url = pictureUrl(user.image, services.config.google.issuer);
    if (!url) throw new Error("the picture is not on Google's image host");
    await saveAvatar(services, user.id, await toAvatarPng(await downloadPicture(url)));
  } catch (error) {
    services.logger.warn(`Could not copy the Google picture of user ${user.id} (${String(error)}); initials are shown instead.`);
    await services.db.update(users).set({ image: null }).where(eq(users.id, user.id));
  }
}
