import type { Area } from "../../area";
import { listColleagues } from "./repository";
import { registerColleagueRoutes } from "./routes";

/** The colleague network: invitations between accounts, and connected colleagues' working shifts. */
export const colleaguesArea: Area = {
  name: "colleagues",
  register: (api, services) => registerColleagueRoutes(api, services),
  // Her network as she sees it in the app: each link belongs to two people, so it has no user_id to export by.
  exportSections: ({ db }) => ({ network: (userId) => listColleagues(db, userId) }),
};
