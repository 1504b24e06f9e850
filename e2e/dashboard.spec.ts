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

/**
 * Drags one widget by its handle onto another's top-left corner, in small steps (dnd-kit starts after 6 px):
 * a finger on a touch screen, else the mouse. The grid reflows as it goes, and the dragged widget takes that place.
 */
async function dragWidget(page: Page, from: string, to: string, touch: boolean) {
  const source = page.getByRole("button", { name: `Move ${from}` });
  const target = page.getByRole("button", { name: `Show ${to}` });
  await source.scrollIntoViewIfNeeded();
  const a = (await source.boundingBox())!;
  const corner = (await target.boundingBox())!;
  const b = { x: corner.x, y: corner.y, width: 48, height: 48 };
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
    // Dropped once it is in its new place (the grid reflows as she moves it), as a screen reader hears it.
    await expect.poll(() => order(page).then((o) => o.slice(0, 3))).toEqual(["quick-links", "schedule", "metronome"]);
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

  test("a widget picked up from the keyboard says so, and only the arrow keys move it, not the page scrolling under it @any-width", async ({
    page,
    signedIn: _,
  }) => {
    await openDashboard(page);
    await page.getByRole("button", { name: "Customize" }).click();
    const handle = page.getByRole("button", { name: "Move Timer" });
    await expect(handle).toBeVisible();
    const before = await order(page);
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    const live = page.locator('[id^="DndLiveRegion"]');
    await expect(live).toHaveText("Picked up Timer, position 12 of 18.");
    // The page scrolls on (a flick, or the browser bringing the handle into view) before she drops it where it was.
    await page.evaluate(() => window.scrollBy(0, 400));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(live).toHaveText("Picked up Timer, position 12 of 18.");
    await page.keyboard.press("Space");
    await expect(live).toHaveText("Timer dropped at position 12 of 18.");
    expect(await order(page)).toEqual(before);
  });

  test.describe("when the server is away", () => {
    test.use({ allowConsoleErrors: [/status of 503/] });

    test("a failed save says so and keeps what she did", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
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

test.describe("small widgets on a phone", () => {
  test("the metronome's rate never runs into its label, and the timer's seconds show whole", { tag: "@phone-only" }, async ({ page, signedIn: _ }) => {
    // A phone's half-width widgets are the narrow ones.
    await openDashboard(page);
    const metronome = widget(page, "metronome");
    await metronome.scrollIntoViewIfNeeded();
    const label = metronome.getByText("Compressions per minute");
    const rate = metronome.getByTestId("metronome-bpm");
    await expect(rate).toHaveText("100");
    // Each line of the label, and the number: beside a line, at least a space away; else under the label.
    const lines = await label.evaluate((el) => {
      const r = document.createRange();
      r.selectNodeContents(el);
      return [...r.getClientRects()].map((b) => ({ right: b.right, top: b.top, bottom: b.bottom }));
    });
    const box = (await rate.boundingBox())!;
    for (const line of lines) {
      const besideIt = box.y < line.bottom && box.y + box.height > line.top;
      if (besideIt) expect(box.x - line.right, "a gap between the label and the rate").toBeGreaterThanOrEqual(6);
    }

    const timer = widget(page, "timer");
    await timer.scrollIntoViewIfNeeded();
    for (const part of ["Minutes", "Seconds"]) {
      const room = await timer.getByLabel(part).evaluate((el: HTMLSelectElement) => {
        const style = getComputedStyle(el);
        const ctx = document.createElement("canvas").getContext("2d")!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const inside = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return inside - ctx.measureText(el.selectedOptions[0]!.text).width;
      });
      expect(room, `${part}: "00" fits beside the arrow`).toBeGreaterThanOrEqual(0);
    }
  });
});

/** Where each part of an element is on screen. */
type Box = { left: number; top: number; right: number; bottom: number };
const overlaps = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/** Holds a widget's handle and moves it over another's, a finger on a phone, the mouse on a desktop; the returned function lets go. */
async function holdOver(page: Page, from: string, to: string, touch: boolean): Promise<() => Promise<void>> {
  const source = page.getByRole("button", { name: `Move ${from}` });
  await source.scrollIntoViewIfNeeded();
  const a = (await source.boundingBox())!;
  const b = (await page.getByRole("button", { name: `Move ${to}` }).boundingBox())!;
  const [x0, y0, x1, y1] = [a.x + a.width / 2, a.y + a.height / 2, b.x + b.width / 2, b.y + b.height / 2];
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    const at = (x: number, y: number) => [{ x, y, id: 1 }];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(x0, y0) });
    for (let i = 1; i <= 20; i++)
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(x0 + ((x1 - x0) * i) / 20, y0 + ((y1 - y0) * i) / 20) });
    return async () => {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await cdp.detach();
    };
  }
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x0 + 10, y0 + 10, { steps: 3 });
  await page.mouse.move(x1, y1, { steps: 15 });
  return () => page.mouse.up();
}

