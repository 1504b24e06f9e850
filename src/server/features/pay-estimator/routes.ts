import { payEstimatorBody, payEstimatorResponse } from "@core/schemas/pay-estimator";
import type { Api } from "../../http/api";
import type { Services } from "../../services";
import { getPayEstimate, savePayEstimate } from "./repository";

/** The pay estimator's last inputs per nurse (docs/product/pay-estimator.md; the first description kept nothing). */
export function registerPayEstimatorRoutes(api: Api, services: Services) {
  const { db, userData } = services;

  api.get(
    "/api/pay-estimator",
    {
      summary: "My pay estimator's last inputs (the spec's defaults until I save)",
      tag: "tools",
      reach: "own",
      responses: { 200: { description: "The inputs", schema: payEstimatorResponse } },
    },
    // From the answer cache: pay_estimates notify on every write.
    async (c, { user }) => c.json(await userData.getOrLoad(user.id, "pay-estimator", () => getPayEstimate(db, user.id)), 200),
  );

  api.put(
    "/api/pay-estimator",
    {
      summary: "Keep my pay estimator's inputs: pay frequency, custom days, shift rows and premium rows",
      tag: "tools",
      reach: "own",
      body: payEstimatorBody,
      example: {
        frequency: "bi-weekly",
        customDays: 14,
        shifts: [{ name: "Day Shift", hourlyRate: 30, hoursScheduled: 36, jobId: null }],
        premiums: [{ name: "Night premium", hourlyBonus: 2.5, hoursApplied: 12 }],
      },
      responses: {
        200: { description: "The saved inputs", schema: payEstimatorResponse },
        400: { description: "Invalid input (message says which field)" },
      },
    },
    async (c, { body, user }) => c.json(await savePayEstimate(db, user.id, body), 200),
  );
}
