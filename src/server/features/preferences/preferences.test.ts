import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { preferences } from "../../db/schema";
import { json, type TestUser, useTestApp, errorOf } from "../../testing/test-app";

const t = useTestApp();

type Preferences = {
  region: string;
  accentColor: string;
  quickLinks: string[];
  countdownDate: string | null;
  reminders: { certificationEmails: boolean; certificationLeadDays: number };
  dashboardLayout: { hidden: string[]; order: string[] };
};

const get = async (user: TestUser) => json<Preferences>(await t.request("/api/preferences", { cookie: user.cookie }));
const patch = (user: TestUser, body: unknown) => t.request("/api/preferences", { method: "PATCH", body, cookie: user.cookie });

describe("preferences", () => {
  it("start with the defaults: region US, accent #3b82f6, three quick links", async () => {
    const user = await t.signUp();
    expect(await get(user)).toMatchObject({
      region: "US",
      accentColor: "#3b82f6",
      quickLinks: ["/account", "/calendar", "/certifications"],
      countdownDate: null,
      reminders: { certificationEmails: true, certificationLeadDays: 30 },
      dashboardLayout: { hidden: [], order: [] },
    });
    expect(await t.services.db.select().from(preferences).where(eq(preferences.userId, user.id))).toHaveLength(1);
  });

  it("save region and accent colour, and every other setting, on the server", async () => {
    const user = await t.signUp();
    const res = await patch(user, { region: "CA", accentColor: "#0D9488" });
    expect(res.status).toBe(200);
    expect(await get(user)).toMatchObject({ region: "CA", accentColor: "#0d9488" });

    await patch(user, {
      quickLinks: ["/calendar", "/tools/cpr-metronome"],
      countdownDate: "2027-01-01T08:00:00.000Z",
      reminders: { certificationEmails: false, certificationLeadDays: 60 },
      dashboardLayout: { hidden: ["timer", "stopwatch"], order: ["alerts", "quick-links"] },
    });
    expect(await get(user)).toMatchObject({
      region: "CA",
      accentColor: "#0d9488",
      quickLinks: ["/calendar", "/tools/cpr-metronome"],
      countdownDate: "2027-01-01T08:00:00.000Z",
      reminders: { certificationEmails: false, certificationLeadDays: 60 },
      dashboardLayout: { hidden: ["timer", "stopwatch"], order: ["alerts", "quick-links"] },
    });
    await patch(user, { countdownDate: null });
    expect((await get(user)).countdownDate).toBeNull();
  });

  it.each([
    ["an unknown region", { region: "FR" }, "region", "Region must be one of US, CA, UK, AU or EU."],
    ["a colour name", { accentColor: "blue" }, "accentColor", "Accent colour must be a hex colour like #3b82f6."],
    ["a CSS injection", { accentColor: "#fff;background:url(x)" }, "accentColor", "Accent colour must be a hex colour like #3b82f6."],
    ["five quick links", { quickLinks: ["/account", "/calendar", "/certifications", "/contacts", "/health"] }, "quickLinks", "Max 4 selected"],
    ["a link elsewhere", { quickLinks: ["https://evil.example"] }, "quickLinks.0", "That is not one of the dashboard's links."],
    ["a link twice", { quickLinks: ["/calendar", "/calendar"] }, "quickLinks", "Each link can be chosen once."],
    ["a hidden advertisement", { dashboardLayout: { hidden: ["advertisement"], order: [] } }, "dashboardLayout.hidden", "The advertisement cannot be hidden."],
    ["an unknown widget", { dashboardLayout: { hidden: [], order: ["weather"] } }, "dashboardLayout.order.0", "That is not a dashboard widget."],
    ["an unknown hidden widget", { dashboardLayout: { hidden: ["weather"], order: [] } }, "dashboardLayout.hidden.0", "That is not a dashboard widget."],
    [
      "a widget twice in the order",
      { dashboardLayout: { hidden: [], order: ["timer", "alerts", "timer"] } },
      "dashboardLayout.order",
      "Each widget can appear once in the order.",
    ],
    ["a widget hidden twice", { dashboardLayout: { hidden: ["timer", "timer"], order: [] } }, "dashboardLayout.hidden", "Each widget can be hidden once."],
    ["a countdown that is no date", { countdownDate: "next friday" }, "countdownDate", "Countdown date must be a date and time."],
    ["a countdown in the year 0", { countdownDate: "0000-01-01T00:00:00Z" }, "countdownDate", "Countdown date must be between the years 1900 and 2999."],
    ["a countdown in the year 1", { countdownDate: "0001-01-01T00:00:00Z" }, "countdownDate", "Countdown date must be between the years 1900 and 2999."],
    [
      "a countdown past 2999 once in UTC",
      { countdownDate: "2999-12-31T23:00:00-05:00" },
      "countdownDate",
      "Countdown date must be between the years 1900 and 2999.",
    ],
    [
      "reminders 0 days ahead",
      { reminders: { certificationEmails: true, certificationLeadDays: 0 } },
      "reminders.certificationLeadDays",
      "Days before expiry must be at least 1.",
    ],
  ])("refuse %s with a clear message, saving nothing", async (_what, body, field, message) => {
    const user = await t.signUp();
    const res = await patch(user, { region: "AU", ...body });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.fields?.[field]).toBe(message);
    expect((await get(user)).region).toBe("US");
  });

  it("keep a countdown at either end of the allowed years exactly as sent", async () => {
    const user = await t.signUp();
    for (const instant of ["1900-01-01T00:00:00.000Z", "2999-12-31T23:59:59.999Z"]) {
      expect((await patch(user, { countdownDate: instant })).status).toBe(200);
      expect((await get(user)).countdownDate).toBe(instant);
    }
  });

  it("are each nurse's own", async () => {
    const ann = await t.signUp();
    const bob = await t.signUp();
    expect((await patch(ann, { accentColor: "#111111", userId: bob.id })).status).toBe(400);
    await patch(ann, { accentColor: "#db2777" });
    expect((await get(ann)).accentColor).toBe("#db2777");
    expect((await get(bob)).accentColor).toBe("#3b82f6");
  });

  it("the database refuses what the API would (defence in depth)", async () => {
    const user = await t.signUp();
    await get(user);
    await expect(
      t.services.db
        .update(preferences)
        .set({ region: "XX" as "US" })
        .where(eq(preferences.userId, user.id)),
    ).rejects.toThrow();
    await expect(t.services.db.update(preferences).set({ accentColor: "red" }).where(eq(preferences.userId, user.id))).rejects.toThrow();
  });
});