test.describe("customize mode's layout", () => {
  test("the handle and the Shown badge cover no title or button, and no row has a hole", async ({ page, signedIn: _ }) => {
    await openDashboard(page);
    await page.getByRole("button", { name: "Customize" }).click();
    await expect(page.getByRole("button", { name: "Move Timer" })).toBeVisible();
    // Every widget in (each loads when scrolled near).
    for (const item of await page.locator("li[data-widget]").all()) await item.scrollIntoViewIfNeeded();
    await expect(page.locator('li[data-widget] [aria-busy="true"]')).toHaveCount(0);
    await expect(widget(page, "countdown").getByRole("button", { name: "Change Date" })).toBeVisible();
    const covered = await page.locator("li[data-widget]").evaluateAll((items) =>
      items.flatMap((li) => {
        const box = (el: Element) => el.getBoundingClientRect();
        const on = [li.querySelector('button[aria-label^="Move "]'), li.querySelector("button[aria-pressed] > span")].filter((el) => el !== null);
        const parts = [...li.querySelectorAll("[inert] :is(h2, h3, button, a, input, select, [role=combobox])")];
        return on.flatMap((top) =>
          parts
            .filter((part) => {
              const [a, b] = [box(top), box(part)];
              return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
            })
            .map(
              (part) =>
                `${(li as HTMLElement).dataset.widget}: ${top.textContent || top.getAttribute("aria-label")} covers ${part.textContent?.trim().slice(0, 30)}`,
            ),
        );
      }),
    );
    expect(covered).toEqual([]);

    // Rows are full to the grid's right edge, except the last: a one-column widget before a two-column one takes the rest of its row.
    const grid = (await page.locator("ul:has(> li[data-widget])").boundingBox())!;
    const boxes = await page.locator("li[data-widget]").evaluateAll((items) => items.map((li) => li.getBoundingClientRect().toJSON() as Box));
    const rows = [...new Set(boxes.map((b) => Math.round(b.top)))];
    for (const top of rows.slice(0, -1)) {
      const right = Math.max(...boxes.filter((b) => Math.round(b.top) === top).map((b) => b.right));
      expect(right, `row at ${top}`).toBeGreaterThan(grid.x + grid.width - 1);
    }
    expect(overlaps(boxes[0]!, boxes[1]!)).toBe(false);
  });

  test("Quick Links and Health Stats keep their size while dragged and stay on the screen", async ({ page, signedIn: _, hasTouch, viewport }) => {
    await openDashboard(page);
    await page.getByRole("button", { name: "Customize" }).click();
    await expect(page.getByRole("button", { name: "Move Timer" })).toBeVisible();
    for (const [name, id, to] of [
      ["Quick Links", "quick-links", "Next 3 Days"],
      ["Health Stats", "health", "Current Contract"],
    ] as const) {
      await widget(page, id).scrollIntoViewIfNeeded();
      const before = (await widget(page, id).boundingBox())!;
      const release = await holdOver(page, name, to, hasTouch);
      const copy = page.getByTestId("dragged-widget");
      await expect(copy).toBeVisible();
      const dragged = (await copy.boundingBox())!;
      expect(Math.abs(dragged.width - before.width), name).toBeLessThanOrEqual(2);
      expect(dragged.x, name).toBeGreaterThanOrEqual(-0.5);
      expect(dragged.x + dragged.width, name).toBeLessThanOrEqual(viewport!.width + 0.5);
      await page.keyboard.press("Escape");
      await release();
      await expect(copy).toBeHidden();
    }
  });

  test("Next 3 and 7 Days and Quick Links show whole names where they have the room", async ({ page, signedIn: _ }) => {
    const night = await seedShiftType(page.request, { name: "Night Shift", startTime: "19:00", endTime: "07:00", paidHours: 12 });
    const onCall = await seedShiftType(page.request, { name: "On call", nickname: "On call", startTime: "17:00", endTime: "08:00", paidHours: 4 });
    const today = todayIn(ZONE);
    await seedApplied(page.request, addDays(today, 1), night.id);
    await seedApplied(page.request, addDays(today, 2), onCall.id);
    const links = await page.request.patch("/api/preferences", {
      data: { quickLinks: ["/tools/cpr-metronome", "/career-center", "/certifications", "/calendar"] },
      headers: origin(),
    });
    expect(links.status()).toBe(200);
    await openDashboard(page);
    const cut = (locator: Locator) => locator.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 0.5).map((el) => el.textContent));
    await expect(widget(page, "schedule").locator("[data-shift-name]")).toHaveCount(2);
    expect(await cut(widget(page, "schedule").locator("[data-shift-name]"))).toEqual([]);
    await expect(widget(page, "quick-links").locator("[data-link-label]")).toHaveText(["CPR Metronome", "Career Center", "Certifications", "Calendar"]);
    expect(await cut(widget(page, "quick-links").locator("[data-link-label]"))).toEqual([]);
    await widget(page, "seven-day-schedule").scrollIntoViewIfNeeded();
    await expect(widget(page, "seven-day-schedule").locator("[data-shift-name]")).toHaveCount(2);
    expect(await cut(widget(page, "seven-day-schedule").locator("[data-shift-name]"))).toEqual([]);
  });
});

