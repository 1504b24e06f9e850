import { expect, test } from "./support/fixtures";

test("the landing page: header, hero, Learn More, features, call to action, footer", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByText("NurseVitals")).toBeVisible();
  await expect(header.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
  await expect(header.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/signup");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("All your vitals in");
  const badges = page.getByRole("list", { name: "Features" }).getByRole("listitem");
  await expect(badges).toHaveCount(6);
  await page.getByRole("link", { name: "Learn More" }).click();
  const features = page.getByRole("heading", { name: "Everything a nurse needs" });
  await expect(features).toBeInViewport();
  for (const title of ["Smart Calendar", "Certification Management", "Career Center", "Health Hub", "Resources", "And More"]) {
    await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Get Started Today" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Made by a nurse, for nurses");
  await page.getByRole("link", { name: "Create your account" }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test.describe("on a touch screen", () => {
  test.skip(({ hasTouch }) => !hasTouch, "touch targets are for fingers");

  test("the header's Log In and Get Started, and the footer links, are 44 px tall", async ({ page }) => {
    await page.goto("/");
    for (const link of [
      page.getByRole("banner").getByRole("link", { name: "Log In" }),
      page.getByRole("banner").getByRole("link", { name: "Get Started" }),
      page.getByRole("contentinfo").getByRole("link", { name: "Log In" }),
      page.getByRole("contentinfo").getByRole("link", { name: "Sign Up" }),
    ]) {
      expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/ and /login paint their content from the HTML", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("All your vitals in");
    await expect(page.getByRole("heading", { name: "Smart Calendar" })).toBeVisible();
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await expect(page.getByLabel("Email")).toBeVisible();
  });
});
