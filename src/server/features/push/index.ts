import type { Area } from "../../area";
import { registerPushRoutes } from "./routes";

/** Web Push: her devices and what she is told (decision 046); the shift reminders' task is in shift-reminders.ts. */
export const pushArea: Area = {
  name: "push",
  register: (api, services) => registerPushRoutes(api, services),
};
