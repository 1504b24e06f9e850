import type { Locator } from "@playwright/test";
import sharp from "sharp";
import { expect, newNurse, signUpViaApi, test } from "./support/fixtures";

test.describe("not found", () => {
  test.use({ allowConsoleErrors: [/404/] });

  test("an unknown path shows the nursing-diagnosis 404 and logs it", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (m) => logged.push(m.text()));
    const res = await page.goto("/no/such/page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("Nursing diagnosis")).toBeVisible();
    await expect(page.getByText("/no/such/page")).toBeVisible();
    expect(logged.some((l) => l.includes("404 Error") && l.includes("/no/such/page"))).toBe(true);
    // The two interventions are buttons of one size, stacked on a phone or side by side.
    const dashboard = (await page.getByRole("link", { name: "Return to Dashboard" }).boundingBox())!;
    const home = (await page.getByRole("link", { name: "Go to Homepage" }).boundingBox())!;
    expect(dashboard.height).toBeGreaterThanOrEqual(40);
    expect(home.height).toBe(dashboard.height);
    await page.getByRole("link", { name: "Go to Homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("/404 is the same page, and Return to Dashboard goes through the guard", { tag: "@any-width" }, async ({ page }) => {
    await page.goto("/404");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Dashboard" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("signed-in shell", () => {
  test("header: product name on wide screens, avatar menu with Account and Sign out", async ({ page, signedIn }, info) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    const productName = page.getByRole("banner").getByText("NurseVitals");
    if (info.project.name === "desktop") await expect(productName).toBeVisible();
    else await expect(productName).toBeHidden();
    await page.getByRole("button", { name: "Open account menu" }).click();
    await expect(page.getByRole("menu")).toContainText(signedIn.email);
    await page.getByRole("menuitem", { name: "Account" }).click();
    await expect(page).toHaveURL(/\/account$/);
  });

  test("the dashboard, at /dashboard and /home: its title, description and the 18 widgets", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
    for (const path of ["/dashboard", "/home"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      // One screen, one address for search engines and shared links.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/dashboard$/);
      await expect(page.getByText("Customizable dashboard with widgets for shifts, certs, contracts and nursing tools.")).toBeVisible();
      await expect(page.locator("li[data-widget]")).toHaveCount(18);
    }
    await page.getByRole("main").getByRole("link", { name: "Calendar", exact: true }).click();
    await expect(page).toHaveURL(/\/calendar$/);
  });

  test.describe("on a wide screen", () => {
    test.skip(({ isMobile }) => isMobile, "the desktop sidebar");

    test("sidebar: groups and routes, toggle with the button and Ctrl+B, state kept in a cookie", async ({ page, signedIn: _, context }) => {
      await page.goto("/dashboard");
      const sidebar = page.getByRole("complementary", { name: "Sidebar" });
      await expect(sidebar).toHaveAttribute("data-state", "expanded");
      for (const group of ["Account", "Tools", "Coming Soon"]) await expect(sidebar.getByRole("heading", { name: group })).toBeVisible();
      await expect(sidebar.getByRole("link", { name: "Medication Calculator" })).toHaveAttribute("href", "/tools/medication-calculator");
      await expect(sidebar.getByText("Pro Features")).toBeVisible();
      // At 1280 × 800 the teaser sits under the last links, never over them.
      for (const name of ["Health", "Financial"]) {
        const link = sidebar.getByRole("link", { name });
        await expect(link).toBeInViewport({ ratio: 1 });
        const uncovered = await link.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        });
        expect(uncovered, name).toBe(true);
      }
      // With a mouse the menu keeps its compact 32 px rows.
      expect((await sidebar.getByRole("link", { name: "Calendar" }).boundingBox())!.height).toBeLessThanOrEqual(36);

      await page.getByRole("button", { name: "Toggle sidebar" }).click();
      await expect(sidebar).toHaveAttribute("data-state", "collapsed");
      const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
      expect(cookie?.value).toBe("false");
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
      await page.reload();
      await expect(page.getByRole("complementary", { name: "Sidebar" })).toHaveAttribute("data-state", "collapsed");
      await page.keyboard.press("Control+b");
      await expect(page.getByRole("complementary", { name: "Sidebar" })).toHaveAttribute("data-state", "expanded");
      // Cmd+B on a Mac does the same.
      await page.keyboard.press("Meta+b");
      await expect(page.getByRole("complementary", { name: "Sidebar" })).toHaveAttribute("data-state", "collapsed");
      await page.keyboard.press("Meta+b");
      await expect(page.getByRole("complementary", { name: "Sidebar" })).toHaveAttribute("data-state", "expanded");
      await page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: "Certifications" }).click();
      await expect(page).toHaveURL(/\/certifications$/);
    });

    test("Ctrl+B while typing in a text field leaves the sidebar alone", async ({ page, signedIn }) => {
      await page.goto("/account");
      const sidebar = page.getByRole("complementary", { name: "Sidebar" });
      await expect(sidebar).toHaveAttribute("data-state", "expanded");
      await page.getByLabel("Name", { exact: true }).click();
      await page.keyboard.press("Control+b");
      await page.keyboard.type("!");
      await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`${signedIn.firstName} ${signedIn.lastName}!`);
      await expect(sidebar).toHaveAttribute("data-state", "expanded");
      // Outside the field the shortcut works.
      await page.getByRole("heading", { level: 1, name: "Account" }).click();
      await page.keyboard.press("Control+b");
      await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    });

    test("the Pro Features teaser wears the nurse's accent colour", async ({ page, signedIn: _ }) => {
      // Her preferences first: their accent, applied when they come, would otherwise put the blue back over the test's.
      await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === "/api/preferences" && r.ok()), page.goto("/dashboard")]);
      const teaser = page.getByText("Pro Features").locator("..");
      const background = () => teaser.evaluate((el) => getComputedStyle(el).backgroundImage);
      const blue = await background();
      await page.evaluate(() => document.documentElement.style.setProperty("--nv-accent", "#16a34a"));
      await expect.poll(background).not.toBe(blue);
    });
  });

  test.describe("on a phone", () => {
    test.skip(({ isMobile }) => !isMobile, "the phone sheet");

    test("the header, the menu sheet and the avatar menu are 44 px touch targets", async ({ page, signedIn: _ }) => {
      await page.goto("/dashboard");
      const height = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;
      expect(await height(page.getByRole("button", { name: "Toggle sidebar" }))).toBeGreaterThanOrEqual(44);
      const avatar = page.getByRole("button", { name: "Open account menu" });
      expect(await height(avatar)).toBeGreaterThanOrEqual(44);
      await avatar.click();
      for (const name of ["Account", "Sign out"]) expect(await height(page.getByRole("menuitem", { name })), name).toBeGreaterThanOrEqual(44);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Toggle sidebar" }).click();
      const links = page.getByRole("dialog", { name: "Menu" }).getByRole("link");
      await expect(links).toHaveCount(16);
      for (const link of await links.all()) expect(await height(link), (await link.textContent()) ?? "").toBeGreaterThanOrEqual(44);
      // Every link is reachable: the sheet scrolls as a whole, the Pro teaser after the last group.
      await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Upgrade" }).scrollIntoViewIfNeeded();
      await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Upgrade" })).toBeInViewport();
    });

    test("on a phone the sidebar is a sheet", async ({ page, signedIn: _ }) => {
      await page.goto("/dashboard");
      await expect(page.getByRole("complementary", { name: "Sidebar" })).toHaveCount(0);
      await page.getByRole("button", { name: "Toggle sidebar" }).click();
      const sheet = page.getByRole("dialog", { name: "Menu" });
      await expect(sheet).toBeVisible();
      await sheet.getByRole("link", { name: "Unit Converter" }).click();
      await expect(page).toHaveURL(/\/tools\/unit-converter$/);
      await expect(sheet).toBeHidden();
      await page.keyboard.press("Control+b");
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    });
  });

  test.describe("an avatar that does not load", () => {
    test.use({ allowConsoleErrors: [/net::ERR_FAILED/] });

    test("the header shows the initials instead of a blank circle", { tag: "@any-width" }, async ({ page, signedIn }) => {
      const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#db2777" } })
        .png()
        .toBuffer();
      const upload = await page.request.post("/api/profile/avatar", {
        multipart: { file: { name: "me.png", mimeType: "image/png", buffer: photo } },
        headers: { origin: process.env.E2E_BASE_URL ?? "" },
      });
      expect(upload.status()).toBe(200);
      await page.route("**/files/avatars/**", (route) => route.abort());
      await page.goto("/dashboard");
      const avatar = page.getByRole("button", { name: "Open account menu" });
      await expect(avatar).toHaveText(`${signedIn.firstName[0]}${signedIn.lastName[0]}`);
      await expect(avatar.locator("img")).toHaveCount(0);
    });
  });

  test("bottom navigation only on /calendar, /shifts, /notes and /notes/add", async ({ page, signedIn: _ }) => {
    const nav = page.getByRole("navigation", { name: "Calendar sections" });
    for (const path of ["/calendar", "/shifts", "/notes", "/notes/add"]) {
      await page.goto(path);
      await expect(nav, path).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Friends" })).toHaveAttribute("href", "/friends");
    for (const path of ["/dashboard", "/account", "/presets", "/certifications"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(nav, path).toHaveCount(0);
    }
    await page.goto("/calendar");
    await nav.getByRole("link", { name: "Friends" }).click();
    await expect(page).toHaveURL(/\/friends-calendar$/);
  });

  test("every route of the product's table opens with a title", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
    const routes: [string, string][] = [
      ["/home", "Dashboard"],
      ["/resources", "Resources"],
      ["/health", "Health"],
      ["/financial", "Financial"],
      ["/tools/cpr-metronome", "CPR Metronome"],
      ["/tools/rate-estimator", "Pay Estimator"],
      ["/career-center", "Career Center"],
      ["/resume-builder", "Resume Builder"],
      ["/contacts", "Contacts"],
    ];
    for (const [path, title] of routes) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title }), path).toBeVisible();
      await expect(page).toHaveTitle(`${title} · NurseVitals`);
    }
    for (const path of ["/resources", "/health", "/financial"]) {
      await page.goto(path);
      await expect(page.getByText("Coming Soon", { exact: true }).last()).toBeVisible();
    }
  });
});

