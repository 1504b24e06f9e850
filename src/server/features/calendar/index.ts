import type { Area } from "../../area";
import { registerCalendarRoutes } from "./routes";

/** The month (applied shifts, one-offs, note counts) and the subscription feed. */
export const calendarArea: Area = {
  name: "calendar",
  register: (api, services) => registerCalendarRoutes(api, services),
};
