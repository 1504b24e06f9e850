import { describe, expect, it } from "vitest";
import { json, useTestApp, type ErrorBody } from "../../testing/test-app";

const t = useTestApp();

const inputs = {
  frequency: "monthly",
  customDays: 10,
  shifts: [
    { name: "Nights", hourlyRate: 44.5, hoursScheduled: 48, jobId: null },
    { name: "Days", hourlyRate: 41, hoursScheduled: 36, jobId: "3f1c0c8e-9d5a-4a44-9c1b-0a1b2c3d4e5f" },
  ],
  premiums: [{ name: "Night premium", hourlyBonus: 3, hoursApplied: 32 }],
  holidayArea: "CA-BC",
};

describe("pay estimator inputs", () => {
  it("answers the product's defaults until saved, then her last inputs", async () => {
    const nurse = await t.signUp();
    const first = await t.request("/api/pay-estimator", { cookie: nurse.cookie });
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({
      frequency: "bi-weekly",
      customDays: 14,
      shifts: [{ name: "Day Shift", hourlyRate: 30, hoursScheduled: 36, jobId: null }],
      premiums: [],
      holidayArea: null,
      updatedAt: null,
    });
    const saved = await t.request("/api/pay-estimator", { method: "PUT", cookie: nurse.cookie, body: inputs });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject(inputs);
    const again = await json<{ updatedAt: string | null }>(await t.request("/api/pay-estimator", { cookie: nurse.cookie }));
    expect(again).toMatchObject(inputs);
    expect(again.updatedAt).not.toBeNull();
  });

  it("the holiday area may be left out: null, her profile's area", async () => {
    const nurse = await t.signUp();
    const { holidayArea: _, ...older } = inputs;
    expect(await json(await t.request("/api/pay-estimator", { method: "PUT", cookie: nurse.cookie, body: older }))).toMatchObject({ holidayArea: null });
  });

  it("keeps each nurse's inputs apart", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await t.request("/api/pay-estimator", { method: "PUT", cookie: a.cookie, body: inputs });
    expect(await json(await t.request("/api/pay-estimator", { cookie: b.cookie }))).toMatchObject({ frequency: "bi-weekly", updatedAt: null });
  });

  it("refuses bad input with a message per field", async () => {
    const nurse = await t.signUp();
    const put = (body: unknown) => t.request("/api/pay-estimator", { method: "PUT", cookie: nurse.cookie, body });
    const cases: [unknown, string, string][] = [
      [{ ...inputs, shifts: [] }, "shifts", "Keep at least one shift row"],
      [{ ...inputs, frequency: "daily" }, "frequency", "Pay frequency must be weekly, bi-weekly, monthly or custom"],
      [{ ...inputs, customDays: 0 }, "customDays", "Custom days must be at least 1"],
      [{ ...inputs, shifts: [{ ...inputs.shifts[0], hourlyRate: -1 }] }, "shifts.0.hourlyRate", "Hourly rate must be 0 or more"],
      [{ ...inputs, shifts: [{ ...inputs.shifts[0], hoursScheduled: 1e9 }] }, "shifts.0.hoursScheduled", "Hours must be 2,000 or less"],
      [{ ...inputs, premiums: [{ name: "x", hourlyBonus: "2", hoursApplied: 1 }] }, "premiums.0.hourlyBonus", "Hourly bonus must be a number"],
      [{ ...inputs, userId: "someone" }, "", "Unknown field: userId."],
      [{ ...inputs, holidayArea: "British Columbia" }, "holidayArea", "Holiday area must be a country code like CA, or a country and province like CA-BC"],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(body);
      expect(res.status, field).toBe(400);
      const err = await json<ErrorBody>(res);
      expect(JSON.stringify(err.error), field).toContain(message);
    }
  });

  it("needs a session", async () => {
    expect((await t.request("/api/pay-estimator")).status).toBe(401);
    expect((await t.request("/api/pay-estimator", { method: "PUT", body: inputs })).status).toBe(401);
  });
});
