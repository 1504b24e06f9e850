import type { Page } from "@playwright/test";
import { expect, latestMailTo, newNurse, signUpViaApi, test, toast } from "./support/fixtures";
import { GOOGLE_NURSE } from "./support/mock-google-nurse";

/** Holds every request to `url` until the returned function is called, so what shows meanwhile can be checked. */
async function hold(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("sign up", { tag: "@any-width" }, () => {
  test("a new nurse signs up and lands on the dashboard", async ({ page, nurse }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Get Started" }).first().click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.getByLabel("First name").fill(nurse.firstName);
    await page.getByLabel("Last name").fill(nurse.lastName);
    await page.getByLabel("Email").fill(nurse.email);
    await page.getByLabel("Password", { exact: true }).fill(nurse.password);
    await page.getByLabel("Confirm password").fill(nurse.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toast(page, "Account Created!")).toContainText("Please check your email to verify your account.");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await latestMailTo(nurse.email, /confirm your email/i);
  });

  test("mismatched and short passwords are refused with the product's toasts", async ({ page, nurse }) => {
    await page.goto("/signup");
    await page.getByLabel("First name").fill(nurse.firstName);
    await page.getByLabel("Last name").fill(nurse.lastName);
    await page.getByLabel("Email").fill(nurse.email);
    await page.getByLabel("Password", { exact: true }).fill("abcdef");
    await page.getByLabel("Confirm password").fill("abcdeg");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toast(page, "Password Mismatch")).toContainText("Passwords do not match. Please try again.");
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByLabel("Confirm password").fill("abc");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toast(page, "Password Too Short")).toContainText("Password must be at least 6 characters long.");
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("an address already in use is said plainly", async ({ page, nurse }) => {
    await signUpViaApi(page.context().request, nurse);
    await page.context().clearCookies();
    await page.goto("/signup");
    await page.getByLabel("First name").fill("Other");
    await page.getByLabel("Last name").fill("Nurse");
    await page.getByLabel("Email").fill(nurse.email);
    await page.getByLabel("Password", { exact: true }).fill("another-1");
    await page.getByLabel("Confirm password").fill("another-1");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toast(page, "Signup Failed")).toContainText("An account with this email already exists");
  });
});

test.describe("log in", { tag: "@any-width" }, () => {
  test("with Remember me: the email is remembered and the session outlives the browser", async ({ page, nurse, context }) => {
    await signUpViaApi(page.request, nurse);
    await context.clearCookies();
    await page.goto("/login");
    await page.getByLabel("Email").fill(nurse.email);
    await page.getByLabel("Password").fill(nurse.password);
    await page.getByRole("checkbox", { name: "Remember me" }).check();
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(toast(page, "Welcome back!")).toContainText("You have been logged in successfully.");
    await expect(page).toHaveURL(/\/dashboard$/);
    const cookie = (await context.cookies()).find((c) => c.name === "nv.session_token");
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 24 * 3600);

    await context.clearCookies();
    await page.goto("/login");
    await expect(page.getByLabel("Email")).toHaveValue(nurse.email);
    await expect(page.getByRole("checkbox", { name: "Remember me" })).toBeChecked();
  });

  test("without Remember me: the email is forgotten and the session ends with the browser", async ({ page, nurse, context }) => {
    await signUpViaApi(page.request, nurse);
    await context.clearCookies();
    await page.goto("/login");
    await page.evaluate(() => localStorage.setItem("nv.rememberedEmail", "someone@else.org"));
    await page.reload();
    await page.getByLabel("Email").fill(nurse.email);
    await page.getByLabel("Password").fill(nurse.password);
    await page.getByRole("checkbox", { name: "Remember me" }).uncheck();
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const cookie = (await context.cookies()).find((c) => c.name === "nv.session_token");
    expect(cookie?.expires).toBe(-1);
    // The address another nurse had this browser remember is gone too.
    await context.clearCookies();
    await page.goto("/login");
    await expect(page.getByLabel("Email")).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: "Remember me" })).not.toBeChecked();
  });

  test("a wrong password shows Login Failed", async ({ page, nurse }) => {
    await signUpViaApi(page.request, nurse);
    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByLabel("Email").fill(nurse.email);
    await page.getByLabel("Password").fill("not-my-password");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(toast(page, "Login Failed")).toContainText("Invalid email or password.");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a signed-in nurse opening /login goes to the dashboard", async ({ page, signedIn: _ }) => {
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a signed-in nurse opening /signup goes to the home page", async ({ page, signedIn: _ }) => {
    await page.goto("/signup");
    await expect(page).toHaveURL(/\/$/);
  });

  test("Continue with Google signs in through the provider; the profile has Google's name and the browser's time zone", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("button", { name: "Open account menu" }).click();
    await expect(page.getByRole("menu")).toContainText(GOOGLE_NURSE.email);
    const profile = (await (await page.request.get("/api/profile")).json()) as { name: string; timezone: string };
    expect(profile).toMatchObject({ name: GOOGLE_NURSE.name, timezone: "America/Vancouver" });
  });

  test("Forgot password? then Back to Login returns to the login form; Back to home goes to /", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await page.getByRole("button", { name: "Back to Login" }).click();
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("All your vitals in");
  });
});

