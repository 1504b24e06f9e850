import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { certificationBody, certMessages, typedDateProblem } from "./certifications";

const first = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? undefined : { path: r.error!.issues[0]!.path.join("."), message: r.error!.issues[0]!.message };

describe("certification body", () => {
  const ok = { name: "BLS", category: "Life Support", completionDate: "2025-03-12", expiryDate: "2027-03-31", noExpiry: false };

  it("takes a full record; category and dates are optional", () => {
    expect(certificationBody.parse(ok)).toEqual(ok);
    expect(certificationBody.parse({ name: "  CEN " })).toEqual({ name: "CEN", category: "", completionDate: null, expiryDate: null, noExpiry: false });
    expect(certificationBody.parse({ name: "X", completionDate: "", expiryDate: "" })).toMatchObject({ completionDate: null, expiryDate: null });
  });

  it("name is required, up to 100", () => {
    expect(first(certificationBody.safeParse({ ...ok, name: " " }))).toEqual({ path: "name", message: certMessages.nameRequired });
    expect(first(certificationBody.safeParse({ ...ok, name: undefined }))).toEqual({ path: "name", message: certMessages.nameRequired });
    expect(first(certificationBody.safeParse({ ...ok, name: "x".repeat(101) }))).toEqual({ path: "name", message: certMessages.nameTooLong });
    expect(first(certificationBody.safeParse({ ...ok, category: "x".repeat(61) }))).toEqual({ path: "category", message: certMessages.categoryTooLong });
  });

  it("dates are YYYY-MM-DD real days, with the format hint", () => {
    for (const bad of ["12/31/2026", "2026-02-30", "2026-1-5", "tomorrow"]) {
      expect(first(certificationBody.safeParse({ ...ok, expiryDate: bad }))).toEqual({ path: "expiryDate", message: certMessages.dateFormat });
    }
    expect(first(certificationBody.safeParse({ ...ok, completionDate: 20250312 }))?.message).toBe(certMessages.dateFormat);
  });

  it("expiry before completion is refused with a clear message; the same day is fine", () => {
    expect(first(certificationBody.safeParse({ ...ok, expiryDate: "2025-03-11" }))).toEqual({
      path: "expiryDate",
      message: "Expiry date cannot be before the completion date",
    });
    expect(certificationBody.safeParse({ ...ok, expiryDate: "2025-03-12" }).success).toBe(true);
  });

  it("No expiry clears the expiry date", () => {
    expect(certificationBody.parse({ ...ok, noExpiry: true, expiryDate: "2020-01-01" })).toMatchObject({ noExpiry: true, expiryDate: null });
  });

  it("refuses unknown fields", () => {
    expect(certificationBody.safeParse({ ...ok, userId: "someone" }).success).toBe(false);
  });
});

describe("the Edit prompt (YYYY-MM-DD only)", () => {
  it("takes a real day typed YYYY-MM-DD, refuses anything else with the hint", () => {
    expect(typedDateProblem("2027-03-15")).toBeUndefined();
    expect(typedDateProblem(" 2027-03-15 ")).toBeUndefined();
    expect(typedDateProblem("")).toBeUndefined();
    expect(typedDateProblem("12/31/2026")).toBe(certMessages.dateFormat);
    expect(typedDateProblem("2027-02-29")).toBe(certMessages.dateFormat);
    expect(certMessages.dateFormat).toContain("YYYY-MM-DD");
  });

  it("property: a string is taken only if it is exactly a real YYYY-MM-DD", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (s) => {
        if (typedDateProblem(s) === undefined && s.trim() !== "") expect(s.trim()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
    );
  });
});
