import type { Area } from "../../area";
import { registerPayEstimatorRoutes } from "./routes";

/** The bedside tools' server part: the pay estimator's inputs per nurse. */
export const payEstimatorArea: Area = {
  name: "pay-estimator",
  register: (api, services) => registerPayEstimatorRoutes(api, services),
};
