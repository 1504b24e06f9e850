import type { Area } from "../../area";
import { registerJobBoardRoutes } from "./routes";

/** The job board every signed-in nurse reads (Discover tab); filled by `npm run job-board:import -- FILE`. */
export const jobBoardArea: Area = {
  name: "job-board",
  register: (api, services) => registerJobBoardRoutes(api, services),
};
