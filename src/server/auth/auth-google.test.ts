import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { users } from "../db/schema";
import { testImages } from "../testing/images";
import { createTestApp, json, linkIn, type TestApp } from "../testing/test-app";

/** Google sign-in against a local OpenID Connect server standing in for Google. */
let google: OAuth2Server;
let pictures: http.Server;
let picturesUrl: string;
let t: TestApp;

interface GoogleNurse {
  sub: string;
  email: string;
  name: string;
  email_verified: boolean;
  picture?: string;
}
/** Who the stand-in says is signing in; each test sets its own. */
let nurse: GoogleNurse = { sub: "g-42", email: "sam.google@example.com", name: "Sam Google", email_verified: true };

beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate("RS256");
  google.service.on("beforeUserinfo", (res: { body: unknown }) => {
    res.body = nurse;
  });
  google.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, nurse);
  });
  await google.start(0, "localhost");
  // Google's image host, standing in on the same host as the issuer.
  const png = await testImages.png("#be185d");
  pictures = http.createServer((req, res) => {
    if (req.url === "/photo.png") res.writeHead(200, { "content-type": "image/png" }).end(png);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => pictures.listen(0, "localhost", resolve));
  picturesUrl = `http://localhost:${(pictures.address() as AddressInfo).port}`;
  t = await createTestApp({ GOOGLE_CLIENT_ID: "nv-test", GOOGLE_CLIENT_SECRET: "shh", GOOGLE_ISSUER: google.issuer.url ?? "" });
});

afterAll(async () => {
  await t.close();
  await google.stop();
  await new Promise((resolve) => pictures.close(resolve));
});

function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => c && !c.endsWith("="))
    .join("; ");
}

/** Press "Continue with Google", let the provider approve, and come back. */
async function signInWithGoogle(body: Record<string, unknown> = {}) {
  const start = await t.request("/api/auth/sign-in/social", { body: { provider: "google", ...body } });
  expect(start.status).toBe(200);
  const { url } = await json<{ url: string }>(start);
  const approved = await fetch(url, { redirect: "manual" });
  const back = new URL(approved.headers.get("location") ?? "");
  expect(back.pathname).toBe("/api/auth/callback/google");
  const callback = await t.request(back.pathname + back.search, { cookie: cookiesOf(start) });
  return { authorize: new URL(url), callback, cookie: cookiesOf(callback) };
}

it("signs a nurse in through the provider and back to the page asked for", async () => {
  const { authorize, callback, cookie } = await signInWithGoogle({ callbackURL: "/calendar" });
  expect(authorize.origin).toBe(new URL(google.issuer.url ?? "").origin);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(callback.status).toBe(302);
  expect(callback.headers.get("location")).toBe("/calendar");
  const session = await json<{ user: { email: string; name: string; emailVerified: boolean } }>(await t.request("/api/auth/get-session", { cookie }));
  expect(session.user).toMatchObject({ email: nurse.email, name: nurse.name, emailVerified: true });
});

it("a first Google sign-in starts the profile with Google's name and the browser's time zone", async () => {
  nurse = { sub: "g-43", email: "pia.google@example.com", name: "Pia Google", email_verified: true };
  const { cookie } = await signInWithGoogle({ timezone: "America/Halifax" });
  const profile = await json<{ name: string; timezone: string }>(await t.request("/api/profile", { cookie }));
  expect(profile).toMatchObject({ name: "Pia Google", timezone: "America/Halifax" });
});

it("her Google picture is copied into our avatar store, so the page never loads it from Google", async () => {
  nurse = { sub: "g-44", email: "lu.google@example.com", name: "Lu Google", email_verified: true, picture: `${picturesUrl}/photo.png` };
  const { cookie } = await signInWithGoogle();
  const profile = await json<{ avatarUrl: string }>(await t.request("/api/profile", { cookie }));
  expect(profile.avatarUrl).toMatch(/^\/files\/avatars\/[^/]+\/avatar-\d+\.png$/);
  const [user] = await t.services.db.select({ image: users.image }).from(users).where(eq(users.email, nurse.email));
  expect(user?.image).toBe(profile.avatarUrl);
  const served = await t.request(profile.avatarUrl);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/png");
});

it("a picture that cannot be copied is dropped: the header shows initials instead of a blocked image", async () => {
  for (const [sub, picture] of [
    ["g-45", `${picturesUrl}/missing.png`],
    ["g-46", "https://tracker.example/pixel.png"],
  ] as const) {
    nurse = { sub, email: `${sub}@example.com`, name: "No Picture", email_verified: true, picture };
    const { callback } = await signInWithGoogle();
    expect(callback.status).toBe(302);
    const [user] = await t.services.db.select({ image: users.image }).from(users).where(eq(users.email, nurse.email));
    expect(user?.image, picture).toBeNull();
  }
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

it("Google claims an unconfirmed account made with her address: the squatter's password, sessions and pending email change end", async () => {
  const email = "kim.google@example.com";
  const squatter = await t.signUp({ email, password: "squatter-pw-1" });
  const elsewhere = await t.signIn(email, "squatter-pw-1");
  // The squatter asks to move the account to an address of theirs, to follow the link later.
  const theirs = "squatter@example.net";
  expect((await t.request("/api/auth/change-email", { body: { newEmail: theirs }, cookie: squatter.cookie })).status).toBe(200);
  const pending = new URL(linkIn(await t.waitForMail(theirs)));

  nurse = { sub: "g-47", email, name: "Kim Google", email_verified: true };
  const { callback, cookie } = await signInWithGoogle();
  expect(callback.status).toBe(302);
  expect(callback.headers.get("location")).toBe("/dashboard");
  const mine = await json<{ user: { id: string; email: string; emailVerified: boolean } }>(await t.request("/api/auth/get-session", { cookie }));
  expect(mine.user).toMatchObject({ id: squatter.id, email, emailVerified: true });

  expect((await t.signIn(email, "squatter-pw-1")).res.status).toBe(401);
  for (const old of [squatter.cookie, elsewhere.cookie]) {
    expect(await json(await t.request("/api/auth/get-session", { cookie: old }))).toBeNull();
  }
  const followed = await t.request(pending.pathname + pending.search);
  expect(followed.headers.get("location")).toBe("/account?emailChanged=1&error=INVALID_TOKEN");
  const [user] = await t.services.db.select({ email: users.email }).from(users).where(eq(users.id, squatter.id));
  expect(user?.email).toBe(email);
});

it("a confirmed account is linked as it is: its password keeps working", async () => {
  const email = "ola.google@example.com";
  const owner = await t.signUp({ email, password: "owner-pw-12" });
  await t.services.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.id));
  nurse = { sub: "g-48", email, name: "Ola Google", email_verified: true };
  const { cookie } = await signInWithGoogle();
  const mine = await json<{ user: { id: string } }>(await t.request("/api/auth/get-session", { cookie }));
  expect(mine.user.id).toBe(owner.id);
  expect((await t.signIn(email, "owner-pw-12")).res.status).toBe(200);
  expect(await json(await t.request("/api/auth/get-session", { cookie: owner.cookie }))).not.toBeNull();
});

it("an address Google has not confirmed is never linked to an existing account", async () => {
  const email = "unverified.google@example.com";
  await t.signUp({ email, password: "someone-pw-1" });
  nurse = { sub: "g-49", email, name: "Not Verified", email_verified: false };
  const { callback } = await signInWithGoogle();
  expect(callback.headers.get("location")).toBe("/login?error=account_not_linked");
  expect((await t.signIn(email, "someone-pw-1")).res.status).toBe(200);
});
