import { describe, expect, it, vi } from "vitest";
import { json, useTestApp, type TestUser } from "../testing/test-app";

/**
 * The dashboard's reads (to-dos, contracts, certifications, preferences, profile, jobs, pay estimator)
 * are answered from memory until one of their rows changes, as the month is (decision 013). These
 * check they are never stale: after the nurse's own writes, after a write that
 * bypasses this instance (the database notifies it), and across nurses.
 */
const t = useTestApp();

const read = async <T>(user: TestUser, path: string) => json<T>(await t.request(path, { cookie: user.cookie }));
const JOB = { designation: "RN", facility: "Royal Inland", startDate: "2024-02-01" };
const PAY = { frequency: "custom", customDays: 10, shifts: [{ name: "Day Shift", hourlyRate: 30, hoursScheduled: 36, jobId: null }], premiums: [] };
const sqlWrite = (text: string, values: unknown[]) => t.services.database.query(text, values);

describe("the dashboard's cached reads", () => {
  it("show the nurse's own writes at once", async () => {
    const nurse = await t.signUp();
    const todos = async () => (await read<{ todos: { text: string }[] }>(nurse, "/api/todos")).todos.map((x) => x.text);
    const before = await todos();
    await t.request("/api/todos", { cookie: nurse.cookie, body: { text: "Restock the cart" } });
    expect(await todos()).toEqual(["Restock the cart", ...before]);

    const contracts = async () => (await read<{ contracts: { contractName: string; attachmentCount?: number }[] }>(nurse, "/api/contracts")).contracts;
    expect(await contracts()).toEqual([]);
    await t.request("/api/contracts", { cookie: nurse.cookie, body: { contractName: "ICU Kamloops", startDate: "2026-01-05", endDate: "2026-04-04" } });
    expect((await contracts()).map((x) => x.contractName)).toEqual(["ICU Kamloops"]);

    const certs = async () => (await read<{ certifications: { name: string }[] }>(nurse, "/api/certifications")).certifications.map((x) => x.name);
    const certsBefore = await certs();
    await t.request("/api/certifications", { cookie: nurse.cookie, body: { name: "ACLS", expiryDate: "2027-03-15" } });
    expect(await certs()).toEqual(["ACLS", ...certsBefore]);

    expect((await read<{ accentColor: string }>(nurse, "/api/preferences")).accentColor).not.toBe("#123456");
    await t.request("/api/preferences", { method: "PATCH", cookie: nurse.cookie, body: { accentColor: "#123456" } });
    expect((await read<{ accentColor: string }>(nurse, "/api/preferences")).accentColor).toBe("#123456");

    await read(nurse, "/api/profile");
    await t.request("/api/profile", { method: "PATCH", cookie: nurse.cookie, body: { name: "Renamed Nurse" } });
    expect((await read<{ name: string }>(nurse, "/api/profile")).name).toBe("Renamed Nurse");

    expect((await read<{ jobs: unknown[] }>(nurse, "/api/jobs")).jobs).toEqual([]);
    await t.request("/api/jobs", { cookie: nurse.cookie, body: JOB });
    expect((await read<{ jobs: { designation: string }[] }>(nurse, "/api/jobs")).jobs.map((x) => x.designation)).toEqual(["RN"]);

    expect((await read<{ updatedAt: string | null }>(nurse, "/api/pay-estimator")).updatedAt).toBeNull();
    await t.request("/api/pay-estimator", { method: "PUT", cookie: nurse.cookie, body: PAY });
    expect((await read<{ customDays: number }>(nurse, "/api/pay-estimator")).customDays).toBe(10);
  });

  it("notice changes made outside this instance, the sign-in email included", async () => {
    const nurse = await t.signUp();
    await t.request("/api/contracts", { cookie: nurse.cookie, body: { contractName: "ICU Kamloops", startDate: "2026-01-05", endDate: "2026-04-04" } });
    await t.request("/api/certifications", { cookie: nurse.cookie, body: { name: "ACLS", expiryDate: "2027-03-15" } });
    await t.request("/api/jobs", { cookie: nurse.cookie, body: JOB });
    await t.request("/api/pay-estimator", { method: "PUT", cookie: nurse.cookie, body: PAY });
    // Read each once, so each is in memory.
    await Promise.all(
      ["/api/todos", "/api/contracts", "/api/certifications", "/api/preferences", "/api/profile", "/api/jobs", "/api/pay-estimator"].map((p) => read(nurse, p)),
    );

    await sqlWrite("update todos set text = 'Changed by a script' where user_id = $1", [nurse.id]);
    await sqlWrite("update contracts set contract_name = 'Renamed by a script' where user_id = $1", [nurse.id]);
    await sqlWrite("update certifications set name = 'BLS by a script' where user_id = $1", [nurse.id]);
    await sqlWrite("update preferences set accent_color = '#654321' where user_id = $1", [nurse.id]);
    await sqlWrite("update users set email = 'changed-by-link@example.com' where id = $1", [nurse.id]);
    await sqlWrite("update jobs set designation = 'LPN' where user_id = $1", [nurse.id]);

    await expect
      .poll(async () => (await read<{ todos: { text: string }[] }>(nurse, "/api/todos")).todos.every((x) => x.text === "Changed by a script"))
      .toBe(true);
    await expect
      .poll(async () => (await read<{ contracts: { contractName: string }[] }>(nurse, "/api/contracts")).contracts[0]?.contractName)
      .toBe("Renamed by a script");
    await expect
      .poll(async () => (await read<{ certifications: { name: string }[] }>(nurse, "/api/certifications")).certifications[0]?.name)
      .toBe("BLS by a script");
    await expect.poll(async () => (await read<{ accentColor: string }>(nurse, "/api/preferences")).accentColor).toBe("#654321");
    await expect.poll(async () => (await read<{ email: string }>(nurse, "/api/profile")).email).toBe("changed-by-link@example.com");
    await expect.poll(async () => (await read<{ jobs: { designation: string }[] }>(nurse, "/api/jobs")).jobs[0]?.designation).toBe("LPN");
    // Alone, once the others are in: any write of hers evicts all her answers, so only this one may tell.
    expect((await read<{ customDays: number }>(nurse, "/api/pay-estimator")).customDays).toBe(10);
    await sqlWrite("update pay_estimates set inputs = jsonb_set(inputs, '{customDays}', '21') where user_id = $1", [nurse.id]);
    await expect.poll(async () => (await read<{ customDays: number }>(nurse, "/api/pay-estimator")).customDays).toBe(21);
  });

  it("are made again on the nurse's next day: statuses move with the date, though no row changed", async () => {
    const nurse = await t.signUp();
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    await t.request("/api/certifications", { cookie: nurse.cookie, body: { name: "ACLS", expiryDate: inDays(1) } });
    await t.request("/api/certifications", { cookie: nurse.cookie, body: { name: "BLS", expiryDate: inDays(31) } });
    await t.request("/api/contracts", { cookie: nurse.cookie, body: { contractName: "Next", startDate: inDays(1), endDate: inDays(90) } });
    const statuses = async () => [
      ...(await read<{ certifications: { status: string }[] }>(nurse, "/api/certifications")).certifications.map((x) => x.status),
      ...(await read<{ contracts: { status: string }[] }>(nurse, "/api/contracts")).contracts.map((x) => x.status),
    ];
    expect(await statuses()).toEqual(["valid", "expiring", "upcoming"]);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 2 * 86_400_000);
      expect(await statuses()).toEqual(["expiring", "expired", "active"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keep each nurse's answers to herself", async () => {
    const [ann, bob] = [await t.signUp(), await t.signUp()];
    await t.request("/api/todos", { cookie: ann.cookie, body: { text: "Ann's task" } });
    await t.request("/api/contracts", { cookie: ann.cookie, body: { contractName: "Ann's contract", startDate: "2026-01-05", endDate: "2026-04-04" } });
    await Promise.all(["/api/todos", "/api/contracts", "/api/profile"].map((p) => read(ann, p)));
    expect((await read<{ todos: { text: string }[] }>(bob, "/api/todos")).todos.map((x) => x.text)).not.toContain("Ann's task");
    expect((await read<{ contracts: unknown[] }>(bob, "/api/contracts")).contracts).toEqual([]);
    expect((await read<{ email: string }>(bob, "/api/profile")).email).toBe(bob.email);
  });
});
