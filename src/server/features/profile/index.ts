import type { Area } from "../../area";
import { registerFileRoutes } from "./avatar-files";
import { welcomeGoogleNurse } from "./google-sign-up";
import { ensureProfile } from "./repository";
import { registerProfileRoutes } from "./routes";

/** Her profile and photo (the photo's public file too); a new account starts its profile here. */
export const profileArea: Area = {
  name: "profile",
  register(api, services, app) {
    registerProfileRoutes(api, services);
    registerFileRoutes(app, api, services);
  },
  signUpHooks: (services) => ({
    onEmailSignUp: async (userId, start) => void (await ensureProfile(services.db, userId, start)),
    onProviderSignUp: (user, timezone) => welcomeGoogleNurse(services, user, timezone),
  }),
};
