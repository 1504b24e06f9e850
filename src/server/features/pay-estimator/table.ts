import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
// Relative imports: drizzle-kit loads this file without the @core alias.
import type { PayEstimatorInputs } from "../../../core/schemas/pay-estimator";
import { users } from "../../db/schema/auth";

/** One per nurse: the pay estimator's last inputs (docs/product/pay-estimator.md), so they follow her across devices. */
export const payEstimates = pgTable("pay_estimates", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  inputs: jsonb("inputs").$type<PayEstimatorInputs>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
