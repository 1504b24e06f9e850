import { expect, latestMailTo, newNurse, signUpViaApi, test, toast } from "./support/fixtures";
import { GOOGLE_NURSE } from "./support/mock-google-nurse";

test.describe("sign up", () => {
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

  test("mismatched and short passwords are refused with the spec's toasts", async ({ page, nurse }) => {
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

test.describe("log in", () => {
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
    expect(await page.evaluate(() => localStorage.getItem("nv.rememberedEmail"))).toBe(nurse.email);

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
    expect(await page.evaluate(() => localStorage.getItem("nv.rememberedEmail"))).toBeNull();
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

  test("a signed-in nurse opening /login goes to the dashboard", async ({ page, signedIn }) => {
    expect(signedIn.email).toBeTruthy();
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a signed-in nurse opening /signup goes to the home page", async ({ page, signedIn }) => {
    expect(signedIn.email).toBeTruthy();
    await page.goto("/signup");
    await expect(page).toHaveURL(/\/$/);
  });

  test("Continue with Google signs in through the provider", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("button", { name: "Open account menu" }).click();
    await expect(page.getByRole("menu")).toContainText(GOOGLE_NURSE.email);
  });
});

test.describe("password reset", () => {
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
    await expect(toast(page, "Invalid reset link")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("sign out and the guard", () => {
  test("sign out ends the session and goes home", async ({ page, signedIn }) => {
    expect(signedIn).toBeTruthy();
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Open account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(toast(page, "Signed Out")).toContainText("You have been signed out successfully.");
    await expect(page).toHaveURL(/\/$/);
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

  test("the guard applies inside a frame too, and the app refuses to be framed", async ({ page }) => {
    const res = await page.request.get("/dashboard");
    expect(res.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers()["x-frame-options"]).toBe("DENY");
    const api = await page.request.get("/api/health");
    expect(api.headers()["x-frame-options"]).toBe("DENY");
  });
});

test("a second nurse never sees the first one's session", async ({ browser }) => {
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

test("without Google configured, the button says so in a toast", async ({ page }) => {
  // The answer the server gives when GOOGLE_CLIENT_ID/SECRET are unset (API-tested in auth.test.ts).
  await page.route("**/api/auth/sign-in/social", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "google_not_configured", message: "Google sign-in is not set up on this server. Please use your email and password." } }),
    }),
  );
  await page.goto("/signup");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(toast(page, "Google Sign In Failed")).toContainText("Google sign-in is not set up on this server.");
  await expect(page).toHaveURL(/\/signup$/);
});

test.describe("a failed sign-out", () => {
  test.use({ allowConsoleErrors: [/status of 503/] });

  test("a failed sign-out says so and keeps the nurse where they are", async ({ page, signedIn }) => {
    expect(signedIn).toBeTruthy();
    await page.route("**/api/auth/sign-out", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: { code: "unavailable", message: "The server is restarting." } }) }),
    );
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Open account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(toast(page, "Sign Out Failed")).toContainText("The server is restarting.");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
