import type { Area } from "../../area";
import { registerHolidayRoutes } from "./routes";

/** Public holidays by country and province or state, from the date-holidays library. */
export const holidaysArea: Area = {
  name: "holidays",
  register: (api, services) => registerHolidayRoutes(api, services),
};
