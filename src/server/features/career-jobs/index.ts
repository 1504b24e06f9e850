import type { Area } from "../../area";
import { registerJobRoutes } from "./routes";

/** The career center's jobs: a nurse's employment records (shift types link to one for its wage). */
export const careerJobsArea: Area = {
  name: "career-jobs",
  register: (api, services) => registerJobRoutes(api, services),
};
