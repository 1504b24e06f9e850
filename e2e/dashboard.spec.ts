import type { Browser, Locator, Page } from "@playwright/test";
import { addDays, todayIn } from "../src/core/calendar-dates";
import { hoursRangeDays, hoursWorked } from "../src/core/hours-worked";
import { seedApplied, seedShiftType, ZONE } from "./support/calendar";
import { expect, test, type Nurse } from "./support/fixtures";

const origin = () => ({ origin: process.env.E2E_BASE_URL ?? "" });
const widget = (page: Page, id: string): Locator => page.locator(`li[data-widget="${id}"]`);
const order = (page: Page) => page.locator("li[data-widget]").evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.widget));

async function openDashboard(page: Page) {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.locator("li[data-widget]")).toHaveCount(18);
}

/** The same nurse on another device: a browser of her own, signed in with her password. */
async function secondDevice(browser: Browser, nurse: Nurse, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: viewport ?? undefined, timezoneId: ZONE, locale: "en-CA" });
  const res = await context.request.post("/api/auth/sign-in/email", { data: { email: nurse.email, password: nurse.password }, headers: origin() });
  expect(res.status()).toBe(200);
  return context;
}

/** Drags one widget's handle onto another's in small steps (dnd-kit starts after 6 px): a finger on a touch screen, else the mouse. */
async function dragWidget(page: Page, from: string, to: string, touch: boolean) {
  const source = page.getByRole("button", { name: `Move ${from}` });
  const target = page.getByRole("button", { name: `Move ${to}` });
  await source.scrollIntoViewIfNeeded();
  const a = (await source.boundingBox())!;
  const b = (await target.boundingBox())!;
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    const at = (x: number, y: number) => [{ x, y, id: 1 }];
    const [x0, y0, x1, y1] = [a.x + a.width / 2, a.y + a.height / 2, b.x + b.width / 2, b.y + b.height / 2];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(x0, y0) });
    for (let i = 1; i <= 20; i++) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(x0 + ((x1 - x0) * i) / 20, y0 + ((y1 - y0) * i) / 20) });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
    return;
  }
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 15 });
  await page.mouse.move(b.x + b.width / 2 - 2, b.y + b.height / 2 - 2, { steps: 2 });
  await page.mouse.up();
}

