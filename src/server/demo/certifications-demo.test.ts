import { afterEach, describe, expect, it, vi } from "vitest";
import { json, useTestApp } from "../testing/test-app";
import { refreshCertificationsDemo } from "./certifications-demo";
import { createDemoAccount, DEMO_EMAIL, DEMO_PASSWORD } from "./demo-account";

const t = useTestApp();
afterEach(() => {
  vi.useRealTimers();
});

type Listed = { certifications: { name: string; status: string; statusDetail: string; noExpiry: boolean; frontPhotoUrl: string | null }[] };

describe("demo account: certifications", () => {
  it("has five, one expiring in 10 days, one expired, one without expiry and two valid, each with a card photo", async () => {
    expect(await createDemoAccount(t.services)).toBe(true);
    const { cookie } = await t.signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const { certifications } = await json<Listed>(await t.request("/api/certifications", { cookie }));
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

  it("weeks later the five are dated from the new today again, photos included; once she changes them they stay hers", async () => {
    // (The demo account of the test above.)
    const { cookie, userId } = await signInAt(Date.now());
    const before = await json<Listed>(await t.request("/api/certifications", { cookie }));
    await refreshCertificationsDemo(t.services, userId);
    expect(await json<Listed>(await t.request("/api/certifications", { cookie }))).toEqual(before);

    const later = await signInAt(Date.now() + 40 * 86_400_000);
    await refreshCertificationsDemo(t.services, later.userId);
    const { certifications } = await json<Listed>(await t.request("/api/certifications", { cookie: later.cookie }));
    expect(certifications.filter((c) => c.status === "expiring").map((c) => c.statusDetail)).toEqual(["Expires in 10 days"]);
    expect(certifications.filter((c) => c.status === "expired")).toHaveLength(1);
    expect(await t.services.files.list(`certifications/${later.userId}/`)).toHaveLength(5);

    // She adds one of her own: from then on the refresher leaves them alone.
    expect((await t.request("/api/certifications", { cookie: later.cookie, body: { name: "TNCC", expiryDate: "2030-01-31" } })).status).toBe(201);
    const muchLater = await signInAt(Date.now() + 90 * 86_400_000);
    await refreshCertificationsDemo(t.services, muchLater.userId);
    const kept = await json<Listed>(await t.request("/api/certifications", { cookie: muchLater.cookie }));
    expect(kept.certifications).toHaveLength(6);
    expect(kept.certifications.filter((c) => c.status === "expiring")).toHaveLength(0);
  });
});

/** The demo nurse signed in with the clock at `at` (Date only: the database keeps its own time). */
async function signInAt(at: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
  const { res, cookie } = await t.signIn(DEMO_EMAIL, DEMO_PASSWORD);
  const { user } = await json<{ user: { id: string } }>(res);
  return { cookie, userId: user.id };
}
