import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { json, useTestApp } from "../testing/test-app";
import { createDemoAccount, DEMO_EMAIL, DEMO_NAME, DEMO_PASSWORD } from "./demo-account";

const t = useTestApp();

describe("demo account", () => {
  it("has a filled profile with a photo, and preferences", async () => {
    expect(await createDemoAccount(t.services)).toBe(true);
    expect(await createDemoAccount(t.services)).toBe(false);
    const { cookie } = await t.signIn(DEMO_EMAIL, DEMO_PASSWORD);

    const profile = await json<Record<string, unknown>>(await t.request("/api/profile", { cookie }));
    expect(profile).toMatchObject({ name: DEMO_NAME, countryCode: "CA", dob: "1990-07-14", timezone: "America/Vancouver", licenseDate: "2016-06-20" });
    expect(profile.experienceDays).toBeGreaterThan(3000);

    const photo = await t.request(profile.avatarUrl as string);
    expect(photo.status).toBe(200);
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "png", width: 512, height: 512 });
    const me = await json<{ user: { image: string } }>(await t.request("/api/auth/get-session", { cookie }));
    expect(me.user.image).toBe(profile.avatarUrl);

    expect(await json(await t.request("/api/preferences", { cookie }))).toMatchObject({ region: "CA", accentColor: "#3b82f6" });
  });
});