test.describe("on a touch screen", () => {
  test.skip(({ hasTouch }) => !hasTouch, "touch targets are for fingers");

  test("the small text links of the sign-in pages are 44 px tall targets, without moving the text", async ({ page }) => {
    const height = async (name: string, role: "link" | "button" = "link") => (await page.getByRole(role, { name, exact: true }).boundingBox())?.height ?? 0;
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    for (const [name, role] of [
      ["Forgot password?", "button"],
      ["Sign up", "link"],
      ["Back to home", "link"],
      ["NurseVitals home", "link"],
    ] as const) {
      expect(await height(name, role), name).toBeGreaterThanOrEqual(44);
    }
    // "Forgot password?" still ends where the password field ends.
    const forgot = (await page.getByRole("button", { name: "Forgot password?" }).boundingBox())!;
    const field = (await page.getByLabel("Password").boundingBox())!;
    expect(Math.abs(forgot.x + forgot.width - (field.x + field.width))).toBeLessThanOrEqual(4);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    expect(await height("Back to Login", "button")).toBeGreaterThanOrEqual(40);
    await page.goto("/signup");
    expect(await height("Log in")).toBeGreaterThanOrEqual(44);
    expect(await height("Back to home")).toBeGreaterThanOrEqual(44);
  });
});

test.describe("busy labels while the server answers", { tag: "@any-width" }, () => {
  test('"Logging in..."', async ({ page, nurse, context }) => {
    await signUpViaApi(page.request, nurse);
    await context.clearCookies();
    await page.goto("/login");
    await page.getByLabel("Email").fill(nurse.email);
    await page.getByLabel("Password").fill(nurse.password);
    const release = await hold(page, "**/api/auth/sign-in/email");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("button", { name: "Logging in..." })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('"Sending..."', async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByLabel("Email").fill("someone.busy@example.com");
    const release = await hold(page, "**/api/auth/request-password-reset");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(toast(page, "Reset Email Sent")).toBeVisible();
  });

  test('"Creating Account..."', async ({ page, nurse }) => {
    await page.goto("/signup");
    await page.getByLabel("First name").fill(nurse.firstName);
    await page.getByLabel("Last name").fill(nurse.lastName);
    await page.getByLabel("Email").fill(nurse.email);
    await page.getByLabel("Password", { exact: true }).fill(nurse.password);
    await page.getByLabel("Confirm password").fill(nurse.password);
    const release = await hold(page, "**/api/auth/sign-up/email");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('"Updating..."', async ({ page }) => {
    await page.goto("/reset-password?token=held-for-a-moment");
    await page.getByLabel("New password", { exact: true }).fill("a-new-password-9");
    await page.getByLabel("Confirm new password").fill("a-new-password-9");
    const release = await hold(page, "**/api/auth/reset-password");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByRole("button", { name: "Updating..." })).toBeDisabled();
    release();
    await expect(page.getByRole("alert")).toContainText("invalid or has expired");
  });
});

test.describe("when the network fails", { tag: "@any-width" }, () => {
  // One pattern: Playwright would read a second array item as the option's settings.
  test.use({ allowConsoleErrors: [/net::ERR_FAILED|status of 502/] });

  test("the reset forms fall back to the product's own words", async ({ page }) => {
    await page.route("**/api/auth/request-password-reset", (route) => route.abort());
    await page.goto("/login");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByLabel("Email").fill("offline.nurse@example.com");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(toast(page, "Reset Failed")).toContainText("Failed to send reset email");

    await page.route("**/api/auth/reset-password", (route) => route.abort());
    await page.goto("/reset-password?token=offline");
    await page.getByLabel("New password", { exact: true }).fill("a-new-password-9");
    await page.getByLabel("Confirm new password").fill("a-new-password-9");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByRole("alert")).toHaveText("An error occurred while resetting your password");

    // A server that answers without saying why (a proxy's error page): the product's other fallback.
    await page.unroute("**/api/auth/reset-password");
    await page.route("**/api/auth/reset-password", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }));
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByRole("alert")).toHaveText("Failed to reset password");
  });
});

