import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sessions } from "./db/schema";
import { createTestApp, type TestApp } from "./testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it("reads the signed-in user from a session cookie Better Auth set", async () => {
  const user = await t.signUp();
  const read = await t.services.sessions.read(`theme=light; ${user.cookie}; other=1`);
  expect(read).toMatchObject({ id: user.id, email: user.email, name: user.name });
});

it("refuses a cookie whose signature is not ours, or no cookie", async () => {
  const user = await t.signUp();
  const [name, value] = user.cookie.split("=");
  const token = decodeURIComponent(value ?? "").split(".")[0];
  expect(await t.services.sessions.read(`${name}=${token}.${Buffer.from("forged").toString("base64")}`)).toBeUndefined();
  expect(await t.services.sessions.read(`${name}=${token}`)).toBeUndefined();
  expect(await t.services.sessions.read(undefined)).toBeUndefined();
  expect(await t.services.sessions.read("nv.session_token=%E0%A4%A")).toBeUndefined();
});

it("refuses an expired session", async () => {
  const user = await t.signUp();
  await t.services.db.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(sessions.userId, user.id));
  expect(await t.services.sessions.read(user.cookie)).toBeUndefined();
});

it("forgets a session at once when the nurse signs out", async () => {
  const user = await t.signUp();
  expect(await t.services.sessions.read(user.cookie)).toBeDefined();
  await t.request("/api/auth/sign-out", { method: "POST", cookie: user.cookie });
  expect(await t.services.sessions.read(user.cookie)).toBeUndefined();
});
