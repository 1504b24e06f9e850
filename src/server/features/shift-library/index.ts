import type { Area } from "../../area";
import { registerShiftTypeRoutes } from "./routes";

/** The shift library: shift types and their premiums (/shifts, /presets, Create a Shift). */
export const shiftLibraryArea: Area = {
  name: "shift-library",
  register: (api, services) => registerShiftTypeRoutes(api, services),
};
