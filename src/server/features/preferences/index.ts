import type { Area } from "../../area";
import { registerPreferencesRoutes } from "./routes";

/** Region, accent colour and the dashboard's settings, per nurse. */
export const preferencesArea: Area = {
  name: "preferences",
  register: (api, services) => registerPreferencesRoutes(api, services),
};