test.describe("dashboard layout", () => {
  test("edit mode hides and shows a widget; the layout survives a reload and follows her to another browser", async ({ page, browser, signedIn, viewport }) => {
    await openDashboard(page);
    await page.getByRole("button", { name: "Customize" }).click();
    await expect(page.getByText("Tap widgets to show/hide them. Drag to reorder.")).toBeVisible();
    // The advertisement can never be hidden.
    await expect(page.getByRole("button", { name: "Advertisement (always shown)" })).toHaveAttribute("aria-disabled", "true");

    const timer = page.getByRole("button", { name: "Show Timer" });
    await expect(timer).toHaveAttribute("aria-pressed", "true");
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/preferences") && r.request().method() === "PATCH");
    await timer.click();
    expect((await saved).status()).toBe(200);
    // Hidden widgets stay on screen in edit mode, dimmed, so they can come back.
    await expect(timer).toHaveAttribute("aria-pressed", "false");
    await expect(widget(page, "timer")).toBeVisible();
    await page.getByRole("button", { name: "Done" }).click();
    await expect(widget(page, "timer")).toHaveCount(0);
    await expect(page.locator("li[data-widget]")).toHaveCount(17);

    await page.reload();
    await expect(page.locator("li[data-widget]")).toHaveCount(17);
    await expect(widget(page, "timer")).toHaveCount(0);

    const other = await secondDevice(browser, signedIn, viewport);
    const otherPage = await other.newPage();
    await otherPage.goto("/dashboard");
    await expect(otherPage.locator("li[data-widget]")).toHaveCount(17);
    await expect(otherPage.locator('li[data-widget="timer"]')).toHaveCount(0);

    // Shown again, on the other device this time; back on the first one after a reload.
    await otherPage.getByRole("button", { name: "Customize" }).click();
    await otherPage.getByRole("button", { name: "Show Timer" }).click();
    await expect(otherPage.getByRole("button", { name: "Show Timer" })).toHaveAttribute("aria-pressed", "true");
    await otherPage.getByRole("button", { name: "Done" }).click();
    await expect(otherPage.locator('li[data-widget="timer"]')).toBeVisible();
    await other.close();
    await page.reload();
    await expect(widget(page, "timer")).toBeVisible();
  });

  test("a drag (mouse, or a finger on a phone) reorders; so does the keyboard; Reset brings the default order back", async ({
    page,
    browser,
    signedIn,
    viewport,
    hasTouch,
  }) => {
    await openDashboard(page);
    const defaultOrder = await order(page);
    expect(defaultOrder.slice(0, 5)).toEqual(["quick-links", "metronome", "schedule", "hours", "alerts"]);
    await page.getByRole("button", { name: "Customize" }).click();

    // The first widgets are in (their sizes settled) before anything moves.
    await expect(widget(page, "schedule").locator('[data-testid="schedule-day"]')).toHaveCount(3);
    await expect(widget(page, "metronome").getByText("Compressions").first()).toBeVisible();
    // Keyboard: Space picks the handle up, an arrow moves it (Next 3 Days before the metronome, beside it at any width), Space drops it.
    const handle = page.getByRole("button", { name: "Move Next 3 Days" });
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("ArrowLeft");
    // Dropped once it is over its new place, as a screen reader hears it.
    await expect(widget(page, "schedule")).toHaveAttribute("style", /translate3d\(-\d/);
    await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText("Next 3 Days moved to position 2 of 18.");
    const keyed = page.waitForResponse((r) => r.url().endsWith("/api/preferences") && r.request().method() === "PATCH");
    await page.keyboard.press("Space");
    expect((await keyed).status()).toBe(200);
    await expect.poll(() => order(page).then((o) => o.slice(0, 3))).toEqual(["quick-links", "schedule", "metronome"]);

    const saved = page.waitForResponse((r) => r.url().endsWith("/api/preferences") && r.request().method() === "PATCH");
    await dragWidget(page, "Alerts", "Quick Links", hasTouch);
    expect((await saved).status()).toBe(200);
    await expect.poll(() => order(page).then((o) => o.slice(0, 4))).toEqual(["alerts", "quick-links", "schedule", "metronome"]);
    const moved = await order(page);
    await page.getByRole("button", { name: "Done" }).click();

    await page.reload();
    await expect(page.locator("li[data-widget]")).toHaveCount(18);
    expect(await order(page)).toEqual(moved);

    const other = await secondDevice(browser, signedIn, viewport);
    const otherPage = await other.newPage();
    await otherPage.goto("/dashboard");
    await expect(otherPage.locator("li[data-widget]")).toHaveCount(18);
    expect(await order(otherPage)).toEqual(moved);
    await other.close();

    // Reset clears the order and leaves edit mode.
    await page.getByRole("button", { name: "Customize" }).click();
    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page.getByRole("button", { name: "Customize" })).toBeVisible();
    await expect.poll(() => order(page)).toEqual(defaultOrder);
    await page.reload();
    await expect(page.locator("li[data-widget]")).toHaveCount(18);
    expect(await order(page)).toEqual(defaultOrder);
  });

  test.describe("when the server is away", () => {
    test.use({ allowConsoleErrors: [/status of 503/] });

    test("a failed save says so and keeps what she did", async ({ page, signedIn: _ }) => {
      await openDashboard(page);
      await page.route("**/api/preferences", (route) => (route.request().method() === "PATCH" ? route.fulfill({ status: 503, body: "{}" }) : route.fallback()));
      await page.getByRole("button", { name: "Customize" }).click();
      await page.getByRole("button", { name: "Show Stopwatch" }).click();
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Layout not saved" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Show Stopwatch" })).toHaveAttribute("aria-pressed", "false");
      await page.getByRole("button", { name: "Done" }).click();
      await expect(widget(page, "stopwatch")).toHaveCount(0);
    });
  });
});

test.describe("quick links", () => {
  test("up to 4: the others are disabled with 'Max 4 selected', and the server refuses a fifth", async ({ page, signedIn: _ }) => {
    await openDashboard(page);
    const card = widget(page, "quick-links");
    // The defaults.
    await expect(card.getByRole("link")).toHaveText(["Account", "Calendar", "Certifications"]);
    await card.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Quick Links" });
    await expect(dialog.getByText("Select up to 4 links to display on your dashboard")).toBeVisible();
    await expect(dialog.getByRole("checkbox")).toHaveCount(12);
    await dialog.getByLabel("Career Center").check();
    await expect(dialog.getByText("Max 4 selected")).toBeVisible();
    await expect(dialog.getByLabel("Resources")).toBeDisabled();
    await expect(dialog.getByLabel("Career Center")).toBeEnabled();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole("link")).toHaveText(["Account", "Calendar", "Certifications", "Career Center"]);

    const fifth = await page.request.patch("/api/preferences", {
      data: { quickLinks: ["/account", "/calendar", "/certifications", "/career-center", "/resources"] },
      headers: origin(),
    });
    expect(fifth.status()).toBe(400);
    expect(JSON.stringify(await fifth.json())).toContain("Max 4 selected");

    // Cancel keeps what was saved.
    await card.getByRole("button", { name: "Edit" }).click();
    await dialog.getByLabel("Account").uncheck();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.reload();
    await expect(widget(page, "quick-links").getByRole("link")).toHaveText(["Account", "Calendar", "Certifications", "Career Center"]);
    await widget(page, "quick-links").getByRole("link", { name: "Career Center" }).click();
    await expect(page).toHaveURL(/\/career-center$/);
  });
});

