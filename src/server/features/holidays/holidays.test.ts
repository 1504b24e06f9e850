import { describe, expect, it } from "vitest";
import { json, useTestApp, errorOf } from "../../testing/test-app";

const t = useTestApp();

type Answer = { area: { code: string; name: string } | null; areas: { code: string; name: string }[]; holidays: { date: string; name: string }[] };

describe("public holidays (date-holidays, by country and province)", () => {
  it("her province from her profile's country and time zone: British Columbia's, not Ontario's or Quebec's", async () => {
    const nurse = await t.signUp();
    await t.request("/api/profile", { method: "PATCH", cookie: nurse.cookie, body: { countryCode: "CA", timezone: "America/Vancouver" } });
    const res = await t.request("/api/holidays?from=2026-01-01&to=2026-12-31", { cookie: nurse.cookie });
    expect(res.status).toBe(200);
    const body = await json<Answer>(res);
    expect(body.area).toEqual({ code: "CA-BC", name: "British Columbia, Canada" });
    expect(body.areas[0]).toEqual({ code: "CA", name: "Canada" });
    expect(body.areas.map((a) => a.code)).toContain("CA-QC");
    const dates = body.holidays.map((h) => `${h.date} ${h.name}`);
    expect(dates).toContain("2026-08-03 British Columbia Day");
    expect(dates).toContain("2026-12-25 Christmas Day");
    expect(dates).toContain("2026-07-01 Canada Day");
    // Public holidays only: no observances (Valentine's Day), no other province's days (Quebec's Saint-Jean-Baptiste).
    expect(dates.some((d) => d.includes("Valentine"))).toBe(false);
    expect(body.holidays.some((h) => h.date === "2026-06-24")).toBe(false);
  });

  it("the area asked for, in the range asked for, across a new year", async () => {
    const nurse = await t.signUp();
    const body = await json<Answer>(await t.request("/api/holidays?from=2026-12-20&to=2027-01-05&area=GB-ENG", { cookie: nurse.cookie }));
    expect(body.area).toEqual({ code: "GB-ENG", name: "England, United Kingdom" });
    expect(body.holidays).toEqual([
      { date: "2026-12-25", name: "Christmas Day" },
      { date: "2026-12-26", name: "Boxing Day" },
      { date: "2026-12-28", name: "Boxing Day (substitute day)" },
      { date: "2027-01-01", name: "New Year's Day" },
    ]);
  });

  it("no country known: no area and no holidays, said plainly", async () => {
    const nurse = await t.signUp();
    await t.request("/api/profile", { method: "PATCH", cookie: nurse.cookie, body: { timezone: "UTC" } });
    expect(await json(await t.request("/api/holidays?from=2026-01-01&to=2026-01-31", { cookie: nurse.cookie }))).toEqual({
      area: null,
      areas: [],
      holidays: [],
    });
  });

  it("refuses a bad range or area with a message per field", async () => {
    const nurse = await t.signUp();
    const cases: [string, string, string][] = [
      ["from=2026-01-01", "to", "to is required (yyyy-MM-dd)"],
      ["from=2026-02-01&to=2026-01-01", "to", "from must be on or before to"],
      ["from=2026-01-01&to=2027-06-01", "to", "Ask for at most 366 days at a time"],
      ["from=2026-01-01&to=2026-01-31&area=canada", "area", "Holiday area must be a country code like CA, or a country and province like CA-BC"],
      ["from=2026-01-01&to=2026-01-31&area=ZZ", "area", "That holiday area is not one we know: choose a country or province from the list"],
      ["from=2026-01-01&to=2026-01-31&area=CA-XX", "area", "That holiday area is not one we know: choose a country or province from the list"],
    ];
    for (const [query, field, message] of cases) {
      const res = await t.request(`/api/holidays?${query}`, { cookie: nurse.cookie });
      expect(res.status, query).toBe(400);
      expect((await errorOf(res)).fields?.[field], query).toBe(message);
    }
  });

  it("needs a session", async () => {
    expect((await t.request("/api/holidays?from=2026-01-01&to=2026-01-31")).status).toBe(401);
  });
});
