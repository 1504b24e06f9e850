import { afterEach, describe, expect, it, vi } from "vitest";
import { json, type TestUser, useTestApp, errorOf, type ErrorBody } from "../../testing/test-app";

const t = useTestApp();
afterEach(() => {
  vi.useRealTimers();
});

type Contract = Record<string, unknown> & { id: string; status: string };
const base = { contractName: "ICU Kamloops", employer: "Aya", facility: "Royal Inland", city: "Kamloops", startDate: "2026-01-05", endDate: "2026-04-04" };

async function createContract(user: TestUser, body: Record<string, unknown> = {}) {
  const res = await t.request("/api/contracts", { cookie: user.cookie, body: { ...base, ...body } });
  expect(res.status).toBe(201);
  return json<Contract>(res);
}
const list = async (user: TestUser, query = "") =>
  (await json<{ contracts: Contract[] }>(await t.request(`/api/contracts${query}`, { cookie: user.cookie }))).contracts;

describe("contracts", () => {
  it("creates normalised, reads, changes and deletes", async () => {
    const nurse = await t.signUp();
    const res = await t.request("/api/contracts", {
      cookie: nurse.cookie,
      body: {
        ...base,
        department: "",
        baseWage: "",
        housingOption: "castle",
        travelToDriving: null,
        startDate: "2026-01-05T08:00:00Z",
        travelToStipend: 450.555,
      },
    });
    expect(res.status).toBe(201);
    const contract = await json<Contract>(res);
    expect(contract).toMatchObject({
      contractName: "ICU Kamloops",
      department: null,
      baseWage: null,
      housingOption: null,
      travelToDriving: false,
      startDate: "2026-01-05",
      travelToStipend: 450.56,
      // Jan 5 – Apr 4: the first and the last day both count.
      durationDays: 90,
      attachmentCount: 0,
    });
    expect(await json(await t.request(`/api/contracts/${contract.id}`, { cookie: nurse.cookie }))).toEqual(contract);

    const patched = await t.request(`/api/contracts/${contract.id}`, {
      method: "PATCH",
      cookie: nurse.cookie,
      body: { baseWage: 70, housingOption: "agency_provided" },
    });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({ baseWage: 70, housingOption: "agency_provided", city: "Kamloops" });

    expect((await t.request(`/api/contracts/${contract.id}`, { method: "DELETE", cookie: nurse.cookie })).status).toBe(200);
    expect((await t.request(`/api/contracts/${contract.id}`, { cookie: nurse.cookie })).status).toBe(404);
  });

  it.each([
    [{ contractName: " " }, "contractName", "Contract name is required"],
    [{ endDate: "2026-01-04" }, "endDate", "End date must be on or after the start date"],
    [{ startDate: "2026-02-30" }, "startDate", "Please enter a real date as yyyy-MM-dd, like 2026-03-14"],
    [{ baseWage: -5 }, "baseWage", "Base wage must be a number, 0 or more"],
    [{ travelFromFlying: "yes" }, "travelFromFlying", "Travel from flying must be true or false"],
    [{ city: "x".repeat(201) }, "city", "City must be 200 characters or less"],
    [{ housingNotes: "x".repeat(2001) }, "housingNotes", "Housing notes must be 2000 characters or less"],
  ])("refuses %j: %s → %s", async (change, field, message) => {
    const nurse = await t.signUp();
    const res = await t.request("/api/contracts", { cookie: nurse.cookie, body: { ...base, ...change } });
    expect(res.status).toBe(400);
    const body = await json<ErrorBody>(res);
    expect(body.error.fields?.[field]).toBe(message);
    expect(await list(nurse)).toEqual([]);
  });

  it("a change whose end falls before the start is refused as a whole, with a clear message, and nothing changes", async () => {
    const nurse = await t.signUp();
    const contract = await createContract(nurse);
    const res = await t.request(`/api/contracts/${contract.id}`, { method: "PATCH", cookie: nurse.cookie, body: { endDate: "2025-12-31" } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("End date must be on or after the start date");
    expect(await json(await t.request(`/api/contracts/${contract.id}`, { cookie: nurse.cookie }))).toEqual(contract);
  });

  it("a search also finds the province or state, the department and the country", async () => {
    const nurse = await t.signUp();
    const yukon = await createContract(nurse, { contractName: "North", provinceState: "YT", department: "Emergency Medicine", country: "Canada" });
    const texas = await createContract(nurse, { contractName: "South", provinceState: "Texas", department: "Perioperative", country: "United States" });
    expect((await list(nurse, "?q=yt")).map((c) => c.id)).toEqual([yukon.id]);
    expect((await list(nurse, "?q=texas")).map((c) => c.id)).toEqual([texas.id]);
    expect((await list(nurse, "?q=emergency%20med")).map((c) => c.id)).toEqual([yukon.id]);
    expect((await list(nurse, "?q=perioperative")).map((c) => c.id)).toEqual([texas.id]);
    expect((await list(nurse, "?q=united%20states")).map((c) => c.id)).toEqual([texas.id]);
    expect((await list(nurse, "?q=canada")).map((c) => c.id)).toEqual([yukon.id]);
  });

  it("status is today's in the nurse's time zone; the list filters by status and searches", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T05:00:00Z")); // 22:00 on the 24th in Vancouver
    const nurse = await t.signUp();
    const upcoming = await createContract(nurse, { contractName: "Winter ER", city: "Whistler", startDate: "2026-11-25", endDate: "2027-02-20" });
    const active = await createContract(nurse, { contractName: "Fall ICU", startDate: "2026-09-01", endDate: "2026-11-24" });
    const complete = await createContract(nurse, { contractName: "Spring PACU", facility: "Lions Gate", startDate: "2026-03-01", endDate: "2026-05-30" });
    const undated = await createContract(nurse, { contractName: "Maybe", startDate: null, endDate: null });

    expect((await t.request("/api/profile", { method: "PATCH", cookie: nurse.cookie, body: { timezone: "America/Vancouver" } })).status).toBe(200);
    const all = await list(nurse);
    expect(all.map((c) => [c.contractName, c.status])).toEqual([
      ["Maybe", "upcoming"],
      ["Winter ER", "upcoming"],
      ["Fall ICU", "active"],
      ["Spring PACU", "complete"],
    ]);
    expect((await list(nurse, "?status=upcoming")).map((c) => c.id)).toEqual([undated.id, upcoming.id]);
    expect((await list(nurse, "?status=active")).map((c) => c.id)).toEqual([active.id]);
    expect((await list(nurse, "?status=complete")).map((c) => c.id)).toEqual([complete.id]);
    expect((await list(nurse, "?status=all")).length).toBe(4);
    expect((await list(nurse, "?q=whistler")).map((c) => c.id)).toEqual([upcoming.id]);
    expect((await list(nurse, "?q=lions%20gate")).map((c) => c.id)).toEqual([complete.id]);
    expect((await list(nurse, "?q=100%25")).length).toBe(0);
    expect((await list(nurse, "?q=icu&status=complete")).length).toBe(0);

    // In UTC it is already the 25th: Winter ER has begun and Fall ICU is over.
    await t.request("/api/profile", { method: "PATCH", cookie: nurse.cookie, body: { timezone: "UTC" } });
    expect((await list(nurse)).map((c) => c.status)).toEqual(["upcoming", "active", "complete", "complete"]);

    const bad = await t.request("/api/contracts?status=soon", { cookie: nurse.cookie });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields?.status).toBe("Status must be all, upcoming, active or complete");
  });

  it("B gets 404 for A's contract and A's stays", async () => {
    const [a, b] = [await t.signUp(), await t.signUp()];
    const contract = await createContract(a);
    expect((await t.request(`/api/contracts/${contract.id}`, { cookie: b.cookie })).status).toBe(404);
    expect((await t.request(`/api/contracts/${contract.id}`, { method: "PATCH", cookie: b.cookie, body: { baseWage: 1 } })).status).toBe(404);
    expect((await t.request(`/api/contracts/${contract.id}`, { method: "DELETE", cookie: b.cookie })).status).toBe(404);
    expect(await list(b)).toEqual([]);
    expect(await json(await t.request(`/api/contracts/${contract.id}`, { cookie: a.cookie }))).toEqual(contract);
    expect((await t.request("/api/contracts")).status).toBe(401);
  });
});
