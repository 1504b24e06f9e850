import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test, toast } from "./support/fixtures";

/** Console messages of level error, except the browser's own line for a 4xx/5xx answer (it logs every one; the app cannot stop it). */
function appConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !/^Failed to load resource: the server responded with a status of \d{3}/.test(msg.text())) errors.push(msg.text());
  });
  return errors;
}

// `next` is judged once, by safeRedirectPath (src/core/app-routes.ts).
test.describe("where sign-in leads", { tag: "@any-width" }, () => {
  // A tab, a newline, a space, a backslash, encoded slashes: each would leave the app once a URL parser had read it.
  const strange = ["/%09/evil.example", "/%0A/evil.example", "/%20/evil.example", "/%5Cevil.example", "/%5C/evil.example", "/%252F%252Fevil.example"];

  test("a next with control characters, whitespace, backslashes or encoded slashes leads to the dashboard", async ({ page, nurse, context }) => {
    await signUpViaApi(page.request, nurse);
    await context.clearCookies();
    await page.goto(`/login?next=${strange[0]}`);
    await page.getByLabel("Email").fill(nurse.email);
    await page.getByLabel("Password").fill(nurse.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(toast(page, "Welcome back!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await expect(toast(page, "Login Failed")).toHaveCount(0);

    // Signed in, the same links go to the dashboard too (they used to show "Something went wrong").
    for (const next of strange) {
      await page.goto(`/login?next=${next}`);
      await expect(page, next).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
      await expect(page.getByText("Something went wrong")).toHaveCount(0);
    }
  });

  test("a plain path of the app is where she lands", async ({ page, signedIn: _ }) => {
    await page.goto("/login?next=%2Fnotes%3Fq%3Dward");
    await expect(page).toHaveURL(/\/notes\?q=ward$/);
  });
});

// The dialog is portalled out of the profile <form>, but React once bubbled its submit into it.
test("Change Email sends only the email request, never the half-edited profile", { tag: "@any-width" }, async ({ page, signedIn }) => {
  const profileWrites: string[] = [];
  page.on("request", (req) => {
    if (req.method() !== "GET" && /\/api\/profile/.test(req.url())) profileWrites.push(`${req.method()} ${req.url()}`);
  });
  await page.goto("/account");
  const name = page.getByLabel("Name", { exact: true });
  await expect(name).toHaveValue(`${signedIn.firstName} ${signedIn.lastName}`);
  await name.fill("Half typ");
  await page.getByRole("button", { name: "Change Email" }).click();
  const dialog = page.getByRole("dialog", { name: "Change your email" });
  await dialog.getByLabel("New email").fill(signedIn.email.replace("@", ".new@"));
  // Enter in the field submits the dialog's form, as the button does.
  await dialog.getByLabel("New email").press("Enter");
  await expect(toast(page, "Check your new inbox to confirm the email change.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Profile saved successfully")).toHaveCount(0);
  expect(profileWrites).toEqual([]);
  // The typed name is still there, unsaved, and the server still has the old one.
  await expect(name).toHaveValue("Half typ");
  await expect(page.getByText("You have unsaved changes.")).toBeVisible();
  const profile = (await (await page.request.get("/api/profile")).json()) as { name: string };
  expect(profile.name).toBe(`${signedIn.firstName} ${signedIn.lastName}`);
});

// The messages stay by their fields, not only in toasts that vanish.
test.describe("sign-up says what is wrong by each field", { tag: "@any-width" }, () => {
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

  test("an empty form: every field says what it needs, and the first has the focus", async ({ page }) => {
    await page.goto("/signup");
    await page.getByRole("button", { name: "Create Account" }).click();
    const expected: [string, string][] = [
      ["First name", "Please enter your first name."],
      ["Last name", "Please enter your last name."],
      ["Email", "Please enter your email address."],
      ["Password", "Please enter a password."],
      ["Confirm password", "Please type your password again."],
    ];
    for (const [label, message] of expected) {
      await expect(field(page, label), label).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, label), label).toHaveAccessibleDescription(new RegExp(`^${message.replace(".", "\\.")}`));
    }
    await expect(field(page, "First name")).toBeFocused();
    await expect(page).toHaveURL(/\/signup$/);
    // Typing in a field takes its message away.
    await field(page, "First name").fill("Riley");
    await expect(field(page, "First name")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please enter your first name.")).toHaveCount(0);
  });

  test("the product's password toasts stay, and their words sit by the field", async ({ page, nurse }) => {
    await page.goto("/signup");
    await field(page, "First name").fill(nurse.firstName);
    await field(page, "Last name").fill(nurse.lastName);
    await field(page, "Email").fill("not-an-address");
    await field(page, "Password").fill("abcdef");
    await field(page, "Confirm password").fill("abcdeg");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toast(page, "Password Mismatch")).toContainText("Passwords do not match. Please try again.");
    await expect(field(page, "Email")).toHaveAccessibleDescription("Please enter a valid email address.");
    await expect(field(page, "Confirm password")).toHaveAccessibleDescription("Passwords do not match. Please try again.");
    await expect(field(page, "Email")).toBeFocused();

    await field(page, "Email").fill(nurse.email);
    await field(page, "Password").fill("abc");
    await field(page, "Confirm password").fill("abc");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toast(page, "Password Too Short")).toContainText("Password must be at least 6 characters long.");
    await expect(field(page, "Password")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Password")).toHaveAccessibleDescription("Password must be at least 6 characters long.");
    await expect(field(page, "Password")).toBeFocused();
    await expect(field(page, "Confirm password")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("an address already in use: the toast, and the words by the email field", async ({ page, nurse }) => {
    await signUpViaApi(page.context().request, nurse);
    await page.context().clearCookies();
    await page.goto("/signup");
    await field(page, "First name").fill("Other");
    await field(page, "Last name").fill("Nurse");
    await field(page, "Email").fill(nurse.email);
    await field(page, "Password").fill("another-1");
    await field(page, "Confirm password").fill("another-1");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toast(page, "Signup Failed")).toContainText("An account with this email already exists");
    await expect(field(page, "Email")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Email")).toHaveAccessibleDescription(/^An account with this email already exists/);
    await expect(field(page, "Email")).toBeFocused();
  });
});

// Google only where the server has it (decision 008), and small wording on the sign-in pages.
test.describe("small things on the sign-in pages", { tag: "@any-width" }, () => {
  test("Continue with Google shows when the server has Google, and is hidden when it has not", async ({ page }) => {
    // This test server has a (local) Google: the pages say so, and the button is there.
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-google-sign-in", "off");

    // A server without Google marks its pages (http/static.ts, unit-tested); what the nurse then sees:
    await page.route(/\/(login|signup)$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("<html ", '<html data-google-sign-in="off" ');
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !["content-encoding", "content-length"].includes(name)));
      await route.fulfill({ response, body: html, headers });
    });
    for (const path of ["/login", "/signup"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: "Continue with Google" }), path).toBeHidden();
      await expect(page.getByText("or", { exact: true }), path).toBeHidden();
    }
  });

  test("a reset link without its token opens the reset form, saying why, with no toast over the page", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle(/^Reset Password/);
    await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Invalid reset link");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "NurseVitals home" })).toBeVisible();
  });

  test("Forgot password? carries over the email already typed", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("  lee.chan@example.com ");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("lee.chan@example.com");
  });

  test("a signed-in nurse on the landing page is offered the app, not sign-up", async ({ page, signedIn: _ }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Open the app" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Log In" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Create your account" })).toHaveCount(0);
    await page.getByRole("main").getByRole("link", { name: "Open the app" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a visitor who is not signed in still sees Log In and Get Started", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Get Started" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Log In" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Open the app" })).toHaveCount(0);
  });

  test("the 404 page and a failed sign-in log no console errors of the app's own", async ({ page }) => {
    const errors = appConsoleErrors(page);
    const infos: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "info") infos.push(msg.text());
    });
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    // The product's "an unknown path logs a 404 to the console", said as information.
    await expect.poll(() => infos.some((m) => m.includes("/no-such-page"))).toBe(true);

    await page.goto("/login");
    await page.getByLabel("Email").fill("nobody.here@example.com");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(toast(page, "Login Failed")).toBeVisible();
    expect(errors).toEqual([]);
  });
});