test.describe("quick links", () => {
  test("up to 4: the others are disabled with 'Max 4 selected', and the server refuses a fifth", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
    await openDashboard(page);
    const card = widget(page, "quick-links");
    // The defaults.
    await expect(card.getByRole("link")).toHaveText(["Account", "Calendar", "Certifications"]);
    await card.getByRole("button", { name: "Edit Quick Links" }).click();
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
    await card.getByRole("button", { name: "Edit Quick Links" }).click();
    await dialog.getByLabel("Account").uncheck();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.reload();
    await expect(widget(page, "quick-links").getByRole("link")).toHaveText(["Account", "Calendar", "Certifications", "Career Center"]);
    await widget(page, "quick-links").getByRole("link", { name: "Career Center" }).click();
    await expect(page).toHaveURL(/\/career-center$/);
  });
});

test.describe("to-do list", () => {
  test("starts with the samples; add, complete and delete, kept on the server", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
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
    // The dialog's tick boxes are named by their own tasks (the card behind it has the same tasks).
    await expect(modal.getByRole("checkbox", { name: "Check the crash cart" })).toBeChecked();
    await modal.getByRole("checkbox", { name: "Check the crash cart" }).click();
    await expect(modal.getByText("5 active, 2 completed")).toBeVisible();
    await modal.getByRole("checkbox", { name: "Check the crash cart" }).click();
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
  test("show her real calendar, hours, alerts, contract and countdown", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
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
    await expect(alerts.getByRole("listitem")).toHaveCount(2);
    await expect(alerts.getByRole("listitem").nth(0)).toContainText("ACLS Provider");
    await expect(alerts.getByRole("listitem").nth(1)).toContainText("BLS Provider");
    // The third card expiring (PALS) is not hidden without a word.
    await expect(alerts.getByRole("link", { name: "and 1 more expiring soon" })).toHaveAttribute("href", "/certifications");

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

  test("empty states say so in plain words", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
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

  test("stays inside its card with a retry; the others carry on", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
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
