import { expect, it } from "vitest";
import { readConfig } from "./config";

it("the demo account is on for the embedded database and off on PostgreSQL, unless DEMO says otherwise", () => {
  const postgres = "postgres://nursevitals@db.internal/nursevitals";
  expect(readConfig({}).demo).toBe(true);
  expect(readConfig({ DATABASE_URL: postgres }).demo).toBe(false);
  expect(readConfig({ DATABASE_URL: postgres, DEMO: "1" }).demo).toBe(true);
  expect(readConfig({ DEMO: "0" }).demo).toBe(false);
});
