import type { Area } from "../../area";
import { registerMyDataRoutes } from "./routes";
import { registerStorageRoutes } from "./storage-routes";

/** My data: the export of everything of mine, deleting the account, and what my files take of my storage. */
export const accountArea: Area = {
  name: "account",
  register: (api, services) => {
    registerMyDataRoutes(api, services);
    registerStorageRoutes(api, services);
  },
};