test.describe("to-do list", () => {
  test("starts with the samples; add, complete and delete, kept on the server", async ({ page, signedIn: _ }) => {
    await openDashboard(page);
    const card = widget(page, "todo");
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole("checkbox")).toHaveCount(5);
    await expect(card.getByTestId("todo-count")).toHaveText("Showing 5 of 6 tasks · 4 active");

    // Blank is not added; Enter adds the trimmed text on top.
    const input = card.getByRole("textbox", { name: "New task" });
    await input.fill("   ");
    await expect(card.getByRole("button", { name: "Add task" })).toBeDisabled();
    await input.fill("  Check the crash cart  ");
    await input.press("Enter");
    await expect(card.getByRole("checkbox").first()).toHaveAccessibleName("Check the crash cart");
    await expect(input).toHaveValue("");
    await expect(card.getByTestId("todo-count")).toHaveText("Showing 5 of 7 tasks · 5 active");

    await card.getByRole("checkbox", { name: "Check the crash cart" }).click();
    await expect(card.getByRole("checkbox", { name: "Check the crash cart" })).toBeChecked();
    await card.getByRole("button", { name: "Open the whole to-do list" }).click();
    const modal = page.getByRole("dialog", { name: "To-Do List" });
    await expect(modal.getByText("4 active, 3 completed")).toBeVisible();
    await modal.getByRole("button", { name: 'Delete "Check the crash cart"' }).click();
    await expect(modal.getByText("4 active, 2 completed")).toBeVisible();
    await modal.getByRole("textbox", { name: "New task" }).fill("Restock gloves");
    await modal.getByRole("button", { name: "New Task" }).click();
    await expect(modal.getByText("5 active, 2 completed")).toBeVisible();
    await page.keyboard.press("Escape");

    await page.reload();
    const after = widget(page, "todo");
    await after.scrollIntoViewIfNeeded();
    await expect(after.getByRole("checkbox").first()).toHaveAccessibleName("Restock gloves");
    await expect(after.getByText("Check the crash cart")).toHaveCount(0);
    await expect(after.getByTestId("todo-count")).toHaveText("Showing 5 of 7 tasks · 5 active");
  });
});

