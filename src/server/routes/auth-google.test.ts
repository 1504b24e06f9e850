import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, json, type TestApp } from "../testing/test-app";

/** Google sign-in against a local OpenID Connect server standing in for Google. */
let google: OAuth2Server;
let t: TestApp;

const NURSE = { sub: "g-42", email: "sam.google@example.com", name: "Sam Google", email_verified: true };

beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate("RS256");
  google.service.on("beforeUserinfo", (res: { body: unknown }) => {
    res.body = NURSE;
  });
  google.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, NURSE);
  });
  await google.start(0, "localhost");
  t = await createTestApp({ GOOGLE_CLIENT_ID: "nv-test", GOOGLE_CLIENT_SECRET: "shh", GOOGLE_ISSUER: google.issuer.url ?? "" });
});

afterAll(async () => {
  await t.close();
  await google.stop();
});

function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => c && !c.endsWith("="))
    .join("; ");
}

it("signs a nurse in through the provider and back to the page asked for", async () => {
  const start = await t.request("/api/auth/sign-in/social", { body: { provider: "google", callbackURL: "/calendar" } });
  expect(start.status).toBe(200);
  const { url } = await json<{ url: string }>(start);
  const authorize = new URL(url);
  expect(authorize.origin).toBe(new URL(google.issuer.url ?? "").origin);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");

  // The provider approves and sends the browser back with a code.
  const approved = await fetch(url, { redirect: "manual" });
  const back = new URL(approved.headers.get("location") ?? "");
  expect(back.pathname).toBe("/api/auth/callback/google");

  const callback = await t.request(back.pathname + back.search, { cookie: cookiesOf(start) });
  expect(callback.status).toBe(302);
  expect(callback.headers.get("location")).toBe("/calendar");
  const session = await json<{ user: { email: string; name: string; emailVerified: boolean } }>(
    await t.request("/api/auth/get-session", { cookie: cookiesOf(callback) }),
  );
  expect(session.user).toMatchObject({ email: NURSE.email, name: NURSE.name, emailVerified: true });
});

it("refuses a callback whose state was not started by this browser", async () => {
  const start = await t.request("/api/auth/sign-in/social", { body: { provider: "google" } });
  const { url } = await json<{ url: string }>(start);
  const approved = await fetch(url, { redirect: "manual" });
  const back = new URL(approved.headers.get("location") ?? "");
  const callback = await t.request(back.pathname + back.search);
  expect(callback.status).toBe(302);
  expect(callback.headers.get("location")).toMatch(/\/login\?error=|error=/);
});
