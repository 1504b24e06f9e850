import AxeBuilder from "@axe-core/playwright";
import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

const pages = ["/", "/login", "/signup", "/reset-password?token=check-a11y", "/404"];

test.describe("accessibility", () => {
  test.use({ allowConsoleErrors: [/404/] });

  for (const path of pages) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("axe finds no serious or critical violation on the login page's reset form", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByRole("button", { name: "Send Reset Link" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the login form works with the keyboard alone", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").focus();
    await page.keyboard.type("someone@example.com");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Forgot password?" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("checkbox", { name: "Remember me" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox", { name: "Remember me" })).toBeChecked();
  });
});

test("toasts are readable: success and error toasts pass axe's colour contrast", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Toast");
  await page.getByLabel("Last name").fill("Check");
  await page.getByLabel("Email").fill("toast.check@example.com");
  await page.getByLabel("Password", { exact: true }).fill("abcdef");
  await page.getByLabel("Confirm password").fill("abcdeg");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Password Mismatch" })).toBeVisible();
  const contrast = async () =>
    (await new AxeBuilder({ page }).include("[data-sonner-toaster]").withRules(["color-contrast"]).analyze()).violations.map((v) =>
      v.nodes.map((n) => n.failureSummary).join("\n"),
    );
  expect(await contrast()).toEqual([]);

  await page.goto("/login");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await page.getByLabel("Email").fill("toast.check@example.com");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Reset Email Sent" })).toBeVisible();
  expect(await contrast()).toEqual([]);
});

test("the signed-in dashboard, with the avatar menu open, has no serious or critical violation", async ({ page, signedIn: _nurse }) => {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Open account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