test("cancelling at Google comes back to /login with a toast saying so", { tag: "@any-width" }, async ({ page }) => {
  await page.goto("/login?error=access_denied");
  await expect(toast(page, "Google Sign In Failed")).toContainText("Google sign-in was cancelled.");
  await expect(page).toHaveURL(/\/login$/);
});

test("a damaged or expired email-confirmation link lands on /login with a toast saying why", { tag: "@any-width" }, async ({ page }) => {
  await page.goto("/api/auth/verify-email?token=damaged&callbackURL=%2Fdashboard");
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, "Email Not Confirmed")).toContainText("This confirmation link is not valid");
});

test.describe("password reset", { tag: "@any-width" }, () => {
  test("forgot password → link from the outbox → the new password works and the old one does not", async ({ page, nurse, context }) => {
    await signUpViaApi(page.request, nurse);
    await context.clearCookies();
    await page.goto("/login");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(toast(page, "Email Required")).toContainText("Please enter your email address to reset your password.");
    await page.getByLabel("Email").fill(nurse.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(toast(page, "Reset Email Sent")).toContainText("Check your email for password reset instructions.");

    const mail = await latestMailTo(nurse.email, /reset/i);
    const link = mail.links.find((l) => l.includes("/reset-password?token="));
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByLabel("New password", { exact: true }).fill("short");
    await page.getByLabel("Confirm new password").fill("differs");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByRole("alert")).toHaveText("Passwords don't match");
    await page.getByLabel("Confirm new password").fill("short");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByRole("alert")).toHaveText("Password must be at least 6 characters long");
    await page.getByLabel("New password", { exact: true }).fill("a-new-password-9");
    await page.getByLabel("Confirm new password").fill("a-new-password-9");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(toast(page, "Password updated successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel("Email").fill(nurse.email);
    await page.getByLabel("Password").fill(nurse.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(toast(page, "Login Failed")).toBeVisible();
    await page.getByLabel("Password").fill("a-new-password-9");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link was used: a second try shows the inline alert.
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByLabel("New password", { exact: true }).fill("yet-another-1");
    await page.getByLabel("Confirm new password").fill("yet-another-1");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByRole("alert")).toContainText("invalid or has expired");
  });

  test("the reset page without a token says Invalid reset link and goes to /login", async ({ page }) => {
    await page.goto("/reset-password");
    // Said inline, in the reset form she can ask for a new link with (account-sign-in.spec.ts has the details).
    await expect(page.getByRole("alert")).toContainText("Invalid reset link");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("sign out and the guard", { tag: "@any-width" }, () => {
  test("sign out ends the session, forgets this browser's traces and goes home", async ({ page, signedIn }) => {
    await page.goto("/dashboard");
    const { user } = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { id: string } };
    await page.evaluate(
      ({ email, id }) => {
        localStorage.setItem("nv.rememberedEmail", email);
        localStorage.setItem(`nv.accent.${id}`, "#16a34a");
        sessionStorage.setItem("nv.draft", "half-written note");
      },
      { email: signedIn.email, id: user.id },
    );
    await page.getByRole("button", { name: "Open account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(toast(page, "Signed Out")).toContainText("You have been signed out successfully.");
    await expect(page).toHaveURL(/\/$/);
    expect(
      await page.evaluate((id) => [localStorage.getItem("nv.rememberedEmail"), localStorage.getItem(`nv.accent.${id}`), sessionStorage.length], user.id),
    ).toEqual([null, null, 0]);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("All your vitals in");
    // An in-app move back to a signed-in screen goes through the guard.
    await page.evaluate(() => {
      history.pushState({}, "", "/calendar");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the next nurse on this browser finds no timer or stopwatch running: after a sign-out, or a session that ended on its own", async ({
    page,
    signedIn: _,
  }) => {
    const tools = (id: "timer" | "stopwatch") => page.locator(`li[data-widget="${id}"]`);
    const startBoth = async () => {
      await page.goto("/dashboard");
      for (const id of ["timer", "stopwatch"] as const) {
        await tools(id).scrollIntoViewIfNeeded();
        await tools(id).getByRole("button", { name: "Start" }).click();
        await expect(tools(id).getByRole("button", { name: "Pause" })).toBeVisible();
      }
    };
    const expectBothStopped = async () => {
      await page.goto("/dashboard");
      for (const id of ["timer", "stopwatch"] as const) {
        await tools(id).scrollIntoViewIfNeeded();
        await expect(tools(id).getByRole("button", { name: "Start" })).toBeVisible();
        await expect(tools(id).getByRole("button", { name: "Pause" })).toHaveCount(0);
      }
    };

    await startBoth();
    await page.getByRole("button", { name: "Open account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("nursevitals.")))).toEqual([]);
    await signUpViaApi(page.request);
    await expectBothStopped();

    // This nurse's session ends without a sign-out here (it expired); the next one signs in.
    await startBoth();
    await page.context().clearCookies();
    await signUpViaApi(page.request);
    await expectBothStopped();
  });

  test("a signed-out visit is sent to /login and returns to where it was going", async ({ page, nurse }) => {
    await signUpViaApi(page.request, nurse);
    await page.context().clearCookies();
    await page.goto("/certifications");
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel("Email").fill(nurse.email);
    await page.getByLabel("Password").fill(nurse.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/certifications$/);
    await expect(page.getByRole("heading", { level: 1, name: "Certifications" })).toBeVisible();
  });

  test.describe("the guard's check", () => {
    test.use({ allowConsoleErrors: [/404/] });

    test("shows a spinner while the server is asked, then sends a signed-out visitor to /login", async ({ page }) => {
      // The 404 page carries no session, so the guard has to ask; held from the start, so that an ask made early (while
      // the 404 page is idle) is held too.
      const release = await hold(page, "**/api/auth/get-session");
      await page.goto("/404");
      await page.getByRole("link", { name: "Return to Dashboard" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Checking your session…" })).toBeVisible();
      release();
      await expect(page).toHaveURL(/\/login$/);
    });
  });

  test("the app refuses to be framed, so the guard can never be skipped inside a frame", async ({ page }) => {
    const res = await page.request.get("/dashboard");
    expect(res.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers()["x-frame-options"]).toBe("DENY");
    const api = await page.request.get("/api/health");
    expect(api.headers()["x-frame-options"]).toBe("DENY");
  });
});

test("a second nurse never sees the first one's session", { tag: "@any-width" }, async ({ browser }) => {
  const a = await browser.newContext();
  const b = await browser.newContext();
  const nurseA = await signUpViaApi(a.request, newNurse());
  const nurseB = await signUpViaApi(b.request, newNurse());
  const meA = (await (await a.request.get("/api/auth/get-session")).json()) as { user: { email: string } };
  const meB = (await (await b.request.get("/api/auth/get-session")).json()) as { user: { email: string } };
  expect(meA.user.email).toBe(nurseA.email);
  expect(meB.user.email).toBe(nurseB.email);
  await a.close();
  await b.close();
});

test("without Google configured, the button says so in a toast", { tag: "@any-width" }, async ({ page }) => {
  // The answer the server gives when GOOGLE_CLIENT_ID/SECRET are unset (API-tested in auth.test.ts).
  await page.route("**/api/auth/sign-in/social", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        error: { code: "google_not_configured", message: "Google sign-in is not set up on this server. Please use your email and password." },
      }),
    }),
  );
  await page.goto("/signup");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(toast(page, "Google Sign In Failed")).toContainText("Google sign-in is not set up on this server.");
  await expect(page).toHaveURL(/\/signup$/);
});

test.describe("a failed sign-out", { tag: "@any-width" }, () => {
  test.use({ allowConsoleErrors: [/status of 503/] });

  test("a failed sign-out says so and keeps the nurse where they are", async ({ page, signedIn: _ }) => {
    await page.route("**/api/auth/sign-out", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "unavailable", message: "The server is restarting." } }),
      }),
    );
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Open account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(toast(page, "Sign Out Failed")).toContainText("The server is restarting.");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