test.describe("page meta", () => {
  test.use({ allowConsoleErrors: [/404/] });

  test("titles, description and a canonical link at BASE_URL, from the HTML and after moving in the app", { tag: "@any-width" }, async ({ page }) => {
    const base = process.env.E2E_BASE_URL ?? "";
    // Reached through another name for the same server: the canonical still says BASE_URL.
    const other = base.replace("//localhost:", "//127.0.0.1:");
    await page.goto(`${other}/login`);
    await expect(page).toHaveTitle("Log In · NurseVitals");
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute("href", `${base}/login`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Log in/);
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveTitle("Sign Up · NurseVitals");
    await expect(canonical).toHaveAttribute("href", `${base}/signup`);
  });

  test("the 404 page has no canonical link", { tag: "@any-width" }, async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    const html = await (await page.request.get("/no/such/page")).text();
    expect(html).not.toContain('rel="canonical"');
  });
});

test("a signed-in page arrives with its session, and a name cannot break out of it", { tag: "@any-width" }, async ({ page }) => {
  const nurse = { ...newNurse(), firstName: "</script><script>window.__pwned=1</script>", lastName: "O'Brien" };
  await signUpViaApi(page.request, nurse);
  const html = await (await page.request.get("/calendar")).text();
  expect(html).toContain('id="nv-session"');
  expect(html).toContain("\\u003c/script>\\u003cscript>window.__pwned=1");
  expect(html).not.toContain("<script>window.__pwned=1</script>");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await page.getByRole("button", { name: "Open account menu" }).click();
  await expect(page.getByRole("menu")).toContainText("</script><script>window.__pwned=1</script> O'Brien");
});