test.describe("data widgets", () => {
  test("show her real calendar, hours, alerts, contract and countdown", async ({ page, signedIn: _ }) => {
    const today = todayIn(ZONE);
    const dayShift = await seedShiftType(page.request, { name: "Day Shift", nickname: "Day", startTime: "07:00", endTime: "19:00", paidHours: 11.5 });
    const night = await seedShiftType(page.request, { name: "Night Shift", nickname: "Night", startTime: "19:00", endTime: "07:00", paidHours: 12 });
    const applied = [
      [today, dayShift.id, 11.5],
      [addDays(today, 1), dayShift.id, 11.5],
      [addDays(today, 2), night.id, 12],
      [addDays(today, 5), night.id, 12],
    ] as const;
    for (const [date, id] of applied) await seedApplied(page.request, date, id);
    for (const cert of [
      { name: "ACLS Provider", expiryDate: addDays(today, 10) },
      { name: "BLS Provider", expiryDate: addDays(today, 40) },
      { name: "PALS Provider", expiryDate: addDays(today, 80) },
      { name: "RN Licence", noExpiry: true },
    ]) {
      const res = await page.request.post("/api/certifications", { data: { category: "", completionDate: addDays(today, -300), ...cert }, headers: origin() });
      expect(res.status(), await res.text()).toBe(201);
    }
    const contract = await page.request.post("/api/contracts", {
      data: {
        contractName: "Kamloops winter",
        facility: "Royal Inland Hospital",
        city: "Kamloops",
        startDate: addDays(today, -10),
        endDate: addDays(today, 50),
      },
      headers: origin(),
    });
    expect(contract.status(), await contract.text()).toBe(201);

    await openDashboard(page);

    const three = widget(page, "schedule");
    await expect(three.getByRole("link")).toHaveCount(3);
    await expect(three.getByRole("link").nth(0)).toHaveAccessibleName(/^Today, .*: Day Shift 07:00 to 19:00$/);
    await expect(three.getByRole("link").nth(2)).toHaveAccessibleName(/: Night Shift 19:00 to 07:00 next day$/);

    const seven = widget(page, "seven-day-schedule");
    await seven.scrollIntoViewIfNeeded();
    await expect(seven.getByRole("link")).toHaveCount(7);
    await expect(seven.getByRole("link").nth(3)).toHaveAccessibleName(/: off$/);
    await expect(seven.getByRole("link").nth(5)).toHaveAccessibleName(/: Night Shift/);

    const month = hoursWorked(
      applied.map(([date, , paidHours]) => ({ date, paidHours })),
      hoursRangeDays("month", today),
    );
    const hours = widget(page, "hours");
    await expect(hours.getByTestId("hours-total")).toHaveText(`${month}hours`);
    await hours.getByRole("combobox").selectOption("custom");
    await expect(hours.getByTestId("hours-total")).toHaveText("0hours");
    await hours.getByLabel("Start date").fill(today);
    await expect(hours.getByTestId("hours-total")).toHaveText("0hours");
    await hours.getByLabel("End date").fill(addDays(today, 2));
    await expect(hours.getByTestId("hours-total")).toHaveText("35hours");

    const alerts = widget(page, "alerts");
    await expect(alerts.getByRole("link")).toHaveCount(2);
    await expect(alerts.getByRole("link").nth(0)).toContainText("ACLS Provider");
    await expect(alerts.getByRole("link").nth(1)).toContainText("BLS Provider");

    const current = widget(page, "contract");
    await current.scrollIntoViewIfNeeded();
    await expect(current).toContainText("Royal Inland Hospital");
    await expect(current).toContainText("50 days left");

    await widget(page, "countdown").scrollIntoViewIfNeeded();
    await expect(widget(page, "countdown")).toContainText(`Until New Year ${Number(today.slice(0, 4)) + 1}`);
    await widget(page, "health").scrollIntoViewIfNeeded();
    await expect(widget(page, "health")).toContainText("Sample data");
    await widget(page, "advertisement").scrollIntoViewIfNeeded();
    await expect(widget(page, "advertisement")).toContainText("Unlock advanced scheduling & analytics");
    await expect(widget(page, "advertisement")).toContainText("AD");

    // A day opens in the calendar.
    await three.getByRole("link").nth(2).click();
    await expect(page).toHaveURL(new RegExp(`/calendar\\?month=${addDays(today, 2).slice(0, 7)}&day=${addDays(today, 2)}$`));
  });

  test("empty states say so in plain words", async ({ page, signedIn: _ }) => {
    await openDashboard(page);
    await expect(widget(page, "alerts")).toContainText("No certifications expiring soon");
    await widget(page, "contract").scrollIntoViewIfNeeded();
    await expect(widget(page, "contract")).toContainText("No active or upcoming contracts are listed");
    await expect(widget(page, "contract").getByRole("link", { name: "Add one?" })).toHaveAttribute("href", "/career-center?tab=contracts");
    await expect(widget(page, "schedule").getByRole("link").first()).toHaveAccessibleName(/: off$/);
  });
});

test.describe("one widget failing", () => {
  test.use({ allowConsoleErrors: [/status of 500|Widget Health Stats failed|Failed to fetch dynamically imported module|health-widget|net::ERR_FAILED/] });

  test("stays inside its card with a retry; the others carry on", async ({ page, signedIn: _ }) => {
    await page.route("**/api/certifications", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":{"code":"internal","message":"Boom"}}' }),
    );
    await page.route(/health-widget-[\w-]+\.js$/, (route) => route.abort());
    await openDashboard(page);

    const alerts = widget(page, "alerts");
    await expect(alerts.getByText("Could not load your certifications.")).toBeVisible();
    await widget(page, "todo").scrollIntoViewIfNeeded();
    await expect(widget(page, "todo").getByRole("checkbox")).toHaveCount(5);
    await expect(widget(page, "quick-links").getByRole("link")).toHaveCount(3);
    await widget(page, "contract").scrollIntoViewIfNeeded();
    await expect(widget(page, "contract")).toContainText("No active or upcoming contracts are listed");

    const health = widget(page, "health");
    await health.scrollIntoViewIfNeeded();
    await expect(health.getByText("This widget could not load. The rest of your dashboard is fine.")).toBeVisible();

    await page.unroute("**/api/certifications");
    await page.unroute(/health-widget-[\w-]+\.js$/);
    await alerts.getByRole("button", { name: "Try again" }).click();
    await expect(alerts).toContainText("No certifications expiring soon");
    await health.getByRole("button", { name: "Try again" }).click();
    await expect(health).toContainText("Sample data");
  });
});
