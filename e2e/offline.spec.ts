import type { Page } from "@playwright/test";
import sharp from "sharp";
import { chipsOf, day, dayButton, openCalendar, press, seedApplied, seedShiftType, tapDay } from "./support/calendar";
import { confirmEmail, expect, lookAt, newNurse, signUpViaApi, test, toast } from "./support/fixtures";

const longDate = (date: string) =>
  new Intl.DateTimeFormat("en-CA", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

/** The service worker is active, its precache (every screen's code and the app shell) filled. */
async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** What the phone app keeps in this browser's IndexedDB (decision 051): each key with its stored JSON. Never creates the database. */
function offlineStore(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === "nursevitals-offline")) return {};
    return new Promise<Record<string, string>>((resolve, reject) => {
      const open = indexedDB.open("nursevitals-offline");
      open.onerror = () => reject(new Error(String(open.error)));
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains("keyval")) {
          db.close();
          resolve({});
          return;
        }
        const store = db.transaction("keyval").objectStore("keyval");
        const keys = store.getAllKeys();
        const values = store.getAll();
        values.onsuccess = () => {
          const out: Record<string, string> = {};
          keys.result.forEach((key, i) => (out[typeof key === "string" ? key : JSON.stringify(key)] = JSON.stringify(values.result[i])));
          db.close();
          resolve(out);
        };
      };
    });
  });
}

/** The kept calendar has this day's applied shift in it (the store is written a moment after each answer). */
async function keptWith(page: Page, text: string) {
  await expect.poll(async () => Object.values(await offlineStore(page)).some((json) => json.includes(text)), { timeout: 15_000 }).toBe(true);
}

/** She adds a certification with a front photo, and its thumbnail shows (read through the service worker once it controls the page). */
async function addCertificationWithPhoto(page: Page, name: string) {
  await page.goto("/certifications");
  const form = page.getByRole("form", { name: "Add Certification" });
  await form.getByLabel("Name").fill(name);
  const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#1d4ed8" } })
    .jpeg()
    .toBuffer();
  await form.getByLabel("Card photo (front)", { exact: true }).setInputFiles({ name: "card.jpg", mimeType: "image/jpeg", buffer: photo });
  await form.getByRole("button", { name: "Add Certification" }).click();
  await expect(toast(page, "Certification added")).toBeVisible();
}

/** Her certification photos on screen (the list's thumbnail and the recent card's). */
const photos = (page: Page) => page.locator('img[src*="/files/private/certifications/"]:visible');

/** Every photo on screen has been drawn (the list's thumbnail loads lazily: scrolled to first). */
async function photosShown(page: Page) {
  await expect(photos(page)).toHaveCount(2);
  for (const img of await photos(page).all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  }
}

/** The addresses in the service worker's photo cache (decision 051), or null when there is no such cache. Never creates it. */
function keptPhotos(page: Page): Promise<string[] | null> {
  return page.evaluate(async () => {
    if (!(await caches.has("nv-certification-photos"))) return null;
    return (await (await caches.open("nv-certification-photos")).keys()).map((key) => key.url.replace(location.origin, ""));
  });
}

