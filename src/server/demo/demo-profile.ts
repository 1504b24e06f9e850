import { saveAvatar } from "../features/profile/avatar-store";
import { updatePreferences } from "../features/preferences/repository";
import { updateProfile } from "../features/profile/repository";
import type { Services } from "../services";
import { demoAvatarPng } from "./demo-avatar";

/** The demo nurse's account screen: a filled profile, a photo, and preferences. */
export async function seedDemoProfile(services: Services, userId: string): Promise<void> {
  await updateProfile(services.db, userId, {
    dob: "1990-07-14",
    countryCode: "CA",
    timezone: "America/Vancouver",
    licenseDate: "2016-06-20",
    gradDate: "2016-04-29",
  });
  await saveAvatar(services, userId, await demoAvatarPng());
  await updatePreferences(services.db, userId, { region: "CA" });
}
