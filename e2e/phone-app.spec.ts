import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../scripts/find-chromium";
import { expect, lookAt, signUpViaApi, test, toast } from "./support/fixtures";

/** The service worker controls the page and has filled its precache (it installs once a signed-in screen is idle). */
async function serviceWorkerReady(page: import("@playwright/test").Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test.describe("the phone app: installable, with its screens kept on the device", () => {
  test.use({ serviceWorkers: "allow" });

  test("Chromium finds nothing missing to install it; the manifest has her shortcuts", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
    // Chromium installs nothing from an incognito profile, which every test context is: a profile on disk, as hers is.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "nv-pwa-"));
    const own = await chromium.launchPersistentContext(profile, {
      executablePath: findChromium(),
      args: CHROMIUM_ARGS,
      baseURL: test.info().project.use.baseURL,
    });
    try {
      const tab = own.pages()[0] ?? (await own.newPage());
      await signUpViaApi(tab.request);
      await tab.goto("/dashboard");
      await expect(tab.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      await serviceWorkerReady(tab);
      const cdp = await own.newCDPSession(tab);
      const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] };
      expect(installabilityErrors).toEqual([]);
      const { errors } = (await cdp.send("Page.getAppManifest")) as { errors: unknown[] };
      expect(errors).toEqual([]);
    } finally {
      await own.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }

    await page.goto("/dashboard");
    const manifest = (await (await page.request.get("/manifest.webmanifest")).json()) as {
      start_url: string;
      display: string;
      icons: { sizes: string; purpose: string }[];
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest.start_url).toBe("/dashboard");
    expect(manifest.display).toBe("standalone");
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    expect(manifest.shortcuts.map((s) => `${s.name} ${s.url}`)).toEqual([
      "Calendar /calendar",
      "CPR Metronome /tools/cpr-metronome",
      "Medication Calculator /tools/medication-calculator",
    ]);
    for (const icon of ["/icon-192.png", "/icon-512.png", "/icon-maskable-512.png", "/apple-touch-icon.png"]) {
      expect((await page.request.get(icon)).headers()["content-type"]).toBe("image/png");
    }
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
    await expect(page.locator('meta[name="apple-mobile-web-app-status-bar-style"]')).toHaveAttribute("content", "default");
  });

  test("every screen's code is kept: offline, a screen never opened before still opens; nothing from /api is kept", async ({ page, context, signedIn: _ }) => {
    await page.goto("/contacts");
    await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
    await serviceWorkerReady(page);
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(kept.filter((url) => url.startsWith("/assets/")).length).toBeGreaterThan(50);
    expect(kept.filter((url) => url.startsWith("/api"))).toEqual([]);
    // pdf.js (the resume's Preview) is left for its first use.
    expect(kept.filter((url) => url.includes("pdfjs"))).toEqual([]);

    await context.setOffline(true);
    await page.evaluate(() => {
      history.pushState({}, "", "/career-center");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1, name: "Career Center" })).toBeVisible();
    await context.setOffline(false);
    // Signing out goes to the server, not to anything kept.
    await page.getByRole("button", { name: "Open account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get("/api/auth/get-session")).status()).toBe(200);
    expect(await (await page.request.get("/api/auth/get-session")).text()).not.toContain("@");
  });

  test("a new version is announced and waits for Reload; it never reloads by itself", async ({ page, signedIn: _ }) => {
    await page.goto("/tools/cpr-metronome");
    await serviceWorkerReady(page);
    // Her next visit is served by it.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.evaluate(() => ((window as Window & { stillHere?: boolean }).stillHere = true));
    // Another build of the app, as the browser sees one: a service worker at another address for the same scope
    // (the server answers /sw.js whatever its query), found by the browser's update check.
    await page.evaluate(async () => {
      await navigator.serviceWorker.register("/sw.js?version=next");
    });
    const prompt = toast(page, "A new version is ready");
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole("button", { name: "Reload" })).toBeVisible();
    if (test.info().project.name === "phone") await lookAt(page, "/tmp/pa/update-prompt-390.png");
    // She is in the middle of something: nothing reloaded.
    expect(await page.evaluate(() => (window as Window & { stillHere?: boolean }).stillHere)).toBe(true);
    await Promise.all([page.waitForEvent("load"), prompt.getByRole("button", { name: "Reload" }).click()]);
    expect(await page.evaluate(() => (window as Window & { stillHere?: boolean }).stillHere)).toBeUndefined();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  });
});

test.describe("notifications on her phone", () => {
  test.use({ serviceWorkers: "allow" });

  test("she chooses what she is told and her quiet hours on the account screen; they are kept", async ({ page, signedIn: _ }, info) => {
    await page.goto("/account#notifications");
    const card = page.locator("#notifications");
    await expect(card.getByRole("heading", { name: "Notifications" })).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText("No device gets notifications yet.")).toBeVisible();
    await expect(card.getByRole("button", { name: "Turn on notifications on this device" })).toBeVisible();
    await expect(card.getByLabel("The evening before a shift (at 19:00), with its name, time and place")).toBeChecked();
    await expect(card.getByLabel("From")).toHaveValue("22:00");
    await expect(card.getByLabel("To")).toHaveValue("07:00");

    // Each change is saved as she makes it (the status alone would still say "Saved." from the one before).
    const saved = () => page.waitForResponse((res) => res.url().endsWith("/api/push/settings") && res.request().method() === "PATCH" && res.ok());
    let answer = saved();
    await card.getByLabel("Before a shift starts").selectOption("2");
    await answer;
    answer = saved();
    // The toggle moves when she taps it, before the server answers.
    await card.getByLabel("Colleague invitations and swap requests").click();
    await expect(card.getByLabel("Colleague invitations and swap requests")).not.toBeChecked();
    await answer;
    answer = saved();
    await card.getByLabel("From").fill("23:00");
    await card.getByLabel("From").blur();
    await answer;
    await expect(card.getByRole("status")).toHaveText("Saved.");
    if (info.project.name === "phone") {
      await card.scrollIntoViewIfNeeded();
      await lookAt(page, "/tmp/pa/notification-settings-390.png", { fullPage: false });
      await lookAt(card, "/tmp/pa/notification-settings-card-390.png");
    }

    await page.reload();
    await expect(card.getByLabel("Before a shift starts")).toHaveValue("2");
    await expect(card.getByLabel("Colleague invitations and swap requests")).not.toBeChecked();
    await expect(card.getByLabel("From")).toHaveValue("23:00");
  });
});
