import type { Area } from "../../area";
import { registerResumeRoutes } from "./routes";

/** The Resume Builder: one resume per nurse, built from her jobs and certifications, and its PDF. */
export const resumeArea: Area = {
  name: "resume",
  register: (api, services) => registerResumeRoutes(api, services),
};
