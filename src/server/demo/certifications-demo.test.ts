import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp } from "../testing/test-app";
import { createDemoAccount, DEMO_EMAIL, DEMO_PASSWORD } from "./demo-account";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("demo account: certifications", () => {
  it("has five, one expiring in 10 days, one expired, one without expiry and two valid, each with a card photo", async () => {
    expect(await createDemoAccount(t.services)).toBe(true);
    const { cookie } = await t.signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const { certifications } = await json<{
      certifications: { name: string; status: string; statusDetail: string; noExpiry: boolean; frontPhotoUrl: string | null }[];
    }>(await t.request("/api/certifications", { cookie }));
    expect(certifications).toHaveLength(5);
    expect(certifications.filter((c) => c.status === "expiring").map((c) => c.statusDetail)).toEqual(["Expires in 10 days"]);
    expect(certifications.filter((c) => c.status === "expired")).toHaveLength(1);
    expect(certifications.filter((c) => c.noExpiry)).toHaveLength(1);
    expect(certifications.filter((c) => c.status === "valid" && !c.noExpiry)).toHaveLength(2);
    for (const cert of certifications) {
      const photo = await t.request(cert.frontPhotoUrl!, { cookie });
      expect(photo.status, cert.name).toBe(200);
      expect(photo.headers.get("content-type")).toBe("image/jpeg");
    }
  });
});
