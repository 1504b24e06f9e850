import { describe, expect, it } from "vitest";
import { monthRange, todayIn, eachDay } from "@core/calendar-dates";
import { dayCompatibility } from "@core/colleagues";
import type { Colleague, ColleagueShifts } from "@core/schemas/colleagues";
import { json, useTestApp } from "../testing/test-app";
import { DEMO_COLLEAGUES } from "./colleagues-demo";
import { createDemoAccount, DEMO_EMAIL, DEMO_NAME, DEMO_PASSWORD } from "./demo-account";

const t = useTestApp();

describe("the demo's colleagues", () => {
  it("two colleague accounts with their own sign-ins, connected to the demo nurse, each with a month of shifts, one on her unit", async () => {
    expect(await createDemoAccount(t.services)).toBe(true);
    const { cookie } = await t.signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const network = (await json<{ colleagues: Colleague[] }>(await t.request("/api/colleagues", { cookie }))).colleagues;
    expect(network.map((c) => [c.name, c.status])).toEqual(DEMO_COLLEAGUES.map((c) => [c.name, "connected"]));

    const { from, to } = monthRange(todayIn("America/Vancouver").slice(0, 7));
    const month = await json<ColleagueShifts>(await t.request(`/api/colleagues/shifts?from=${from}&to=${to}`, { cookie }));
    expect(month.colleagues).toHaveLength(2);
    for (const c of month.colleagues) expect(c.shifts.length).toBeGreaterThan(8);
    const sam = month.colleagues.find((c) => c.id === network.find((n) => n.name === "Sam Chen")!.id)!;
    const states = new Set(eachDay(from, to).map((d) => dayCompatibility(d, month.mine, sam.shifts)));
    expect(states).toContain("working-together");
    expect(states).toContain("full-compatible");

    for (const colleague of DEMO_COLLEAGUES) {
      const signIn = await t.signIn(colleague.email, colleague.password);
      expect(signIn.res.status).toBe(200);
      const theirs = (await json<{ colleagues: Colleague[] }>(await t.request("/api/colleagues", { cookie: signIn.cookie }))).colleagues;
      expect(theirs.map((c) => [c.name, c.status])).toEqual([[DEMO_NAME, "connected"]]);
    }
  });
});