/** The page is controlled by the service worker (not the first page after it installed: clientsClaim is off). */
async function controlled(page: Page) {
  await serviceWorkerReady(page);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test.describe("offline", { tag: "@any-width" }, () => {
  // The browser reports the requests it could not send, and React the screen whose code it could not fetch.
  test.use({ allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED|dynamically imported module/] });

  test("a contact made offline waits on the device and is sent once; a certification made offline fails at once and says so", async ({
    page,
    context,
    signedIn: _,
  }) => {
    await page.goto("/contacts");
    await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
    // The toaster's code comes once the screen is idle, before the network goes.
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("sonner-toaster")));
    await context.setOffline(true);
    await page.getByRole("button", { name: "Add Contact" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Contact" });
    await dialog.getByLabel("Name").fill("Ana Lee");
    // The form's checks have not loaded (and no service worker keeps them in this test): nothing can be done, and it says so.
    await dialog.getByRole("button", { name: "Add Contact" }).click();
    await expect(toast(page, "You're offline")).toContainText("Nothing was saved. Try again when you're back online.");
    await expect(toast(page, /./)).toHaveCount(1);
    // What she typed is still there to send again.
    await expect(dialog.getByLabel("Name")).toHaveValue("Ana Lee");
    await context.setOffline(false);
    await dialog.getByLabel("Name").fill("");
    await dialog.getByRole("button", { name: "Add Contact" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await dialog.getByLabel("Name").fill("Ana Lee");
    // Now checked on the device, the contact waits in her outbox (decision 051) and shows at once.
    await context.setOffline(true);
    await dialog.getByRole("button", { name: "Add Contact" }).click();
    await expect(toast(page, "Contact added")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Ana Lee").first()).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Waiting to sync" })).toHaveText("Waiting to sync (1)");
    await expect(toast(page, /./)).toHaveCount(0);
    await lookAt(page, "/tmp/offline/contacts-offline-badge-1280.png");
    expect(((await (await page.request.get("/api/contacts")).json()) as { contacts: unknown[] }).contacts).toHaveLength(0);
    // Import .vcf and the vCard files need the server: disabled, and they say why.
    await expect(page.getByRole("button", { name: "Import .vcf" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Export all" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Download vCard of Ana Lee" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Export all" })).toHaveAccessibleDescription("Needs a connection");
    await expect(page.getByText("Needs a connection")).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole("link", { name: "Export all" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Waiting to sync" })).toHaveCount(0);
    await expect
      .poll(async () => ((await (await page.request.get("/api/contacts")).json()) as { contacts: { name: string }[] }).contacts.map((c) => c.name))
      .toEqual(["Ana Lee"]);

    await page.goto("/certifications");
    const form = page.getByRole("form", { name: "Add Certification" });
    await form.getByLabel("Name").fill("BLS Provider");
    await context.setOffline(true);
    await form.getByRole("button", { name: "Add Certification" }).click();
    await expect(toast(page, "You're offline")).toContainText("Nothing was saved.");
    await expect(form.getByRole("button", { name: "Add Certification" })).toBeEnabled();
    await context.setOffline(false);
    // Back online, nothing was sent behind her back, and the contact was sent once.
    await page.reload();
    await expect(page.getByText("No certifications yet").first()).toBeVisible();
    expect(((await (await page.request.get("/api/contacts")).json()) as { contacts: unknown[] }).contacts).toHaveLength(1);
  });

  test.describe("on her first visit, before the service worker keeps the app's code (e2e/phone-app.spec.ts)", () => {
    test.use({ serviceWorkers: "block" });

    test("a screen whose code has not loaded says she is offline, and opens when she is back", async ({ page, context, signedIn: _ }) => {
      await page.goto("/contacts");
      await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
      await context.setOffline(true);
      // To the Career Center, whose code this page has not fetched yet.
      await page.evaluate(() => {
        history.pushState({}, "", "/career-center");
        dispatchEvent(new PopStateEvent("popstate"));
      });
      await expect(page.getByRole("alert")).toHaveText(/You're offline — this screen will open when you're back online\./);
      await expect(page.getByText("Something went wrong")).toHaveCount(0);
      // What this browser saved of her contacts may already be on the device (decision 051): the banner says when, or that it may be out of date.
      await expect(page.getByRole("status").filter({ hasText: /^You're offline/ })).toBeVisible();
      await page.getByRole("button", { name: "Retry" }).click();
      await expect(page.getByRole("alert")).toContainText("You're offline");
      // Back online, it opens by itself.
      await context.setOffline(false);
      await expect(page.getByRole("heading", { level: 1, name: "Career Center" })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /^You're offline/ })).toHaveCount(0);
    });
  });
});

test.describe("the phone app with no network (decision 051)", () => {
  test.use({
    serviceWorkers: "allow",
    // Requests the browser could not send while offline, and the service worker's own failed fetch before it answers from its cache.
    allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|no-response|FetchEvent/],
  });

  test(
    "offline, /calendar reloads with her month; a note and a shift made offline wait, then sync in order",
    { tag: "@phone-only" },
    async ({ page, context, browser, signedIn: _ }) => {
      // A long journey: online, offline and back, with a second device.
      test.slow();
      const dayShift = await seedShiftType(page.request, { name: "Day Shift", nickname: "Day" });
      await seedApplied(page.request, day(10), dayShift.id);
      await openCalendar(page);
      await expect(chipsOf(page, day(10))).toHaveCount(1);
      await serviceWorkerReady(page);
      await keptWith(page, `"date":"${day(10)}"`);

      // No network: the page itself comes from the service worker, her month from this phone.
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole("grid")).toBeVisible();
      await expect(chipsOf(page, day(10))).toHaveCount(1);
      await expect(chipsOf(page, day(10))).toContainText("Day");
      const banner = page.getByRole("status").filter({ hasText: /^You're offline — showing what was saved on this phone at \d{1,2}:\d{2}/ });
      await expect(banner).toBeVisible();
      await expect(page.getByText("Something went wrong")).toHaveCount(0);

      // A note on the 10th, then the Day Shift on the 12th.
      await press(chipsOf(page, day(10)).first());
      const panel = page.getByRole("dialog", { name: longDate(day(10)) });
      await expect(panel.getByText("No notes for this day yet.")).toBeVisible();
      await panel.getByLabel("Add a note").fill("Badge at security desk");
      await press(panel.getByRole("button", { name: "Add Note" }));
      await expect(panel.getByText("Badge at security desk")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dayButton(page, day(10)).locator("xpath=..").locator("[data-note-count]")).toHaveText("1");
      await press(page.getByRole("button", { name: "Shift sheet", exact: true }));
      await press(page.getByRole("region", { name: "Shift picker" }).getByRole("button", { name: /Day Shift/ }));
      await tapDay(page, day(12));
      await expect(chipsOf(page, day(12))).toHaveCount(1);
      const badge = page.getByRole("status").filter({ hasText: "Waiting to sync" });
      await expect(badge).toHaveText("Waiting to sync (2)");
      // The month's title still has its place in the header beside the badge.
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
      await press(page.getByRole("button", { name: "Shift sheet", exact: true }));
      await expect(toast(page, /./)).toHaveCount(0);
      await lookAt(page, "/tmp/offline/offline-banner-and-badge-390.png");

      // Nothing reached the server yet.
      const other = await browser.newContext({
        storageState: await context.storageState(),
        baseURL: test.info().project.use.baseURL,
        locale: "en-CA",
        timezoneId: "America/Vancouver",
        serviceWorkers: "block",
      });
      const second = await other.newPage();
      await openCalendar(second);
      await expect(chipsOf(second, day(10))).toHaveCount(1);
      await expect(chipsOf(second, day(12))).toHaveCount(0);

      // Back online: sent in order, once; the badge goes.
      await context.setOffline(false);
      await expect(badge).toHaveCount(0);
      await expect(banner).toHaveCount(0);
      await openCalendar(second);
      await expect(chipsOf(second, day(12))).toHaveCount(1);
      await expect(dayButton(second, day(10)).locator("xpath=..").locator("[data-note-count]")).toHaveText("1");
      const notes = (await (await second.request.get(`/api/notes?from=${day(10)}&to=${day(10)}`)).json()) as { notes: { text: string }[] };
      expect(notes.notes.map((n) => n.text)).toEqual(["Badge at security desk"]);
      await other.close();
    },
  );

  test(
    "a day she changed offline that her other phone changed meanwhile: the server's wins and she is told which of hers",
    { tag: "@any-width" },
    async ({ page, context, browser, signedIn: _ }) => {
      const dayShift = await seedShiftType(page.request, { name: "Day Shift", nickname: "Day" });
      await seedShiftType(page.request, { name: "Night Shift", nickname: "Night" });
      await seedApplied(page.request, day(14), dayShift.id);
      await openCalendar(page);
      await expect(chipsOf(page, day(14))).toContainText("Day");
      await serviceWorkerReady(page);

      // In the stairwell she puts Night on the 14th, where she saw Day.
      await context.setOffline(true);
      await press(page.getByRole("button", { name: "Shift sheet", exact: true }));
      await press(page.getByRole("region", { name: "Shift picker" }).getByRole("button", { name: /Night Shift/ }));
      await tapDay(page, day(14));
      await expect(chipsOf(page, day(14))).toContainText("Night");
      await expect(page.getByRole("status").filter({ hasText: "Waiting to sync" })).toHaveText("Waiting to sync (1)");
      await press(page.getByRole("button", { name: "Shift sheet", exact: true }));

      // Meanwhile, on her other phone, she took the 14th off her calendar.
      const other = await browser.newContext({ storageState: await context.storageState(), baseURL: test.info().project.use.baseURL });
      expect((await other.request.delete(`/api/calendar/${day(14)}`)).status()).toBe(204);
      await other.close();

      // Back online: the newer change stays, and she is told which of hers was not saved.
      await context.setOffline(false);
      await expect(toast(page, /^Replaced by the saved version/)).toContainText(
        /Your change \(Night Shift on [^)]+\) was not saved: This day was changed somewhere else since you last saw it\./,
      );
      await expect(page.getByRole("status").filter({ hasText: "Waiting to sync" })).toHaveCount(0);
      await expect(chipsOf(page, day(14))).toHaveCount(0);
      const month = (await (await page.request.get(`/api/calendar?from=${day(14)}&to=${day(14)}`)).json()) as { shifts: unknown[] };
      expect(month.shifts).toEqual([]);
    },
  );

  test(
    "changes she made offline are sent by Background Sync after she closed the app; one the server refused is named when she opens it",
    { tag: "@any-width" },
    async ({ page, context, browser, signedIn: _ }) => {
      const dayShift = await seedShiftType(page.request, { name: "Day Shift", nickname: "Day" });
      const nightShift = await seedShiftType(page.request, { name: "Night Shift", nickname: "Night" });
      await seedApplied(page.request, day(18), dayShift.id);
      await openCalendar(page);
      await serviceWorkerReady(page);
      // Her next visit is served by the worker, which then sends for her (Background Sync needs a controlled page).
      await openCalendar(page);
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

      // Offline: the Day Shift on the 16th, and the 18th cleared.
      await context.setOffline(true);
      await press(page.getByRole("button", { name: "Shift sheet", exact: true }));
      const picker = page.getByRole("region", { name: "Shift picker" });
      await press(picker.getByRole("button", { name: /Day Shift/ }));
      await tapDay(page, day(16));
      await press(picker.getByRole("button", { name: "Clear days" }));
      await tapDay(page, day(18));
      await expect(page.getByRole("status").filter({ hasText: "Waiting to sync" })).toHaveText("Waiting to sync (2)");
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } };
            return registration.sync.getTags();
          }),
        )
        .toContain("nv-outbox");
      // She closes the app; meanwhile her other phone put Night on the 18th.
      await page.close();
      const other = await browser.newContext({ storageState: await context.storageState(), baseURL: test.info().project.use.baseURL });
      expect((await other.request.put(`/api/calendar/${day(18)}`, { data: { shiftTypeId: nightShift.id } })).status()).toBe(200);
      await other.close();

      // The network returns with no page of the app open: the browser wakes the worker (here through DevTools, as it would).
      await context.setOffline(false);
      const devtools = await context.newPage();
      await devtools.goto("/api/health");
      const cdp = await context.newCDPSession(devtools);
      const registered = new Promise<string>((resolve) =>
        cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
          const ours = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(new URL(devtools.url()).origin));
          if (ours) resolve(ours.registrationId);
        }),
      );
      await cdp.send("ServiceWorker.enable");
      const registrationId = await registered;
      await cdp.send("ServiceWorker.dispatchSyncEvent", { origin: new URL(devtools.url()).origin, registrationId, tag: "nv-outbox", lastChance: false });
      const dayOf = async (date: string) =>
        ((await (await devtools.request.get(`/api/calendar?from=${date}&to=${date}`)).json()) as { shifts: { shiftTypeId: string }[] }).shifts.map(
          (s) => s.shiftTypeId,
        );
      await expect.poll(() => dayOf(day(16))).toEqual([dayShift.id]);
      expect(await dayOf(day(18))).toEqual([nightShift.id]);

      // She opens the app: nothing waits, and her change that was not saved is named.
      const app = await context.newPage();
      await openCalendar(app);
      await expect(toast(app, /^Replaced by the saved version/)).toContainText(
        /Your change \(clearing [^)]+\) was not saved: This day was changed somewhere else since you last saw it\./,
      );
      await expect(app.getByRole("status").filter({ hasText: "Waiting to sync" })).toHaveCount(0);
      await expect(chipsOf(app, day(18))).toContainText("Night");
    },
  );

  test(
    "signing out with no network forgets what this phone kept at once, and ends the session when back",
    { tag: "@any-width" },
    async ({ page, context, signedIn: _ }) => {
      const shift = await seedShiftType(page.request, { name: "Night Shift", nickname: "Night" });
      await seedApplied(page.request, day(8), shift.id);
      await openCalendar(page);
      await serviceWorkerReady(page);
      // Her next visit is served by it: the home screen's code then comes from the device too.
      await openCalendar(page);
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await keptWith(page, `"date":"${day(8)}"`);
      expect(await page.evaluate(() => localStorage.getItem("nv.offlineNurse"))).toContain("@");

      await context.setOffline(true);
      await page.getByRole("button", { name: "Open account menu" }).click();
      await page.getByRole("menuitem", { name: "Sign out" }).click();
      await expect(page).toHaveURL(/\/$/);
      expect(await offlineStore(page)).toEqual({});
      expect(await page.evaluate(() => localStorage.getItem("nv.offlineNurse"))).toBeNull();
      // Offline, a signed-in screen shows nothing of hers: she is asked to sign in.
      await page.goto("/calendar");
      await expect(page).toHaveURL(/\/login/);

      // Back online, the next signed-in page ends the server's session first.
      await context.setOffline(false);
      await page.goto("/dashboard");
      await expect(page).toHaveURL(/\/login/);
      const session = (await (await page.request.get("/api/auth/get-session")).json()) as { user?: unknown } | null;
      expect(session?.user).toBeUndefined();
    },
  );

  test("her certification photos seen online show offline, and go with an offline sign-out", { tag: "@any-width" }, async ({ page, context, signedIn: _ }) => {
    await addCertificationWithPhoto(page, "BLS Provider");
    await controlled(page);
    await photosShown(page);
    await keptWith(page, "BLS Provider");
    // One copy per photo, kept without the link's expiry and signature (a newly signed link finds it), beside her folder's marker.
    await expect
      .poll(() => keptPhotos(page))
      .toEqual([expect.stringMatching(/^\/files\/private\/certifications\/[^/?]+\/$/), expect.stringMatching(/\/cert-[^?]+\.jpg$/)]);
    // The browser's own cache would answer for the link's hour: an hour into her shift only the service worker's copy is left.
    const devtools = await context.newCDPSession(page);
    await devtools.send("Network.clearBrowserCache");
    await devtools.detach();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: /^You're offline/ })).toBeVisible();
    await photosShown(page);
    // The audit packet is written by the server: offline its button says why it cannot work.
    await expect(page.getByRole("button", { name: "Download all" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Download all" })).toHaveAccessibleDescription("Needs a connection");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => scrollTo(0, 0));
    await lookAt(page, "/tmp/offline/thumbs-offline.png");

    await page.getByRole("button", { name: "Open account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await keptPhotos(page)).toBeNull();
  });

  test("another nurse starting in this browser deletes the photos kept for the one before", { tag: "@any-width" }, async ({ page, context, signedIn: _ }) => {
    await addCertificationWithPhoto(page, "ACLS");
    await controlled(page);
    await photosShown(page);
    await expect.poll(async () => (await keptPhotos(page))?.some((url) => url.includes("/cert-"))).toBe(true);

    // Her session ended here without a sign-out; the next nurse signs in.
    await context.clearCookies();
    const next = newNurse();
    await signUpViaApi(page.request, next);
    await confirmEmail(page.request, next.email);
    await page.goto("/certifications");
    await expect(page.getByText("No certifications yet").first()).toBeVisible();
    await expect.poll(async () => (await keptPhotos(page))?.some((url) => url.includes("/cert-"))).toBe(false);
  });

  test("'This is a shared computer' at sign-in keeps nothing on the device", { tag: "@any-width" }, async ({ page, context, nurse }) => {
    await signUpViaApi(page.request, nurse);
    await confirmEmail(page.request, nurse.email);
    await context.clearCookies();
    await page.goto("/login");
    await page.getByLabel("Email").fill(nurse.email);
    await page.getByLabel("Password", { exact: true }).fill(nurse.password);
    await page.getByLabel("This is a shared computer").check();
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await openCalendar(page);
    await serviceWorkerReady(page);
    // The page is hidden (a locked phone would save now): still nothing.
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    expect(await offlineStore(page)).toEqual({});
    expect(await page.evaluate(() => localStorage.getItem("nv.offlineNurse"))).toBeNull();

    // The page the service worker keeps for offline use has no one's session in it.
    const shell = await page.request.get("/app-shell.html");
    expect(shell.headers()["cache-control"]).toBe("no-cache");
    const html = await shell.text();
    expect(html).not.toContain("nv-session");
    expect(html).not.toContain(nurse.email);

    // Her certification photo, seen through the service worker, is not kept either.
    await addCertificationWithPhoto(page, "PALS");
    await controlled(page);
    await photosShown(page);
    expect(await keptPhotos(page)).toBeNull();

    // Offline, nothing of hers opens on this computer.
    await context.setOffline(true);
    await page.reload();
    await expect(page).toHaveURL(/\/login/);
    expect(await offlineStore(page)).toEqual({});
  });
});
