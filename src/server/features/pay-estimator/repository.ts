import { eq } from "drizzle-orm";
import type { PayEstimatorInputs, PayEstimatorResponse } from "@core/schemas/pay-estimator";
import { PAY_ESTIMATOR_DEFAULTS } from "@core/tools/pay";
import type { Database } from "../../db/client";
import { payEstimates } from "../../db/schema";

/** My saved inputs, or the product's defaults (one bi-weekly "Day Shift" row, 30/h, 36 h). */
export async function getPayEstimate(db: Database, userId: string): Promise<PayEstimatorResponse> {
  const [row] = await db.select().from(payEstimates).where(eq(payEstimates.userId, userId)).limit(1);
  return row ? { ...PAY_ESTIMATOR_DEFAULTS, ...row.inputs, updatedAt: row.updatedAt.toISOString() } : { ...PAY_ESTIMATOR_DEFAULTS, updatedAt: null };
}

/** Replaces my inputs (the row is keyed by my user id: nobody else's can be written). */
export async function savePayEstimate(db: Database, userId: string, inputs: PayEstimatorInputs): Promise<PayEstimatorResponse> {
  const updatedAt = new Date();
  const [row] = await db
    .insert(payEstimates)
    .values({ userId, inputs, updatedAt })
    .onConflictDoUpdate({ target: payEstimates.userId, set: { inputs, updatedAt } })
    .returning();
  return { ...row!.inputs, updatedAt: row!.updatedAt.toISOString() };
}
