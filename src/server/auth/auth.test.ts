import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { profiles, users, verifications } from "../db/schema";
import { createTestApp, json, linkIn, sessionCookie, useTestApp, errorOf } from "../testing/test-app";

const t = useTestApp();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Sixty-one sign-in attempts hash a password each: slow on a busy machine. */
const SIXTY_ONE_SIGN_INS_MS = 120_000;

async function session(cookie: string) {
  const res = await t.request("/api/auth/get-session", { cookie });
  return json<{ user: { id: string; email: string; emailVerified: boolean } } | null>(res);
}

async function resetLinkFor(email: string) {
  const before = t.mails.length;
  const res = await t.request("/api/auth/request-password-reset", { body: { email } });
  expect(res.status).toBe(200);
  const mail = await t.waitForMail(email, (m) => t.mails.indexOf(m) >= before && m.subject.includes("Reset"));
  const link = new URL(linkIn(mail));
  expect(link.pathname).toBe("/reset-password");
  return link.searchParams.get("token") ?? "";
}

describe("sign-up", () => {
  it("creates the account, signs in and sends a verification email", async () => {
    const res = await t.request("/api/auth/sign-up/email", {
      body: { firstName: "Maya", lastName: "Okafor", email: "Maya.Okafor@Example.com", password: "secret1" },
    });
    expect(res.status).toBe(200);
    const body = await json<{ user: { name: string; email: string } }>(res);
    expect(body.user).toMatchObject({ name: "Maya Okafor", email: "maya.okafor@example.com" });
    const me = await session(sessionCookie(res));
    expect(me?.user.email).toBe("maya.okafor@example.com");

    const mail = await t.waitForMail("maya.okafor@example.com");
    expect(mail.subject).toMatch(/confirm your email/i);
    const verify = await t.request(new URL(linkIn(mail)).pathname + new URL(linkIn(mail)).search);
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/login?emailLink=CONFIRMED");
    expect((await session(sessionCookie(res)))?.user.emailVerified).toBe(true);
  });

  it("starts the profile with the name and the browser's time zone", async () => {
    const res = await t.request("/api/auth/sign-up/email", {
      body: { firstName: "Ana", lastName: "Silva", email: "ana.silva@example.com", password: "secret1", timezone: "America/Halifax" },
    });
    const { user } = await json<{ user: { id: string } }>(res);
    const [profile] = await t.services.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({ name: "Ana Silva", timezone: "America/Halifax" });
  });

  it("two sign-ups racing with one email: the loser hears the same plain words, and no error is logged", async () => {
    const logged = vi.spyOn(t.services.logger, "error");
    const email = `race-${Date.now()}@example.com`;
    const answers = await Promise.all(
      [1, 2, 3, 4].map(async (n) =>
        t.request("/api/auth/sign-up/email", {
          body: { firstName: "Race", lastName: `Nurse${n}`, email, password: "secret-12" },
          headers: { "x-forwarded-for": t.randomIp() },
        }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422, 422, 422]);
    for (const lost of answers.filter((r) => r.status === 422)) {
      expect((await errorOf(lost)).message).toBe("An account with this email already exists. Log in instead, or reset your password.");
    }
    expect(logged).not.toHaveBeenCalled();
  });

  it("says plainly that an address is already in use", async () => {
    const user = await t.signUp();
    const res = await t.request("/api/auth/sign-up/email", {
      body: { firstName: "A", lastName: "B", email: user.email.toUpperCase(), password: "another1" },
    });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe("An account with this email already exists. Log in instead, or reset your password.");
  });

  it.each([
    [{}, "firstName", "Please enter your first name."],
    [{ firstName: "  " }, "firstName", "Please enter your first name."],
    [{ lastName: "" }, "lastName", "Please enter your last name."],
    [{ email: "not-an-email" }, "email", "Please enter a valid email address."],
    [{ email: 42 }, "email", "Please enter your email address."],
    [{ password: "12345" }, "password", "Password must be at least 6 characters long."],
    [{ password: "x".repeat(129) }, "password", "Password must be at most 128 characters long."],
    [{ firstName: "x".repeat(101) }, "firstName", "Your first name must be at most 100 characters long."],
    [{ lastName: "Lee\r\nBcc: x" }, "lastName", "Your last name cannot contain line breaks, tabs or other control characters"],
    [{ email: `${"x".repeat(250)}@example.com` }, "email", "That email address is too long."],
    [{ callbackURL: "https://evil.example/" }, "callbackURL", "Must be a path inside the app, like /dashboard."],
    // The same rule as the sign-in page's `next` (isPlainAppPath in src/core/app-routes.ts): control characters, backslashes, encoded slashes.
    [{ callbackURL: "/\t/evil.example" }, "callbackURL", "Must be a path inside the app, like /dashboard."],
    [{ callbackURL: "/%2F%2Fevil.example" }, "callbackURL", "Must be a path inside the app, like /dashboard."],
    [{ callbackURL: "/\u0001x" }, "callbackURL", "Must be a path inside the app, like /dashboard."],
    [{ timezone: "Not A Zone!" }, "timezone", "Not a known time zone."],
  ])("refuses %j with a clear message", async (change, field, message) => {
    const valid = { firstName: "Lee", lastName: "Chan", email: `lee${Math.random()}@example.com`, password: "secret1" };
    const body = Object.keys(change).length ? { ...valid, ...change } : {};
    const res = await t.request("/api/auth/sign-up/email", { body });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("bad_request");
    expect(error.fields?.[field]).toBe(message);
  });
});

describe("sign-in", () => {
  it("signs in, and a wrong password is refused", async () => {
    const user = await t.signUp();
    const ok = await t.signIn(user.email, user.password);
    expect(ok.res.status).toBe(200);
    expect((await session(ok.cookie))?.user.id).toBe(user.id);

    const bad = await t.signIn(user.email, "wrong-password");
    expect(bad.res.status).toBe(401);
    expect((await errorOf(bad.res)).message).toBe("Invalid email or password.");
    const unknown = await t.signIn("nobody@example.com", "whatever1");
    expect(unknown.res.status).toBe(401);
    expect((await errorOf(unknown.res)).message).toBe("Invalid email or password.");
  });

  it("Remember me off gives a cookie that ends with the browser; on, one that outlives it", async () => {
    const user = await t.signUp();
    const remembered = await t.signIn(user.email, user.password, { rememberMe: true });
    const long = remembered.res.headers.getSetCookie().find((c) => c.startsWith("nv.session_token="));
    expect(long).toMatch(/Max-Age=\d+/);
    expect(long).toMatch(/HttpOnly/);
    expect(long).toMatch(/SameSite=Lax/i);

    const forgotten = await t.signIn(user.email, user.password, { rememberMe: false });
    const short = forgotten.res.headers.getSetCookie().find((c) => c.startsWith("nv.session_token="));
    expect(short).not.toMatch(/Max-Age|Expires/);
    expect((await session(forgotten.cookie))?.user.id).toBe(user.id);
  });

  it("refuses a missing, malformed or wrongly typed body with 4xx, never 500", async () => {
    const cases: [string | undefined, Record<string, string>][] = [
      [undefined, { "content-type": "application/json" }],
      ["{not json", { "content-type": "application/json" }],
      ['{"email": ["a"], "password": {"x": 1}}', { "content-type": "application/json" }],
      ['"just a string"', { "content-type": "application/json" }],
      ["null", { "content-type": "application/json" }],
      ["email=a@b.c&password=x", { "content-type": "application/x-www-form-urlencoded" }],
      ["[".repeat(50_000) + "]".repeat(50_000), { "content-type": "application/json" }],
    ];
    for (const [body, headers] of cases) {
      const res = await t.request("/api/auth/sign-in/email", { method: "POST", body, headers });
      expect(res.status, `body ${String(body).slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect((await errorOf(res)).message).toMatch(/\w/);
    }
  });

  it("answers 413 to a JSON body over 1 MB", async () => {
    const res = await t.request("/api/auth/sign-in/email", {
      body: { email: "a@example.com", password: "x".repeat(1024 * 1024 + 10) },
    });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe("The request body is over 1 MB.");
  });

  it("answers 429 after repeated failures for one email from one address, and the count is in the database", async () => {
    const user = await t.signUp();
    const stranger = t.randomIp();
    const from = (ip: string, password: string) =>
      t.request("/api/auth/sign-in/email", { body: { email: user.email, password }, headers: { "x-forwarded-for": ip } });
    for (let i = 0; i < 8; i++) expect((await from(stranger, "wrong-one")).status).toBe(401);
    const blocked = await from(stranger, user.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await errorOf(blocked)).message).toMatch(/Too many attempts\. Please wait \d+ minutes?/);
    // A second app on the same database (a restart, another instance) still refuses.
    const { createApp } = await import("../app");
    const other = createApp(t.services).app;
    const again = await other.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: t.config.baseUrl, "x-forwarded-for": stranger },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(again.status).toBe(429);
  });

  it("a stranger's wrong passwords do not lock the owner out on her own network", async () => {
    const user = await t.signUp();
    const stranger = t.randomIp();
    for (let i = 0; i < 12; i++) {
      await t.request("/api/auth/sign-in/email", { body: { email: user.email, password: "guess-123" }, headers: { "x-forwarded-for": stranger } });
    }
    const owner = await t.request("/api/auth/sign-in/email", {
      body: { email: user.email, password: user.password },
      headers: { "x-forwarded-for": t.randomIp() },
    });
    expect(owner.status).toBe(200);
  });

  it(
    "the email's own ceiling stops guesses spread over many addresses",
    async () => {
      const user = await t.signUp();
      let status = 0;
      let tries = 0;
      // Seven wrong passwords from each address stays under the per-address limit; the email's ceiling (60) is what stops them.
      for (let ip = t.randomIp(); tries < 61 && status !== 429; tries++) {
        if (tries % 7 === 0) ip = t.randomIp();
        status = (await t.request("/api/auth/sign-in/email", { body: { email: user.email, password: "guess-123" }, headers: { "x-forwarded-for": ip } }))
          .status;
      }
      expect(status).toBe(429);
      expect(tries).toBe(61);
    },
    SIXTY_ONE_SIGN_INS_MS,
  );

  it(
    "limits attempts by IP across many emails",
    async () => {
      const ip = t.randomIp();
      let status = 0;
      for (let i = 0; i < 61 && status !== 429; i++) {
        const res = await t.request("/api/auth/sign-in/email", {
          body: { email: `probe${i}@example.com`, password: "guess-123" },
          headers: { "x-forwarded-for": ip },
        });
        status = res.status;
      }
      expect(status).toBe(429);
    },
    SIXTY_ONE_SIGN_INS_MS,
  );

  it(
    "without TRUST_PROXY a client cannot pick its own IP with X-Forwarded-For",
    async () => {
      const direct = await createTestApp({ TRUST_PROXY: "0" });
      try {
        let status = 0;
        for (let i = 0; i < 61 && status !== 429; i++) {
          // A new forged address each time: ignored, so every attempt counts against the one real address.
          const res = await direct.request("/api/auth/sign-in/email", {
            body: { email: `spoof${i}@example.com`, password: "guess-123" },
            headers: { "x-forwarded-for": direct.randomIp() },
          });
          status = res.status;
        }
        expect(status).toBe(429);
      } finally {
        await direct.close();
      }
    },
    SIXTY_ONE_SIGN_INS_MS,
  );

  it("with TRUST_PROXY, only the address our proxy appended counts: a forged left-hand entry changes nothing", async () => {
    const real = t.randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      // The client writes a new address each time; the proxy appends the one it saw.
      const res = await t.request("/api/auth/request-password-reset", {
        body: { email: `forged${i}@example.com` },
        headers: { "x-forwarded-for": `${t.randomIp()}, ${real}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("limits sign-ups per email, from any address", async () => {
    const email = `twice-${crypto.randomUUID()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.request("/api/auth/sign-up/email", {
        body: { firstName: "Ana", lastName: "Lee", email, password: "secret-pw-1" },
        headers: { "x-forwarded-for": t.randomIp() },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 422, 422, 422, 422, 429]);
  });

  it(
    "limits sign-ups per IP across many emails, and new-password submissions per IP",
    async () => {
      const ip = t.randomIp();
      const signUps: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await t.request("/api/auth/sign-up/email", {
          body: { firstName: "Ana", lastName: "Lee", email: `many-${i}-${crypto.randomUUID()}@example.com`, password: "secret-pw-1" },
          headers: { "x-forwarded-for": ip },
        });
        signUps.push(res.status);
      }
      expect(signUps.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(signUps[20]).toBe(429);

      const resetIp = t.randomIp();
      const resets: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await t.request("/api/auth/reset-password", {
          body: { token: `guess-${i}`, newPassword: "secret-pw-2" },
          headers: { "x-forwarded-for": resetIp },
        });
        resets.push(res.status);
      }
      expect(resets.slice(0, 20).every((s) => s === 400)).toBe(true);
      expect(resets[20]).toBe(429);
    },
    SIXTY_ONE_SIGN_INS_MS,
  );

  it("a successful sign-in clears that email's failures", async () => {
    const user = await t.signUp();
    for (let i = 0; i < 7; i++) await t.signIn(user.email, "wrong-one");
    expect((await t.signIn(user.email, user.password)).res.status).toBe(200);
    for (let i = 0; i < 7; i++) expect((await t.signIn(user.email, "wrong-one")).res.status).toBe(401);
  });
});

describe("sign-out", () => {
  it("ends every session of the user, on every device", async () => {
    const user = await t.signUp();
    const phone = await t.signIn(user.email, user.password);
    const laptop = await t.signIn(user.email, user.password);
    const other = await t.signUp();
    expect(await session(phone.cookie)).not.toBeNull();

    const res = await t.request("/api/auth/sign-out", { method: "POST", cookie: phone.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("nv.session_token=;"))).toBe(true);
    expect(await session(phone.cookie)).toBeNull();
    expect(await session(laptop.cookie)).toBeNull();
    expect(await session(user.cookie)).toBeNull();
    expect((await session(other.cookie))?.user.id).toBe(other.id);
  });
});

describe("password reset", () => {
  it("answers the same whether or not the account exists", async () => {
    const user = await t.signUp();
    const known = await t.request("/api/auth/request-password-reset", { body: { email: user.email } });
    const unknown = await t.request("/api/auth/request-password-reset", { body: { email: "ghost@example.com" } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    await t.waitForMail(user.email);
    expect(t.mails.some((m) => m.to === "ghost@example.com")).toBe(false);
  });

  it("needs an email", async () => {
    const res = await t.request("/api/auth/request-password-reset", { body: { email: "" } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("Please enter your email address to reset your password.");
  });

  it("sets a new password once per link, and ends every other session", async () => {
    const user = await t.signUp();
    const elsewhere = await t.signIn(user.email, user.password);
    const token = await resetLinkFor(user.email);

    const reset = await t.request("/api/auth/reset-password", { body: { token, newPassword: "brand-new-2" } });
    expect(reset.status).toBe(200);
    expect(await session(elsewhere.cookie)).toBeNull();
    expect((await t.signIn(user.email, user.password)).res.status).toBe(401);
    expect((await t.signIn(user.email, "brand-new-2")).res.status).toBe(200);

    const again = await t.request("/api/auth/reset-password", { body: { token, newPassword: "third-one-3" } });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).message).toBe("This reset link is invalid or has expired. Please ask for a new one.");
  });

  it("a newer link ends the older ones", async () => {
    const user = await t.signUp();
    const first = await resetLinkFor(user.email);
    const second = await resetLinkFor(user.email);
    const old = await t.request("/api/auth/reset-password", { body: { token: first, newPassword: "from-old-link-1" } });
    expect(old.status).toBe(400);
    expect((await t.request("/api/auth/reset-password", { body: { token: second, newPassword: "from-new-link-2" } })).status).toBe(200);
    expect((await t.signIn(user.email, "from-new-link-2")).res.status).toBe(200);
  });

  it("a reset ends every other link of the user (asked for from elsewhere too)", async () => {
    const user = await t.signUp();
    const first = await resetLinkFor(user.email);
    // Two rows as another instance could leave them: the newer-link rule is not what ends this one.
    const [row] = await t.services.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${first}`));
    await t.services.db.insert(verifications).values({ ...row!, id: "spare-reset-row", identifier: "reset-password:spare-token" });
    expect((await t.request("/api/auth/reset-password", { body: { token: first, newPassword: "brand-new-2" } })).status).toBe(200);
    const spare = await t.request("/api/auth/reset-password", { body: { token: "spare-token", newPassword: "third-one-3" } });
    expect(spare.status).toBe(400);
    expect((await t.signIn(user.email, "brand-new-2")).res.status).toBe(200);
  });

  it("changing the password in Account ends the reset links asked for before", async () => {
    const user = await t.signUp();
    const token = await resetLinkFor(user.email);
    const changed = await t.request("/api/auth/change-password", {
      body: { currentPassword: user.password, newPassword: "changed-in-account-1" },
      cookie: user.cookie,
    });
    expect(changed.status).toBe(200);
    const res = await t.request("/api/auth/reset-password", { body: { token, newPassword: "from-old-link-1" } });
    expect(res.status).toBe(400);
    expect((await t.signIn(user.email, "changed-in-account-1")).res.status).toBe(200);
  });

  it("a change of email ends the reset links mailed to the old address", async () => {
    const user = await t.signUp();
    const token = await resetLinkFor(user.email);
    const newEmail = `moved-${Date.now()}@example.org`;
    expect((await t.request("/api/auth/change-email", { body: { newEmail }, cookie: user.cookie })).status).toBe(200);
    const link = new URL(linkIn(await t.waitForMail(newEmail)));
    const followed = await t.request(link.pathname + link.search, { cookie: user.cookie });
    expect(followed.headers.get("location")).toBe("/account?emailChanged=1");
    expect((await session(user.cookie))?.user.email).toBe(newEmail);
    const res = await t.request("/api/auth/reset-password", { body: { token, newPassword: "from-old-link-1" } });
    expect(res.status).toBe(400);
    expect((await t.signIn(newEmail, user.password)).res.status).toBe(200);
  });

  it("refuses a link older than one hour", async () => {
    const user = await t.signUp();
    const token = await resetLinkFor(user.email);
    const [row] = await t.services.db
      .select({ expiresAt: verifications.expiresAt, createdAt: verifications.createdAt })
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect(row).toBeDefined();
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 3600_000)).toBeLessThan(5_000);

    await t.services.db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const res = await t.request("/api/auth/reset-password", { body: { token, newPassword: "brand-new-2" } });
    expect(res.status).toBe(400);
    expect((await t.signIn(user.email, user.password)).res.status).toBe(200);
  });

  it("checks the new password and the token", async () => {
    const short = await t.request("/api/auth/reset-password", { body: { token: "abc", newPassword: "12345" } });
    expect(short.status).toBe(400);
    expect((await errorOf(short)).fields?.newPassword).toBe("Password must be at least 6 characters long.");
    const missing = await t.request("/api/auth/reset-password", { body: { newPassword: "123456" } });
    expect((await errorOf(missing)).fields?.token).toBe("The reset link is missing its token.");
    const bogus = await t.request("/api/auth/reset-password", { body: { token: "made-up", newPassword: "123456" } });
    expect(bogus.status).toBe(400);
  });

  it("limits reset emails per address", async () => {
    const user = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.request("/api/auth/request-password-reset", { body: { email: user.email }, headers: { "x-forwarded-for": t.randomIp() } });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("email links", () => {
  async function verificationLink(email: string) {
    const res = await t.request("/api/auth/sign-up/email", { body: { firstName: "Link", lastName: "Nurse", email, password: "secret-12" } });
    const mail = await t.waitForMail(email, (m) => /confirm your email/i.test(m.subject));
    const link = new URL(linkIn(mail));
    return { path: link.pathname + link.search, cookie: sessionCookie(res) };
  }

  it("an expired confirmation link lands on /login, which explains it", async () => {
    const { path, cookie } = await verificationLink(`late-${Date.now()}@example.com`);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 25 * 3600_000 });
    const res = await t.request(path);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?emailLink=TOKEN_EXPIRED");
    vi.useRealTimers();
    expect((await session(cookie))?.user.emailVerified).toBe(false);
  });

  it("a damaged or incomplete link lands on /login too, never on a JSON error", async () => {
    for (const path of [
      "/api/auth/verify-email?token=not-a-token&callbackURL=%2Fdashboard",
      "/api/auth/verify-email?token=not-a-token",
      "/api/auth/verify-email",
      "/api/auth/verify-email?token=not-a-token&callbackURL=not%20a%20url",
      "/api/auth/verify-email?token=not-a-token&callbackURL=https%3A%2F%2Fevil.example%2F",
    ]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe("/login?emailLink=INVALID_TOKEN");
    }
  });

  it("a confirmation link never signs in: a signed-in nurse who opens someone else's keeps her own session", async () => {
    const nurse = await t.signUp();
    const stranger = `stranger-${Date.now()}@example.com`;
    const { path } = await verificationLink(stranger);
    const res = await t.request(path, { cookie: nurse.cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?emailLink=CONFIRMED");
    expect(res.headers.getSetCookie().filter((c) => c.startsWith("nv.session_token="))).toEqual([]);
    expect((await session(nurse.cookie))?.user.id).toBe(nurse.id);
    // Nor does it sign in whoever opens it without a session; opened again, it changes nothing.
    for (const again of [await t.request(path), await t.request(path)]) {
      expect(again.headers.get("location")).toBe("/login?emailLink=CONFIRMED");
      expect(again.headers.getSetCookie().filter((c) => c.startsWith("nv.session_token="))).toEqual([]);
    }
    const [user] = await t.services.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.email, stranger));
    expect(user?.emailVerified).toBe(true);
  });

  it("a change-of-email link opened again after it worked says it is already done", async () => {
    const user = await t.signUp();
    const newEmail = `again-${Date.now()}@example.org`;
    expect((await t.request("/api/auth/change-email", { body: { newEmail }, cookie: user.cookie })).status).toBe(200);
    const link = new URL(linkIn(await t.waitForMail(newEmail)));
    const first = await t.request(link.pathname + link.search, { cookie: user.cookie });
    expect(first.headers.get("location")).toBe("/account?emailChanged=1");
    for (const cookie of [user.cookie, undefined]) {
      const again = await t.request(link.pathname + link.search, { cookie });
      expect(again.status).toBe(302);
      expect(again.headers.get("location")).toBe("/account?emailChanged=1&already=1");
    }
    expect((await session(user.cookie))?.user.email).toBe(newEmail);
  });

  it("a change of email to an address taken meanwhile goes back to /account with a plain reason", async () => {
    const logged = vi.spyOn(t.services.logger, "error");
    const user = await t.signUp();
    const newEmail = `wanted-${Date.now()}@example.org`;
    expect((await t.request("/api/auth/change-email", { body: { newEmail }, cookie: user.cookie })).status).toBe(200);
    const mail = await t.waitForMail(newEmail);
    await t.signUp({ email: newEmail });

    const link = new URL(linkIn(mail));
    const res = await t.request(link.pathname + link.search, { cookie: user.cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/account?emailChanged=1&error=EMAIL_TAKEN");
    expect((await session(user.cookie))?.user.email).toBe(user.email);
    expect(logged).not.toHaveBeenCalled();
  });
});

describe("the session token stays in its HttpOnly cookie", () => {
  const tokenOf = (cookie: string) => decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)).split(".")[0] ?? "";

  it("no answer under /api/auth carries it", async () => {
    const email = `token-${Date.now()}@example.com`;
    const signUp = await t.request("/api/auth/sign-up/email", { body: { firstName: "Tia", lastName: "Ken", email, password: "secret-1" } });
    const signIn = await t.signIn(email, "secret-1");
    const getSession = await t.request("/api/auth/get-session", { cookie: signIn.cookie });
    const listSessions = await t.request("/api/auth/list-sessions", { cookie: signIn.cookie });
    const changePassword = await t.request("/api/auth/change-password", {
      body: { currentPassword: "secret-1", newPassword: "secret-2" },
      cookie: signIn.cookie,
    });
    const renewed = sessionCookie(changePassword);
    const revokeOthers = await t.request("/api/auth/revoke-other-sessions", { body: {}, cookie: renewed });
    const signOut = await t.request("/api/auth/sign-out", { method: "POST", cookie: renewed });

    const tokens = [sessionCookie(signUp), signIn.cookie, renewed].map(tokenOf);
    const answers = { signUp, signIn: signIn.res, getSession, listSessions, changePassword, revokeOthers, signOut };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.status, name).toBe(200);
      const text = await res.text();
      expect(text, name).not.toMatch(/"token"/);
      for (const token of tokens) expect(text, name).not.toContain(token);
    }
    expect(JSON.parse(await (await t.request("/api/auth/get-session", { cookie: renewed })).text())).toBeNull();
  });
});

describe("the edge of the auth API", () => {
  it("refuses a mutating request from another site", async () => {
    const res = await t.request("/api/auth/sign-in/email", {
      body: { email: "a@example.com", password: "secret1" },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    const crossSite = await t.request("/api/auth/sign-out", { method: "POST", headers: { origin: "", "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
  });

  it("exposes only the endpoints the app uses", async () => {
    const user = await t.signUp();
    for (const path of ["/api/auth/update-user", "/api/auth/delete-user", "/api/auth/list-accounts", "/api/auth/revoke-sessions"]) {
      const res = await t.request(path, { method: "POST", body: {}, cookie: user.cookie });
      expect(res.status, path).toBe(404);
    }
  });

  it("says plainly when Google sign-in is not configured", async () => {
    const res = await t.request("/api/auth/sign-in/social", { body: { provider: "google" } });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("google_not_configured");
    expect(error.message).toBe("Google sign-in is not set up on this server. Please use your email and password.");
  });

  it("sets security headers on every response", async () => {
    for (const path of ["/api/health", "/api/auth/get-session", "/api/nothing-here"]) {
      const res = await t.request(path);
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
  });
});

describe("health and documentation", () => {
  it("reports the database", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    const body = await json<{ status: string; database: { kind: string; ok: boolean } }>(res);
    expect(body.status).toBe("ok");
    expect(body.database.ok).toBe(true);
    expect(["embedded", "postgres"]).toContain(body.database.kind);
  });

  it("documents the API in OpenAPI and on a reference page", async () => {
    const doc = await json<{ openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> }>(await t.request("/api/openapi.json"));
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/api/auth/sign-in/email"]?.post?.requestBody).toBeDefined();
    expect(doc.paths["/api/health"]?.get).toBeDefined();
    const page = await t.request("/api/docs");
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("/api/auth/sign-up/email");
  });
});
