import type { Area } from "../../area";
import { registerCalendarRoutes } from "./routes";
import { registerScheduleImportRoutes } from "./import-routes";
import { registerRotationRoutes } from "./rotations-routes";

/** The month (applied shifts, one-offs, note counts), many days at once and undo, rotations, a schedule read from a photo, and the subscription feed. */
export const calendarArea: Area = {
  name: "calendar",
  register: (api, services) => {
    registerCalendarRoutes(api, services);
    registerRotationRoutes(api, services);
    registerScheduleImportRoutes(api, services);
  },
};
