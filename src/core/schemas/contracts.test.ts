import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createContractBody, HOUSING_OPTIONS, updateContractBody } from "./contracts";

const fieldsOf = (result: ReturnType<typeof createContractBody.safeParse>) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe("contract save normalisation", () => {
  it("turns empty text and numbers into null, normalises flags, cuts dates", () => {
    const saved = createContractBody.parse({
      contractName: "  ICU travel  ",
      city: "   ",
      employer: "",
      baseWage: "",
      travelToStipend: null,
      travelToDriving: null,
      startDate: "2026-01-05T08:00:00.000Z",
      endDate: "2026-04-04 00:00",
    });
    expect(saved).toMatchObject({
      contractName: "ICU travel",
      city: null,
      employer: null,
      baseWage: null,
      travelToStipend: null,
      travelToDriving: false,
      travelFromFlying: false,
      startDate: "2026-01-05",
      endDate: "2026-04-04",
      housingOption: null,
    });
  });

  it("keeps only the four housing options", () => {
    for (const option of HOUSING_OPTIONS) expect(createContractBody.parse({ contractName: "x", housingOption: option }).housingOption).toBe(option);
    expect(createContractBody.parse({ contractName: "x", housingOption: "castle" }).housingOption).toBeNull();
  });

  it.each([
    [{ contractName: "" }, "contractName", "Contract name is required"],
    [{ startDate: "2026-02-01", endDate: "2026-01-31" }, "endDate", "End date must be on or after the start date"],
    [{ startDate: "2026-02-30" }, "startDate", "Please enter a real date as yyyy-MM-dd, like 2026-03-14"],
    [{ baseWage: -1 }, "baseWage", "Base wage must be a number, 0 or more"],
    [{ baseWage: "lots" }, "baseWage", "Base wage must be a number, 0 or more"],
    [{ travelToFlying: "yes" }, "travelToFlying", "Travel to flying must be true or false"],
    [{ city: "Van\ncouver" }, "city", "City cannot contain line breaks, tabs or other control characters"],
  ])("refuses %j", (change, field, message) => {
    expect(fieldsOf(createContractBody.safeParse({ contractName: "ICU", ...change }))[field]).toBe(message);
  });

  it("a change checks only what it sends", () => {
    expect(updateContractBody.safeParse({ city: "Kamloops" }).success).toBe(true);
    expect(updateContractBody.safeParse({ contractName: " " }).success).toBe(false);
  });

  it("property: whatever text is sent, a saved field is null or non-empty trimmed text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (city) => {
        const parsed = createContractBody.safeParse({ contractName: "x", city });
        if (parsed.success) expect(parsed.data.city === null || (parsed.data.city.length > 0 && parsed.data.city === parsed.data.city.trim())).toBe(true);
      }),
    );
  });
});
