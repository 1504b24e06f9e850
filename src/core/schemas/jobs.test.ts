import { describe, expect, it } from "vitest";
import { createJobBody } from "./jobs";

const fields = (body: unknown) => Object.fromEntries((createJobBody.safeParse(body).error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe("job validation", () => {
  const valid = { designation: "RN", facility: "VGH", startDate: "2024-01-01" };
  it("needs a designation, a start date and a facility unless on several sites", () => {
    expect(Object.keys(fields({ facility: "VGH" }))).toEqual(expect.arrayContaining(["designation", "startDate"]));
    expect(fields({ designation: "RN", startDate: "2024-01-01" }).facility).toBe("Facility is required");
    expect(fields({ ...valid, designation: " " }).designation).toBe("Designation is required");
    expect(fields({ ...valid, facility: "", multipleSites: true })).toEqual({});
    expect(createJobBody.parse({ ...valid, multipleSites: true }).facility).toBeNull();
  });
  it("takes a job without a unit", () => {
    expect(createJobBody.parse(valid).unit).toBe("");
  });
  it("refuses an end before the start, and clears the end while still working", () => {
    expect(fields({ ...valid, endDate: "2023-12-31" }).endDate).toBe("End date must be on or after the start date");
    expect(createJobBody.parse({ ...valid, endDate: "2025-01-01", stillWorking: true }).endDate).toBeNull();
  });
});
