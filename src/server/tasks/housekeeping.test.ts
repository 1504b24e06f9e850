import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pushDeliveries } from "../db/schema";
import { useTestApp } from "../testing/test-app";
import { housekeepingTask, PUSH_DELIVERIES_KEPT_DAYS } from "./housekeeping";

const t = useTestApp();
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe("housekeeping", () => {
  it(`drops push claims older than ${PUSH_DELIVERIES_KEPT_DAYS} days and keeps the newer ones`, async () => {
    const nurse = await t.signUp();
    await t.services.db.insert(pushDeliveries).values([
      { userId: nurse.id, key: "shift:2026-01-10:old", sentAt: daysAgo(PUSH_DELIVERIES_KEPT_DAYS + 1) },
      { userId: nurse.id, key: "shift:2026-03-10:recent", sentAt: daysAgo(PUSH_DELIVERIES_KEPT_DAYS - 1) },
      { userId: nurse.id, key: "shift:2026-05-10:today", sentAt: new Date() },
    ]);
    await housekeepingTask(t.services).run();
    const left = await t.services.db.select({ key: pushDeliveries.key }).from(pushDeliveries).where(eq(pushDeliveries.userId, nurse.id));
    expect(left.map((r) => r.key).sort()).toEqual(["shift:2026-03-10:recent", "shift:2026-05-10:today"]);
  });
});
