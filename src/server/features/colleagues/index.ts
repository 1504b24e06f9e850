import type { Area } from "../../area";
import { registerColleagueRoutes } from "./routes";

/** The colleague network: invitations between accounts, and connected colleagues' working shifts. */
export const colleaguesArea: Area = {
  name: "colleagues",
  register: (api, services) => registerColleagueRoutes(api, services),
};
