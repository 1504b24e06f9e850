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
  // The product's promotional card, and its interactive demo announced as coming soon.
  await expect(page.getByText("10,000+")).toBeVisible();
  await expect(page.getByText("most loved by ICU and ER nurses")).toBeVisible();
  await expect(page.getByText("Interactive demo")).toBeVisible();
  await expect(page.getByText("A guided tour of the app is coming soon.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Get Started Today" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Made by a nurse, for nurses");
  await page.getByRole("link", { name: "Create your account" }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test("the hero keeps its highlighted phrase whole, and the feature badges sit in even rows", async ({ page, isMobile }) => {
  await page.goto("/");
  const heading = page.getByRole("heading", { level: 1 });
  const phraseLines = await heading.getByText("one spot").evaluate((el) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size);
  expect(phraseLines).toBe(1);
  // Rows of badges by their top edge: never one left alone.
  const tops = await page
    .getByRole("list", { name: "Features" })
    .getByRole("listitem")
    .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
  const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
  expect(new Set(rows).size, `badges per row: ${rows.join(", ")}`).toBe(1);
  expect(rows[0]).toBeGreaterThan(1);
  if (!isMobile) {
    // 1280 px: the headline on one line and every badge in one row.
    const lineHeight = await heading.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await heading.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    expect(rows).toEqual([6]);
  }
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
