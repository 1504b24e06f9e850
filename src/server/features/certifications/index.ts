import type { Area } from "../../area";
import { registerPrivateFileRoutes } from "./photo-files";
import { registerCertificationRoutes } from "./routes";

/** Certifications with card photos (private, signed links), statuses, renewal links. */
export const certificationsArea: Area = {
  name: "certifications",
  register(api, services, app) {
    registerCertificationRoutes(api, services);
    registerPrivateFileRoutes(app, api, services);
  },
};
