import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { monthGridRange, todayIn } from "@core/calendar-dates";
import { calendar } from "../testing/calendar-fixtures";
import { json, useTestApp } from "../testing/test-app";
import { createDemoAccount, DEMO_EMAIL, DEMO_PASSWORD, refreshDemoAccount } from "./demo-account";

const t = useTestApp();

describe("demo account: calendar", () => {
  it("has a realistic current month: several shift types, jobs, shifts on many days, one-offs and notes", async () => {
    expect(await createDemoAccount(t.services)).toBe(true);
    const { cookie } = await t.signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const user = { id: "", email: DEMO_EMAIL, password: DEMO_PASSWORD, name: "", cookie };
    const today = todayIn("America/Vancouver");
    const { from, to } = monthGridRange(today.slice(0, 7));
    const month = await calendar(t, user, from, to);
    expect(month.today).toBe(today);
    const inMonth = month.shifts.filter((s) => s.date.startsWith(today.slice(0, 7)));
    expect(inMonth.filter((s) => s.source === "applied").length).toBeGreaterThanOrEqual(14);
    expect(inMonth.filter((s) => s.source === "dated")).toHaveLength(2);
    expect(new Set(inMonth.map((s) => s.shiftTypeId)).size).toBeGreaterThanOrEqual(4);
    expect(Object.values(month.noteCounts).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(6);
    expect(month.noteCounts[today]).toBeGreaterThanOrEqual(1);

    const library = await json<{ shiftTypes: { job: unknown; premiums: unknown[] }[] }>(await t.request("/api/shift-types", { cookie }));
    expect(library.shiftTypes.length).toBeGreaterThanOrEqual(5);
    expect(library.shiftTypes.every((s) => s.job)).toBe(true);
    expect(library.shiftTypes.some((s) => s.premiums.length)).toBe(true);
    const jobs = await json<{ jobs: unknown[] }>(await t.request("/api/jobs", { cookie }));
    expect(jobs.jobs).toHaveLength(2);
  });

  it("a demo data dir opened months later gets this month's rotation again; a calendar in use is left alone", async () => {
    const { cookie } = await t.signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const user = { id: "", email: DEMO_EMAIL, password: DEMO_PASSWORD, name: "", cookie };
    const thisMonth = todayIn("America/Vancouver").slice(0, 7);
    const { from, to } = monthGridRange(thisMonth);
    const applied = async () => (await calendar(t, user, from, to)).shifts.filter((s) => s.source === "applied" && s.date.startsWith(thisMonth));
    const current = (await applied()).length;

    // In use this month: nothing is added.
    await refreshDemoAccount(t.services);
    expect(await applied()).toHaveLength(current);

    // Three months on, as a data dir left alone would be.
    // Writes outside a request reach the month cache through the database's NOTIFY, which
    // PostgreSQL delivers after the statement returns: the reads wait for it.
    await t.services.db.execute(sql`update calendar_shifts set date = date - 92 where user_id = (select id from users where email = ${DEMO_EMAIL})`);
    await expect.poll(async () => (await applied()).length).toBe(0);
    await refreshDemoAccount(t.services);
    await expect.poll(async () => (await applied()).length).toBeGreaterThanOrEqual(14);
    await refreshDemoAccount(t.services);
    await expect.poll(async () => (await applied()).length).toBe(current);
  });
});
