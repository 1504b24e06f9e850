import type { Area } from "../../area";
import { registerContactRoutes } from "./routes";

/** Work contacts (the sidebar's Contacts): search, tap-to-call, vCard download and .vcf import. */
export const contactsArea: Area = {
  name: "contacts",
  register: (api, services) => registerContactRoutes(api, services),
};
