import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "@core/calendar-dates";
import { currentContract } from "@core/current-contract";
import { dashboardAlerts } from "@core/dashboard-alerts";
import { json, useTestApp } from "../testing/test-app";
import { DEMO_TASKS } from "./dashboard-demo";
import { createDemoAccount, DEMO_EMAIL, DEMO_PASSWORD } from "./demo-account";

const t = useTestApp();

describe("demo account: dashboard", () => {
  it("every data widget has something real to show: to-dos, quick links, the week's shifts, alerts and a current contract", async () => {
    expect(await createDemoAccount(t.services)).toBe(true);
    const { cookie } = await t.signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const get = async <T>(path: string) => json<T>(await t.request(path, { cookie }));

    const { todos } = await get<{ todos: { text: string; completed: boolean }[] }>("/api/todos");
    expect(todos.map(({ text, completed }) => ({ text, completed }))).toEqual(DEMO_TASKS);

    const prefs = await get<{ quickLinks: string[]; countdownDate: string | null; dashboardLayout: { hidden: string[] } }>("/api/preferences");
    expect(prefs.quickLinks).toHaveLength(4);
    expect(prefs.countdownDate).toBeNull(); // the next New Year, always ahead
    expect(prefs.dashboardLayout.hidden).toEqual([]);

    const today = todayIn("America/Vancouver");
    const week = await get<{ shifts: unknown[] }>(`/api/calendar?from=${today}&to=${addDays(today, 6)}`);
    expect(week.shifts.length).toBeGreaterThan(0);

    const { certifications } = await get<{ certifications: { expiryDate: string | null; noExpiry: boolean }[] }>("/api/certifications");
    expect(dashboardAlerts(certifications, today)).toHaveLength(2);

    const { contracts } = await get<{ contracts: { startDate: string | null; endDate: string | null }[] }>("/api/contracts");
    expect(currentContract(contracts, today)?.status).toBe("active");
  });
});
