import { describe, expect, it } from "vitest";
import { json, useTestApp } from "../testing/test-app";
import { createDemoAccount, DEMO_EMAIL, DEMO_PASSWORD } from "./demo-account";

const t = useTestApp();

describe("demo account: career center", () => {
  it("has two jobs, three contracts (one per status) with attachments that open, and a few job-board postings", async () => {
    expect(await createDemoAccount(t.services)).toBe(true);
    const { cookie } = await t.signIn(DEMO_EMAIL, DEMO_PASSWORD);
    expect((await json<{ jobs: unknown[] }>(await t.request("/api/jobs", { cookie }))).jobs).toHaveLength(2);
    const { contracts } = await json<{ contracts: { id: string; status: string; attachmentCount: number }[] }>(await t.request("/api/contracts", { cookie }));
    expect(contracts.map((c) => c.status).sort()).toEqual(["active", "complete", "upcoming"]);
    for (const contract of contracts) {
      expect(contract.attachmentCount).toBe(2);
      const { attachments } = await json<{ attachments: { id: string }[] }>(await t.request(`/api/contracts/${contract.id}/attachments`, { cookie }));
      for (const a of attachments) {
        const { url } = await json<{ url: string }>(await t.request(`/api/attachments/${a.id}`, { cookie }));
        expect((await t.request(url)).status).toBe(200);
      }
    }
    const { postings } = await json<{ postings: unknown[] }>(await t.request("/api/job-board", { cookie }));
    expect(postings.length).toBeGreaterThanOrEqual(3);
  });
});
