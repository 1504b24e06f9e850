import type { Area } from "../../area";
import { registerAttachmentRoutes } from "./attachment-routes";
import { registerContractRoutes } from "./routes";

/** Travel contracts and their documents (career center, Contracts tab); files through signed links. */
export const contractsArea: Area = {
  name: "contracts",
  register(api, services, app) {
    registerContractRoutes(api, services);
    registerAttachmentRoutes(api, services, app);
  },
};
