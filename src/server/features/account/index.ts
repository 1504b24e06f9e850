import type { Area } from "../../area";
import { registerMyDataRoutes } from "./routes";

/** My data: the export of everything of mine, and deleting the account. */
export const accountArea: Area = {
  name: "account",
  register: (api, services) => registerMyDataRoutes(api, services),
};
