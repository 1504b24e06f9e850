import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/fixtures";

const pages = ["/", "/login", "/signup", "/reset-password?token=check-a11y", "/404"];

test.describe("accessibility", () => {
  test.use({ allowConsoleErrors: [/404/] });

  for (const path of pages) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
      expect(bad).toEqual([]);
    });
  }

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