test("a signed-in page paints its header before its code runs; the calendar's month is in the HTML", async ({ page, signedIn: _nurse, browser }) => {
  const march = await (await page.request.get("/calendar?month=2026-03")).text();
  expect(march).toMatch(/<h1[^>]*>March 2026<\/h1>/);
  const bad = await (await page.request.get("/calendar?month=2026-13<x>")).text();
  expect(bad).not.toContain("<x>");
  expect(bad).toMatch(/<h1[^>]*>[A-Z][a-z]+ \d{4}<\/h1>/);
  const dashboard = await (await page.request.get("/dashboard")).text();
  expect(dashboard).not.toContain("%PAGE_HEADING%");
  expect(dashboard).not.toContain("<h1");
  // The stylesheet, which the first paint waits for, is not queued behind the scripts (scripts/build.ts).
  for (const html of [march, dashboard]) {
    const scripts = html.match(/<(link rel="modulepreload"|script type="module")[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(5);
    for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
    expect(html).toMatch(/<link rel="stylesheet"(?![^>]*fetchpriority)[^>]*>/);
  }

  // Without JavaScript the header bar and the month are already on screen.
  const noJs = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const bare = await noJs.newPage();
  await bare.goto("/calendar?month=2026-03");
  await expect(bare.getByRole("heading", { level: 1, name: "March 2026" })).toBeVisible();
  await noJs.close();

  // Once the app is in, the skeleton is gone: one month heading, and it is the app's.
  await page.goto("/calendar?month=2026-03");
  await expect(page.getByRole("grid")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "March 2026" })).toHaveCount(1);
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
});
