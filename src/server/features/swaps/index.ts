import type { Area } from "../../area";
import { listSwaps } from "./repository";
import { registerSwapRoutes } from "./routes";

/** Swaps with connected colleagues (decision 054): requests, answers, and the record of agreed swaps. */
export const swapsArea: Area = {
  name: "swaps",
  register: (api, services) => registerSwapRoutes(api, services),
  // Each request belongs to two nurses, so it has no user_id to export by: her swaps as she sees them (like her network).
  exportSections: ({ db }) => ({ swaps: (userId) => listSwaps(db, userId) }),
};
