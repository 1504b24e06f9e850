import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessions } from "../db/schema";
import { useTestApp } from "../testing/test-app";

const t = useTestApp();

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
  await t.services.db
    .update(sessions)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(sessions.userId, user.id));
  expect(await t.services.sessions.read(user.cookie)).toBeUndefined();
});

it("forgets a session at once when the nurse signs out", async () => {
  const user = await t.signUp();
  expect(await t.services.sessions.read(user.cookie)).toBeDefined();
  await t.request("/api/auth/sign-out", { method: "POST", cookie: user.cookie });
  expect(await t.services.sessions.read(user.cookie)).toBeUndefined();
});

describe("keeping a session alive while the nurse uses it", () => {
  const HOUR = 3600_000;
  const DAY = 24 * HOUR;
  afterEach(() => {
    vi.useRealTimers();
  });

  async function stored(userId: string) {
    const [row] = await t.services.db
      .select({ expiresAt: sessions.expiresAt, updatedAt: sessions.updatedAt })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    return { expiresAt: row!.expiresAt.getTime(), lastSeen: row!.updatedAt.getTime() };
  }
  /** A signed-in API call, as the app makes them; answers the Set-Cookie it got. */
  async function use(cookie: string) {
    const res = await t.request("/api/profile", { cookie });
    expect(res.status).toBe(200);
    return res.headers.getSetCookie().find((c) => c.includes("session_token="));
  }

  it("a remembered session is renewed at most once a day, expiry and cookie alike", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const user = await t.signUp();
    const signedUp = await stored(user.id);
    expect(Math.abs(signedUp.expiresAt - (start + 30 * DAY))).toBeLessThan(5000);

    vi.setSystemTime(start + 12 * HOUR);
    expect(await use(user.cookie)).toBeUndefined();
    expect((await stored(user.id)).expiresAt).toBe(signedUp.expiresAt);

    vi.setSystemTime(start + 25 * HOUR);
    const cookie = await use(user.cookie);
    expect(cookie).toBe(`${user.cookie}; Max-Age=${30 * 24 * 3600}; Path=/; HttpOnly; SameSite=Lax`);
    expect((await stored(user.id)).expiresAt).toBe(start + 25 * HOUR + 30 * DAY);

    vi.setSystemTime(start + 40 * HOUR);
    expect(await use(user.cookie)).toBeUndefined();
    expect((await stored(user.id)).expiresAt).toBe(start + 25 * HOUR + 30 * DAY);

    // Used every day, it never runs out: 40 days after signing up she is still in.
    for (let day = 2; day <= 40; day++) {
      vi.setSystemTime(start + day * DAY + HOUR);
      await use(user.cookie);
    }
    expect((await stored(user.id)).expiresAt).toBeGreaterThan(start + 69 * DAY);
  });

  it("a session without Remember me is never renewed: it ends with the browser", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const user = await t.signUp();
    await t.request("/api/auth/sign-out", { method: "POST", cookie: user.cookie });
    const { res } = await t.signIn(user.email, user.password, { rememberMe: false });
    const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
    expect(cookies.some((c) => c?.startsWith("nv.dont_remember="))).toBe(true);
    const signedIn = await stored(user.id);

    vi.setSystemTime(start + 20 * HOUR);
    expect(await use(cookies.join("; "))).toBeUndefined();
    const later = await stored(user.id);
    expect(later.expiresAt).toBe(signedIn.expiresAt);
    expect(later.lastSeen).toBe(start + 20 * HOUR);
  });

  it('"last active" is written when the session is used, at most every five minutes', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const user = await t.signUp();
    const first = (await stored(user.id)).lastSeen;

    vi.setSystemTime(start + 2 * 60_000);
    await use(user.cookie);
    expect((await stored(user.id)).lastSeen).toBe(first);

    vi.setSystemTime(start + 6 * 60_000);
    await use(user.cookie);
    expect((await stored(user.id)).lastSeen).toBe(start + 6 * 60_000);

    const list = await t.request("/api/auth/list-sessions", { cookie: user.cookie });
    const { sessions: listed } = (await list.json()) as { sessions: { lastActiveAt: string }[] };
    expect(listed[0]?.lastActiveAt).toBe(new Date(start + 6 * 60_000).toISOString());
  });
});
