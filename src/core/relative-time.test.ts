import { describe, expect, it } from "vitest";
import { timeAgo } from "./relative-time";

describe("timeAgo", () => {
  const now = Date.parse("2026-11-22T12:00:00Z");
  it.each([
    ["2026-11-22T11:59:30Z", "just now"],
    ["2026-11-22T11:55:00Z", "5 minutes ago"],
    ["2026-11-22T09:00:00Z", "3 hours ago"],
    ["2026-11-21T10:00:00Z", "yesterday"],
    ["2026-11-08T12:00:00Z", "2 weeks ago"],
    ["2026-08-01T12:00:00Z", "3 months ago"],
    ["2024-11-01T12:00:00Z", "2 years ago"],
  ])("%s → %s", (instant, expected) => {
    expect(timeAgo(instant, now)).toBe(expected);
  });
});
