import type { Area } from "../../area";
import { registerNoteRoutes } from "./routes";

/** Notes per day, searchable, optionally linked to one of the day's shifts. */
export const notesArea: Area = {
  name: "notes",
  register: (api, services) => registerNoteRoutes(api, services),
};
