import { seriousViolations } from "./support/axe";
import { addMonths, monthGridRange } from "../src/core/calendar-dates";
import { expect, test, toast } from "./support/fixtures";
import { chipsOf, day, dayButton, openCalendar, press, seedApplied, seedNote, seedShiftType, swipe, tapDay, thisMonth } from "./support/calendar";

const monthTitle = (month: string) =>
  new Intl.DateTimeFormat("en-CA", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
const longDate = (date: string) =>
  new Intl.DateTimeFormat("en-CA", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

test.describe("shift calendar", () => {
  test("create a shift in the dialog, pick it in the sheet, tap five days, reload: still there", async ({ page, signedIn: _ }) => {
    await openCalendar(page);
    await expect(page.getByRole("heading", { level: 1, name: monthTitle(thisMonth()) })).toBeVisible();
    await expect(page).toHaveTitle("Calendar · NurseVitals");

    // The header button opens the sheet.
    const toggle = page.getByRole("button", { name: "Shift sheet", exact: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await press(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const sheet = page.getByRole("region", { name: "Shift picker" });
    await expect(sheet.getByText("Tap dates on the calendar to apply this shift")).toBeVisible();

    await press(sheet.getByRole("button", { name: "+ Create a Shift" }));
    const dialog = page.getByRole("dialog", { name: "Create a Shift" });
    await expect(dialog).toBeVisible();
    // Each field's own rules (messages, the label's 8 characters, paid hours following the times, the 48 icons)
    // are the form's component tests (create-shift-dialog.test.tsx); here she fills it in and uses the shift.
    await dialog.getByLabel("Name", { exact: true }).fill("Night Shift");
    await dialog.getByLabel("Calendar label").fill("Night");
    await press(dialog.getByRole("button", { name: /^Icon/ }));
    const picker = page.getByRole("dialog", { name: "Choose an icon" });
    await press(picker.getByRole("radio", { name: "🌙" }).locator("xpath=.."));
    await expect(dialog.getByRole("button", { name: "Icon 🌙: choose another" })).toBeVisible();

    await press(dialog.getByRole("radio", { name: "Indigo" }).locator("xpath=.."));
    await expect(dialog.getByRole("radio", { name: "Indigo" })).toBeChecked();
    await dialog.getByLabel("Start time").fill("19:00");
    await dialog.getByLabel("End time").fill("07:00");
    await expect(dialog.getByLabel("Paid hours")).toHaveValue("12");
    await dialog.getByLabel("Paid hours").fill("11.75");
    await press(dialog.getByRole("button", { name: "Create Shift" }));
    await expect(toast(page, "Shift created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

    // The new shift is picked; each tapped day gets its chip, saved at once.
    const chip = sheet.getByRole("button", { name: /Night Shift/ });
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    const days = [10, 11, 12, 13, 14].map((n) => day(n));
    for (const date of days) {
      const saved = page.waitForResponse((r) => r.url().endsWith(`/api/calendar/${date}`) && r.request().method() === "PUT");
      await tapDay(page, date);
      await expect(chipsOf(page, date)).toHaveCount(1);
      expect((await saved).status()).toBe(200);
    }
    // Five taps, one confirmation in the sheet (no toast over the page): each save renews it.
    await expect(sheet.getByRole("status")).toHaveText("Shift applied to calendar!");
    await expect(toast(page, "Shift applied to calendar!")).toHaveCount(0);
    // An overnight shift sits on its start day and says it ends the next day: a moon, not "+1".
    await expect(chipsOf(page, days[0]!).getByRole("img", { name: "ends the next day" })).toHaveCount(1);
    await expect(chipsOf(page, days[0]!)).not.toContainText("+1");
    await expect(dayButton(page, days[0]!)).toHaveAccessibleName(new RegExp(`${longDate(days[0]!)}.*Night Shift 19:00 to 07:00 next day`));

    await page.reload();
    await openCalendar(page);
    for (const date of days) await expect(chipsOf(page, date)).toHaveCount(1);
    await expect(chipsOf(page, day(15))).toHaveCount(0);
    await expect(page.getByTestId("hours-scheduled")).toHaveText("58.75 hours scheduled");
  });

  test("tapping a day with another shift replaces it (one shift per day)", async ({ page, signedIn: _ }) => {
    const dayShift = await seedShiftType(page.request, { name: "Day Shift", nickname: "Day", color: "#3b82f6" });
    await seedShiftType(page.request, { name: "Night Shift", nickname: "Night", startTime: "19:00", endTime: "07:00", color: "#4338ca" });
    await seedApplied(page.request, day(10), dayShift.id);
    await openCalendar(page);
    await expect(chipsOf(page, day(10))).toHaveCount(1);
    await expect(chipsOf(page, day(10))).toContainText("Day");

    await press(page.getByRole("button", { name: "Shift sheet", exact: true }));
    await press(page.getByRole("region", { name: "Shift picker" }).getByRole("button", { name: /Night Shift/ }));
    await tapDay(page, day(10));
    await expect(chipsOf(page, day(10))).toHaveCount(1);
    await expect(chipsOf(page, day(10))).toContainText("Night");
    await expect(page.getByRole("region", { name: "Shift picker" }).getByRole("status")).toHaveText("Shift applied to calendar!");

    // While a shift is picked, a tap on the day's chip is a tap on the day: it replaces, it does not open the panel.
    await press(page.getByRole("region", { name: "Shift picker" }).getByRole("button", { name: /Day Shift/ }));
    const chip = (await chipsOf(page, day(10)).first().boundingBox())!;
    const cell = (await dayButton(page, day(10)).boundingBox())!;
    await press(dayButton(page, day(10)), { position: { x: chip.x - cell.x + chip.width / 2, y: chip.y - cell.y + chip.height / 2 } });
    await expect(chipsOf(page, day(10))).toContainText("Day");
    await expect(page.getByRole("dialog", { name: longDate(day(10)) })).toHaveCount(0);

    await page.reload();
    await openCalendar(page);
    await expect(chipsOf(page, day(10))).toHaveCount(1);
    await expect(chipsOf(page, day(10))).toContainText("Day");
  });

  test.describe("when the save fails", () => {
    test.use({ allowConsoleErrors: [/status of 500/] });

    test("the day goes back and the nurse is told; no success toast", async ({ page, signedIn: _ }) => {
      await seedShiftType(page.request, { name: "Day Shift", nickname: "Day" });
      await page.route("**/api/calendar/*", (route) =>
        route.request().method() === "PUT"
          ? route.fulfill({
              status: 500,
              contentType: "application/json",
              body: JSON.stringify({ error: { code: "internal", message: "Something went wrong on our side. Please try again." } }),
            })
          : route.fallback(),
      );
      await openCalendar(page);
      await press(page.getByRole("button", { name: "Shift sheet", exact: true }));
      await press(page.getByRole("region", { name: "Shift picker" }).getByRole("button", { name: /Day Shift/ }));
      await tapDay(page, day(12));
      await expect(toast(page, "Failed to apply shift")).toBeVisible();
      await expect(chipsOf(page, day(12))).toHaveCount(0);
      await expect(page.getByText("Shift applied to calendar!")).toHaveCount(0);
    });

    test("notes and the shift library say so in the product's words, and keep what was there", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
      const shift = await seedShiftType(page.request, { name: "Day Shift", nickname: "Day" });
      await seedApplied(page.request, day(9), shift.id);
      await seedNote(page.request, { date: day(9), text: "Bring badge" });
      const reason = "Something went wrong on our side. Please try again.";
      // Every write fails; reads work.
      await page.route(/\/api\/(notes|shift-types)/, (route) =>
        route.request().method() === "GET"
          ? route.fallback()
          : route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "internal", message: reason } }) }),
      );

      await openCalendar(page);
      await tapDay(page, day(9));
      const panel = page.getByRole("dialog", { name: longDate(day(9)) });
      await panel.getByLabel("Add a note").fill("Floated to 4 West.");
      await press(panel.getByRole("button", { name: "Add Note" }));
      await expect(toast(page, "Failed to add note")).toBeVisible();
      await expect(panel.getByLabel("Add a note")).toHaveValue("Floated to 4 West.");
      await press(panel.getByRole("button", { name: "Delete note: Bring badge" }));
      await press(page.getByRole("alertdialog").getByRole("button", { name: "Delete" }));
      await expect(toast(page, "Failed to delete note")).toBeVisible();
      // The confirm stays open to try again; cancelled, the note is still there.
      await press(page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }));
      await expect(panel.getByText("Bring badge")).toBeVisible();
      await page.keyboard.press("Escape");

      await press(page.getByRole("button", { name: "Shift sheet", exact: true }));
      await press(page.getByRole("region", { name: "Shift picker" }).getByRole("button", { name: "+ Create a Shift" }));
      const dialog = page.getByRole("dialog", { name: "Create a Shift" });
      await dialog.getByLabel("Name", { exact: true }).fill("Night Shift");
      await press(dialog.getByRole("button", { name: "Create Shift" }));
      await expect(toast(page, "Failed to create shift. Please try again.")).toBeVisible();
      await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Night Shift");

      await page.goto(`/shifts/${shift.id}/edit`);
      await page.getByLabel("Name", { exact: true }).fill("Long Day");
      await press(page.getByRole("button", { name: "Save" }));
      await expect(toast(page, `Save failed: ${reason}`)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/shifts/${shift.id}/edit$`));
      await press(page.getByRole("button", { name: "Delete" }));
      await press(page.getByRole("alertdialog").getByRole("button", { name: "Delete" }));
      await expect(toast(page, `Delete failed: ${reason}`)).toBeVisible();
      await press(page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }));
      await expect(page).toHaveURL(new RegExp(`/shifts/${shift.id}/edit$`));
      await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Long Day");
    });
  });

  test("a tap while the month is still loading: once it has loaded, its chips and hours are there", async ({ page, signedIn: _ }) => {
    const shift = await seedShiftType(page.request, { name: "Day Shift", nickname: "Day" });
    const next = addMonths(thisMonth(), 1);
    await seedApplied(page.request, day(20, next), shift.id);
    // The next month's grid (fetched ahead once this month has loaded) is held until released.
    const { from } = monthGridRange(next);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === "/api/calendar" && url.searchParams.get("from") === from,
      async (route) => {
        await released;
        // A load the page has stopped has no one left to answer.
        await route.continue().catch(() => undefined);
      },
    );
    await openCalendar(page);
    await press(page.getByRole("button", { name: "Shift sheet", exact: true }));
    await press(page.getByRole("region", { name: "Shift picker" }).getByRole("button", { name: /Day Shift/ }));
    await press(page.getByRole("button", { name: "Next month" }));
    await expect(page.getByRole("grid", { name: monthTitle(next) })).toBeVisible();
    await expect(page.getByTestId("hours-scheduled")).not.toHaveText(/hours/);

    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/calendar/${day(15, next)}`) && r.request().method() === "PUT");
    await tapDay(page, day(15, next));
    expect((await saved).status()).toBe(200);
    release();
    await expect(chipsOf(page, day(15, next))).toHaveCount(1);
    await expect(chipsOf(page, day(20, next))).toHaveCount(1);
    await expect(page.getByTestId("hours-scheduled")).toHaveText("24 hours scheduled");
  });

  test.describe("when loading fails", () => {
    test.use({ allowConsoleErrors: [/status of 500/] });

    test("'Failed to load shifts' and 'Failed to load day details' as toasts; the sheet says so and retries", async ({ page, signedIn: _ }) => {
      await seedShiftType(page.request, { name: "Day Shift", nickname: "Day" });
      const failing = new Set(["/api/calendar", "/api/shift-types", "/api/notes"]);
      const serverError = {
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "internal", message: "Something went wrong on our side. Please try again." } }),
      };
      await page.route(
        (url) => failing.has(url.pathname),
        (route) => (failing.has(new URL(route.request().url()).pathname) ? route.fulfill(serverError) : route.fallback()),
      );
      await page.goto("/calendar");
      // The month and the library both failed: one toast, and the page says so with a retry.
      await expect(toast(page, "Failed to load shifts")).toHaveCount(1);
      await expect(page.getByRole("main").getByText("Failed to load shifts. Something went wrong on our side.")).toBeVisible();
      failing.delete("/api/calendar");
      await press(page.getByRole("main").getByRole("button", { name: "Try again" }).first());
      await expect(page.getByTestId("hours-scheduled")).toHaveText("0 hours scheduled");

      await press(page.getByRole("button", { name: "Shift sheet", exact: true }));
      const sheet = page.getByRole("region", { name: "Shift picker" });
      await expect(sheet.getByText("Failed to load shifts. Something went wrong on our side.")).toBeVisible();
      await expect(sheet.getByText("You have no shifts yet.", { exact: false })).toBeHidden();
      failing.delete("/api/shift-types");
      await press(sheet.getByRole("button", { name: "Try again" }));
      await expect(sheet.getByRole("button", { name: /Day Shift/ })).toBeVisible();
      await expect(sheet.getByText("Failed to load shifts")).toBeHidden();
      await press(page.getByRole("button", { name: "Close shift sheet" }));

      await tapDay(page, day(9));
      const panel = page.getByRole("dialog", { name: longDate(day(9)) });
      await expect(toast(page, "Failed to load day details")).toBeVisible();
      await expect(panel.getByText("Failed to load day details. Something went wrong on our side.")).toBeVisible();
    });
  });

  test(
    "the default month and the Add Note date are today in the nurse's profile zone, not the device's",
    { tag: "@any-width" },
    async ({ page, signedIn: _ }) => {
      // 23:30 on March 31 for the device (Vancouver) is already April 1 in Paris, her profile's zone.
      await page.clock.setFixedTime(new Date("2026-04-01T06:30:00Z"));
      const res = await page.request.patch("/api/profile", { headers: { origin: process.env.E2E_BASE_URL ?? "" }, data: { timezone: "Europe/Paris" } });
      expect(res.status(), await res.text()).toBe(200);
      await page.goto("/calendar");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("April 2026");
      await page.goto("/notes");
      await expect(page.getByText("No notes in April 2026.")).toBeVisible();
      await page.goto("/notes/add");
      await expect(page.getByLabel("Date")).toHaveValue("2026-04-01");
    },
  );

  test("day panel: the full date, the day's shifts; add a note linked to a shift, delete it", async ({ page, signedIn: _ }) => {
    const night = await seedShiftType(page.request, { name: "Night Shift", nickname: "Night", startTime: "19:00", endTime: "07:00", location: "VGH ICU" });
    await seedApplied(page.request, day(9), night.id);
    await openCalendar(page);

    // Tapping a chip opens the day panel.
    await press(chipsOf(page, day(9)).first());
    const panel = page.getByRole("dialog", { name: longDate(day(9)) });
    await expect(panel).toBeVisible();
    await expect(panel.getByText("19:00 – 07:00 (next day)")).toBeVisible();
    await expect(panel.getByText("No notes for this day yet.")).toBeVisible();

    await press(panel.getByRole("button", { name: "Add Note" }));
    await expect(panel.getByText("Please enter the note text")).toBeVisible();
    await panel.getByLabel("Add a note").fill("Floated to 4 West for the first half.");
    await panel.getByLabel("Link to a shift (optional)").selectOption(night.id);
    await press(panel.getByRole("button", { name: "Add Note" }));
    await expect(toast(page, "Note added successfully")).toBeVisible();
    await expect(panel.getByText("Floated to 4 West for the first half.")).toBeVisible();
    await expect(panel.getByRole("listitem").filter({ hasText: "Floated to 4 West" }).getByText("Night Shift", { exact: true })).toBeVisible();
    await expect(panel.getByLabel("Add a note")).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(dayButton(page, day(9))).toHaveAccessibleName(/1 note/);
    await expect(dayButton(page, day(9)).locator("xpath=..").locator("[data-note-count]")).toHaveText("1");

    // With no shift selected, tapping a day opens its panel.
    await tapDay(page, day(9));
    await press(panel.getByRole("button", { name: "Delete note: Floated to 4 West for the first half." }));
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete this note?");
    await press(confirm.getByRole("button", { name: "Delete" }));
    await expect(toast(page, "Note deleted successfully")).toBeVisible();
    await expect(panel.getByText("No notes for this day yet.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dayButton(page, day(9)).locator("xpath=..").locator("[data-note-count]")).toHaveCount(0);
  });

  test("a crowded day: '+N' opens a bottom sheet on a phone, '+N more' a popover on a desktop", async ({ page, signedIn: _ }, info) => {
    const applied = await seedShiftType(page.request, { name: "Day Shift", nickname: "Day" });
    await seedApplied(page.request, day(12), applied.id);
    for (const [name, start] of [
      ["Unit meeting", "14:00"],
      ["Mentoring", "15:00"],
      ["Charge handover", "18:30"],
    ] as const) {
      await seedShiftType(page.request, { name, startTime: start, endTime: "19:00", paidHours: 0.5, date: day(12) });
    }
    await openCalendar(page);
    if (info.project.name === "phone") {
      await expect(chipsOf(page, day(12))).toHaveCount(2);
      // A target of at least 24 × 24 px (WCAG 2.5.8).
      const more = page.getByRole("button", { name: `2 more shifts on ${longDate(day(12))}` });
      const box = (await more.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
      await press(more);
      const sheet = page.getByRole("dialog", { name: longDate(day(12)) });
      await expect(sheet).toBeVisible();
      for (const name of ["Day Shift", "Unit meeting", "Mentoring", "Charge handover"]) await expect(sheet.getByText(name)).toBeVisible();
      await press(sheet.getByRole("button", { name: "Open day details" }));
      await expect(page.getByRole("dialog", { name: longDate(day(12)) }).getByRole("heading", { name: "Shifts" })).toBeVisible();
    } else {
      await expect(chipsOf(page, day(12))).toHaveCount(3);
      await expect(page.getByRole("button", { name: `1 more shifts on ${longDate(day(12))}` })).toHaveText("+1 more");
      await press(page.getByRole("button", { name: `1 more shifts on ${longDate(day(12))}` }));
      const popover = page.getByRole("dialog", { name: `Shifts on ${longDate(day(12))}` });
      await expect(popover).toBeVisible();
      await expect(popover.locator("[data-shift-chip]")).toHaveCount(4);
    }
  });

  test("month by month: header arrows, a horizontal swipe on a phone, keyboard", async ({ page, signedIn: _ }, info) => {
    const month = thisMonth();
    const next = addMonths(month, 1);
    await openCalendar(page, month);
    if (info.project.name === "phone") {
      // Mostly vertical, or too short: no change.
      await swipe(page.getByRole("grid"), -40, 0);
      await swipe(page.getByRole("grid"), -80, 120);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(monthTitle(month));
      await swipe(page.getByRole("grid"), -120, 10);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(monthTitle(next));
      await expect(page).toHaveURL(new RegExp(`month=${next}`));
      await swipe(page.getByRole("grid"), 120, -10);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(monthTitle(month));
    }
    await press(page.getByRole("button", { name: "Next month" }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(monthTitle(next));
    await expect(page.getByRole("grid", { name: monthTitle(next) })).toBeVisible();
    await press(page.getByRole("button", { name: "Previous month" }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(monthTitle(month));

    // Today is marked; arrows move between days; Enter opens the day.
    const today = page.getByRole("grid").locator('[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await today.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.locator("[data-date]:focus")).toHaveCount(1);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Shifts" })).toBeVisible();
  });

  test(
    "the shift sheet: 21% of the free viewport (200 px to 30%), 75% when large, toggled by a window event",
    { tag: "@phone-only" },
    async ({ page, signedIn: _ }) => {
      // From 768 px the sheet is a column beside the month (decision 014; calendar-usability.spec.ts).
      await openCalendar(page);
      const sheet = page.getByRole("region", { name: "Shift picker" });
      await page.evaluate(() => window.dispatchEvent(new Event("nursevitals:toggle-shift-sheet")));
      await expect(sheet).toBeVisible();
      const free = await page.evaluate(
        () =>
          window.innerHeight -
          document.querySelector("header")!.getBoundingClientRect().height -
          document.querySelector('nav[aria-label="Calendar sections"]')!.getBoundingClientRect().height,
      );
      const expected = Math.round(Math.min(Math.max(200, free * 0.21), free * 0.3));
      await expect.poll(async () => Math.round((await sheet.boundingBox())!.height)).toBe(expected);
      await press(sheet.getByRole("button", { name: "Make the shift sheet larger" }));
      await expect.poll(async () => Math.round((await sheet.boundingBox())!.height)).toBe(Math.round(free * 0.75));
      await expect(sheet.getByText("You have no shifts yet.", { exact: false })).toBeVisible();
      await page.evaluate(() => window.dispatchEvent(new Event("nursevitals:toggle-shift-sheet")));
      await expect(sheet).toBeHidden();
      await expect(page.getByRole("button", { name: "Shift sheet", exact: true })).toHaveAttribute("aria-expanded", "false");
    },
  );

  test(
    "calendar subscription: a private link, copied, regenerated (the old one stops working)",
    { tag: "@any-width" },
    async ({ page, signedIn: _, context }, info) => {
      const shift = await seedShiftType(page.request, { name: "Day Shift", location: "VGH ICU" });
      await seedApplied(page.request, day(20), shift.id);
      await openCalendar(page);
      await press(page.getByRole("button", { name: "Subscribe" }));
      const dialog = page.getByRole("dialog", { name: "Subscribe to your shifts" });
      await press(dialog.getByRole("button", { name: "Make my link" }));
      const field = dialog.getByLabel("Your private calendar link");
      await expect(field).toHaveValue(/\/api\/calendar\.ics\?token=/);
      const first = await field.inputValue();
      const feed = await page.request.get(first);
      expect(feed.status()).toBe(200);
      const text = await feed.text();
      expect(text).toContain("BEGIN:VCALENDAR");
      expect(text).toContain("SUMMARY:💼 Day Shift");
      expect(text).toContain("LOCATION:VGH ICU");
      if (info.project.name === "desktop") {
        await context.grantPermissions(["clipboard-read", "clipboard-write"]);
        await press(dialog.getByRole("button", { name: "Copy link" }));
        await expect(toast(page, "Link copied")).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
      }
      await press(dialog.getByRole("button", { name: "Make a new link" }));
      await press(page.getByRole("alertdialog").getByRole("button", { name: "Make a new link" }));
      await expect(toast(page, "New link made")).toBeVisible();
      await expect(field).not.toHaveValue(first);
      expect((await page.request.get(first)).status()).toBe(404);
      expect((await page.request.get(await field.inputValue())).status()).toBe(200);
    },
  );

  test("no serious accessibility problem on the calendar, its day panel and the sheet", async ({ page, signedIn: _ }) => {
    const shift = await seedShiftType(page.request, { name: "Day Shift", nickname: "Day", color: "#f59e0b" });
    await seedApplied(page.request, day(3), shift.id);
    await seedNote(page.request, { date: day(3), text: "Bring badge" });
    await openCalendar(page);
    await press(page.getByRole("button", { name: "Shift sheet", exact: true }));
    expect(await seriousViolations(page)).toEqual([]);
    await press(page.getByRole("button", { name: "Shift sheet", exact: true }));
    await tapDay(page, day(3));
    await expect(page.getByRole("dialog", { name: longDate(day(3)) })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("notes", () => {
  test("Add Note (all fields required), then find it by month and by search; delete with confirm", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
    await seedNote(page.request, { date: day(3), title: "Education day", text: "ACLS recert at 08:00" });
    await seedNote(page.request, { date: day(20), text: "Swap request from Priya — said yes." });
    await seedNote(page.request, { date: day(2, addMonths(thisMonth(), -1)), text: "Last month: ACLS book ordered" });

    await page.goto("/notes");
    await expect(page.getByRole("heading", { level: 1, name: "Notes" })).toBeVisible();
    await press(page.getByRole("link", { name: "Add Note" }));
    await expect(page).toHaveURL(/\/notes\/add/);
    await expect(page.getByRole("navigation", { name: "Calendar sections" })).toBeVisible();
    await page.getByLabel("Date").fill(day(14));
    await press(page.getByRole("button", { name: "Save Note" }));
    await expect(page.getByText("Please fill in all fields: date, title, and note text")).toBeVisible();
    await page.getByLabel("Title").fill("Handover");
    await page.getByLabel("Note", { exact: true }).fill("Bed 4: new IV at 02:00.\nCall pharmacy.");
    await expect(page.getByText("8/100")).toBeVisible();
    await press(page.getByRole("button", { name: "Save Note" }));
    await expect(toast(page, "Note added successfully")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/notes\\?month=${thisMonth()}`));

    // Grouped by date, newest first.
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText([longDate(day(20)), longDate(day(14)), longDate(day(3))]);
    await expect(page.getByText("Call pharmacy.", { exact: false })).toBeVisible();

    // Search covers title and text, across months.
    await page.getByLabel("Search notes").fill("acls");
    await expect(headings).toHaveText([longDate(day(3)), longDate(day(2, addMonths(thisMonth(), -1)))]);
    await page.getByLabel("Search notes").fill("handover");
    await expect(headings).toHaveText([longDate(day(14))]);
    await page.getByLabel("Search notes").fill("nothing like this");
    await expect(page.getByText("No notes match “nothing like this”.")).toBeVisible();
    await page.getByLabel("Search notes").fill("");

    // The month picker.
    await press(page.getByRole("button", { name: "Previous month" }));
    await expect(headings).toHaveText([longDate(day(2, addMonths(thisMonth(), -1)))]);
    await press(page.getByRole("button", { name: /Choose month/ }));
    await press(page.getByRole("dialog", { name: "Choose a month" }).getByRole("button", { name: monthTitle(thisMonth()) }));
    await expect(headings).toHaveCount(3);

    await press(page.getByRole("button", { name: "Delete note: Handover" }));
    await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this note?");
    await press(page.getByRole("alertdialog").getByRole("button", { name: "Delete" }));
    await expect(toast(page, "Note deleted successfully")).toBeVisible();
    await expect(headings).toHaveText([longDate(day(20)), longDate(day(3))]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("notes search", () => {
  test("asks the server once the nurse pauses typing, not at every key", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
    await seedNote(page.request, { date: day(14), title: "Handover", text: "Bed 4: new IV at 02:00." });
    await seedNote(page.request, { date: day(3), text: "ACLS recert" });
    await page.clock.install();
    await page.goto("/notes");
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings).toHaveCount(2);
    const searches: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname === "/api/notes" && url.searchParams.has("q")) searches.push(url.searchParams.get("q")!);
    });
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByLabel("Search notes").pressSequentially("handover");
    await page.clock.runFor(200);
    expect(searches).toEqual([]);
    await page.clock.runFor(100);
    await expect.poll(() => searches).toEqual(["handover"]);
    // Time flows again for the answer to be shown.
    await page.clock.resume();
    await expect(headings).toHaveText([longDate(day(14))]);
    expect(searches).toEqual(["handover"]);
  });
});

test.describe("shift library", () => {
  test("presets: add, edit and delete; Cancel resets the form", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
    await page.goto("/presets");
    await expect(page.getByRole("heading", { level: 1, name: "Shift Presets" })).toBeVisible();
    await expect(page.getByText("No shift presets yet. Create your first preset to get started!")).toBeVisible();
    await expect(page.getByTestId("preset-count")).toHaveText("0");

    await press(page.getByRole("button", { name: "Add Preset" }));
    const form = page.getByRole("form", { name: "Add preset" });
    await expect(form.getByLabel("Start Time")).toHaveValue("07:00");
    await expect(form.getByLabel("End Time")).toHaveValue("19:00");
    await expect(form.getByLabel("Paid Hours")).toHaveValue("12");
    // 0.5 to 24 in steps of 0.5: the library's one rule has no 0-hour shift (docs/product/calendar.md, Departures).
    await expect(form.getByLabel("Paid Hours")).toHaveAttribute("min", "0.5");
    await expect(form.getByLabel("Paid Hours")).toHaveAttribute("step", "0.5");
    // Cancel resets to the defaults.
    await form.getByLabel("Shift Name").fill("Scratch");
    await press(page.getByRole("button", { name: "Cancel" }));
    await expect(form).toBeHidden();
    await press(page.getByRole("button", { name: "Add Preset" }));
    await expect(form.getByLabel("Shift Name")).toHaveValue("");

    await form.getByLabel("Shift Name").fill("Night Shift");
    await form.getByRole("searchbox", { name: "Search symbols" }).fill("night");
    await expect(form.getByRole("radio", { name: "🌙" })).toBeVisible();
    await press(form.getByRole("radio", { name: "🌙" }).locator("xpath=.."));
    await expect(form.getByRole("radio", { name: "🌙" })).toBeChecked();
    await expect(form.getByRole("radio")).not.toHaveCount(48);
    await press(form.getByRole("radio", { name: "Violet" }).locator("xpath=.."));
    await expect(form.getByRole("radio", { name: "Violet" })).toBeChecked();
    await form.getByRole("combobox", { name: "Location" }).fill("VGH ICU");
    await form.getByLabel("Start Time").fill("19:00");
    await form.getByLabel("End Time").fill("07:30");
    await expect(form.getByLabel("Paid Hours")).toHaveValue("12.5");
    await press(form.getByRole("button", { name: "Add Shift Preset" }));
    await expect(toast(page, "Preset added")).toBeVisible();
    const rows = page.getByRole("list", { name: "Shift presets" }).getByRole("listitem");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Night Shift");
    await expect(rows.first()).toContainText("19:00 – 07:30 · 12.5h");
    await expect(rows.first()).toContainText("VGH ICU");
    await expect(page.getByTestId("preset-count")).toHaveText("1");

    // The location combobox offers the places already used.
    await press(page.getByRole("button", { name: "Add Preset" }));
    await form.getByRole("combobox", { name: "Location" }).fill("VGH");
    await expect(page.getByRole("option", { name: "VGH ICU" })).toBeVisible();
    await press(page.getByRole("option", { name: "VGH ICU" }));
    await expect(form.getByRole("combobox", { name: "Location" })).toHaveValue("VGH ICU");
    await press(page.getByRole("button", { name: "Cancel" }));

    await press(page.getByRole("button", { name: "Edit Night Shift" }));
    const edit = page.getByRole("form", { name: "Edit preset" });
    await expect(edit.getByLabel("Shift Name")).toHaveValue("Night Shift");
    await edit.getByLabel("Shift Name").fill("Long Night");
    await edit.getByLabel("Paid Hours").fill("11.5");
    await press(edit.getByRole("button", { name: "Update Preset" }));
    await expect(toast(page, "Preset updated")).toBeVisible();
    await expect(rows.first()).toContainText("Long Night");
    await expect(rows.first()).toContainText("11.5h");

    await press(page.getByRole("button", { name: "Delete Long Night" }));
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete this shift? This action cannot be undone.");
    await expect(confirm).toContainText("It is not on any day of your calendar.");
    await press(confirm.getByRole("button", { name: "Delete" }));
    await expect(toast(page, "Shift deleted successfully")).toBeVisible();
    await expect(page.getByText("No shift presets yet. Create your first preset to get started!")).toBeVisible();
  });

  test(
    "My Shifts and the edit screen: nickname required, save, delete (its days go too), 'Shift not found'",
    { tag: "@any-width" },
    async ({ page, signedIn: _ }) => {
      const shift = await seedShiftType(page.request, { name: "Day Shift", nickname: "Day", location: "VGH ICU" });
      await seedApplied(page.request, day(4), shift.id);
      await seedApplied(page.request, day(5), shift.id);

      await page.goto("/shifts");
      await expect(page.getByRole("heading", { level: 1, name: "My Shifts" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Add Shift" })).toHaveAttribute("href", "/shifts/new");
      const card = page.getByRole("button", { name: /^Day Shift/ });
      await expect(card).toHaveAttribute("aria-expanded", "false");
      await press(card);
      await expect(card).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByText("VGH ICU")).toBeVisible();
      await expect(page.getByText("2 days")).toBeVisible();
      await press(page.getByRole("link", { name: "Edit Day Shift" }));
      await expect(page).toHaveURL(new RegExp(`/shifts/${shift.id}/edit$`));
      await expect(page.getByRole("heading", { level: 1, name: "Edit Shift" })).toBeVisible();
      await expect(page.getByRole("radio")).toHaveCount(12 + 8 + 5); // 12 icons, 8 colours, 5 types (none and 4)

      await page.getByLabel("Name", { exact: true }).fill("");
      await press(page.getByRole("button", { name: "Save" }));
      await expect(page.getByText("Name is required")).toBeVisible();
      await page.getByLabel("Name", { exact: true }).fill("Long Day");
      await press(page.getByRole("radio", { name: "🌅" }).locator("xpath=.."));
      await expect(page.getByRole("radio", { name: "🌅" })).toBeChecked();
      await page.getByLabel("End time").fill("19:30");
      await expect(page.getByLabel("Paid hours")).toHaveValue("12.5");
      await page.getByLabel("Date").fill(day(6));
      await press(page.getByRole("button", { name: "Save" }));
      await expect(toast(page, "Saved")).toBeVisible();
      await expect(page).toHaveURL(/\/shifts$/);
      await expect(page.getByRole("button", { name: /Long Day/ })).toContainText("07:00 – 19:30 · 12.5 h");

      // The date makes it a one-off on that day too.
      await openCalendar(page);
      await expect(chipsOf(page, day(6))).toHaveCount(1);

      await page.goto(`/shifts/${shift.id}/edit`);
      await press(page.getByRole("button", { name: "Delete" }));
      const confirm = page.getByRole("alertdialog");
      await expect(confirm).toContainText("Are you sure you want to delete this shift? This action cannot be undone.");
      // Days 4 and 5, and day 6 where it is now a one-off.
      await expect(confirm).toContainText("It is on 3 days of your calendar; it will be removed from those days too.");
      await press(confirm.getByRole("button", { name: "Delete" }));
      await expect(toast(page, "Shift deleted successfully")).toBeVisible();
      await expect(page).toHaveURL(/\/shifts$/);
      await expect(page.getByText("No shifts yet")).toBeVisible();
      await openCalendar(page);
      await expect(chipsOf(page, day(4))).toHaveCount(0);
      await expect(chipsOf(page, day(6))).toHaveCount(0);

      await page.goto(`/shifts/${shift.id}/edit`);
      await expect(page.getByText("Shift not found")).toBeVisible();
    },
  );

  test("the edit screen changes the job, wage, type and premiums; a premium can be removed", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
    const res = await page.request.post("/api/jobs", {
      headers: { origin: process.env.E2E_BASE_URL ?? "" },
      data: { designation: "Registered Nurse", facility: "St. Paul's Hospital", unit: "Emergency", startDate: "2023-01-09", hourlyRate: 49.1 },
    });
    const job = (await res.json()) as { id: string };
    const shift = await seedShiftType(page.request, {
      name: "Evening",
      nickname: "Eve",
      startTime: "15:00",
      endTime: "23:00",
      paidHours: 8,
      premiums: [
        { name: "Evening premium", amountPerHour: 2.5 },
        { name: "Weekend", amountPerHour: 3 },
      ],
    });
    await page.goto(`/shifts/${shift.id}/edit`);
    const first = page.getByRole("group", { name: "Premium 1" });
    await expect(first.getByLabel("Premium name")).toHaveValue("Evening premium");
    await expect(page.getByRole("group", { name: "Premium 2" }).getByLabel("Premium name")).toHaveValue("Weekend");

    // The calendar label is cut at 8 characters, like in Create a Shift.
    await page.getByLabel("Calendar label").fill("EveningOT");
    await expect(page.getByLabel("Calendar label")).toHaveValue("EveningO");
    await expect(page.getByText("Nickname must be 8 characters or less")).toBeVisible();
    await page.getByLabel("Calendar label").fill("Eve OT");

    await page.getByLabel("Job").selectOption(job.id);
    await expect(page.getByLabel("Hourly wage ($)")).toHaveValue("49.1");
    await page.getByLabel("Hourly wage ($)").fill("50.5");
    await press(page.getByRole("radio", { name: "Overtime" }).locator("xpath=.."));
    await expect(page.getByRole("radio", { name: "Overtime" })).toBeChecked();
    await first.getByLabel("$ per hour").fill("3.25");
    await first.getByLabel("Applies from").fill("18:00");
    await press(page.getByRole("button", { name: "Remove premium 2" }));
    await expect(page.getByRole("group", { name: "Premium 2" })).toHaveCount(0);
    await press(page.getByRole("button", { name: "Save" }));
    await expect(toast(page, "Saved")).toBeVisible();
    await expect(page).toHaveURL(/\/shifts$/);

    await press(page.getByRole("button", { name: /Evening/ }));
    await expect(page.getByText("Registered Nurse · St. Paul's Hospital")).toBeVisible();
    await expect(page.getByText("$50.50/h")).toBeVisible();
    await expect(page.getByText("Overtime")).toBeVisible();
    await expect(page.getByText("Evening premium: $3.25/h (18:00–23:59)")).toBeVisible();
    await expect(page.getByText("Weekend")).toHaveCount(0);

    // Back on the edit screen, the list is as saved; removing the last premium leaves none.
    await page.goto(`/shifts/${shift.id}/edit`);
    await expect(page.getByLabel("Job")).toHaveValue(job.id);
    await expect(page.getByLabel("Job")).toContainText("Registered Nurse · St. Paul's Hospital ($49.10/h)");
    await expect(page.getByRole("group", { name: /^Premium \d/ })).toHaveCount(1);
    await press(page.getByRole("button", { name: "Remove premium 1" }));
    await press(page.getByRole("button", { name: "Save" }));
    await expect(toast(page, "Saved")).toBeVisible();
    await press(page.getByRole("button", { name: /Evening/ }));
    await expect(page.getByText("Evening premium", { exact: false })).toHaveCount(0);
  });

  test("after a shift is deleted, going back to its edit screen says 'Shift not found'", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
    const shift = await seedShiftType(page.request, { name: "Day Shift" });
    await page.goto(`/shifts/${shift.id}/edit`);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Day Shift");
    await press(page.getByRole("link", { name: "Cancel" }));
    await expect(page).toHaveURL(/\/shifts$/);
    await press(page.getByRole("button", { name: /Day Shift/ }));
    await press(page.getByRole("button", { name: "Delete" }));
    await press(page.getByRole("alertdialog").getByRole("button", { name: "Delete" }));
    await expect(toast(page, "Shift deleted successfully")).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/shifts/${shift.id}/edit$`));
    await expect(page.getByText("Shift not found")).toBeVisible();
  });

  test.describe("when a shift cannot be loaded", () => {
    test.use({ allowConsoleErrors: [/status of 500/] });

    test("the edit screen says so and goes to the calendar", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
      await page.route("**/api/shift-types/*", (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "internal", message: "Something went wrong on our side. Please try again." } }),
        }),
      );
      await page.goto("/shifts/7d9f3a1e-2b4c-4d5e-8f60-718293a4b5c6/edit");
      await expect(toast(page, "Failed to load shift: Something went wrong on our side. Please try again.")).toBeVisible();
      await expect(page).toHaveURL(/\/calendar$/);
    });
  });

  test("/shifts/new creates a shift with a job and its wage", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
    const res = await page.request.post("/api/jobs", {
      headers: { origin: process.env.E2E_BASE_URL ?? "" },
      data: { designation: "Registered Nurse", facility: "St. Paul's Hospital", unit: "Emergency", startDate: "2023-01-09", hourlyRate: 49.1 },
    });
    expect(res.status()).toBe(201);
    const job = (await res.json()) as { id: string };
    await page.goto("/shifts/new");
    await expect(page.getByRole("heading", { level: 1, name: "Add Shift" })).toBeVisible();
    await page.getByLabel("Name", { exact: true }).fill("Casual Evening");
    await page.getByLabel("Start time").fill("15:00");
    await page.getByLabel("End time").fill("23:15");
    await expect(page.getByLabel("Paid hours")).toHaveValue("8.25");
    await page.getByLabel("Job").selectOption(job.id);
    await expect(page.getByLabel("Job")).toContainText("Registered Nurse · St. Paul's Hospital ($49.10/h)");
    await expect(page.getByLabel("Hourly wage ($)")).toHaveValue("49.1");
    await page.getByLabel("Hourly wage ($)").fill("-1");
    await press(page.getByRole("button", { name: "Create Shift" }));
    await expect(page.getByText("Wage must be greater than or equal to 0")).toBeVisible();
    await page.getByLabel("Hourly wage ($)").fill("51");
    await press(page.getByRole("button", { name: "Add premium" }));
    await page.getByLabel("Premium name").fill("Evening premium");
    await page.getByLabel("$ per hour").fill("2.5");
    await press(page.getByRole("button", { name: "Create Shift" }));
    await expect(toast(page, "Shift created successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/shifts$/);
    await press(page.getByRole("button", { name: /Casual Evening/ }));
    await expect(page.getByText("$51.00/h")).toBeVisible();
    await expect(page.getByText("Evening premium: $2.50/h (00:00–23:59)")).toBeVisible();
  });
});

test("no serious accessibility problem on the shift, preset and note forms", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
  // Six full axe passes: over half a minute on a busy 2-core machine.
  test.slow();
  const shift = await seedShiftType(page.request, { name: "Day Shift" });
  for (const path of ["/shifts", "/shifts/new", `/shifts/${shift.id}/edit`, "/notes/add"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("status")).toHaveCount(0);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.goto("/presets");
  await press(page.getByRole("button", { name: "Add Preset" }));
  await expect(page.getByRole("form", { name: "Add preset" })).toBeVisible();
  expect(await seriousViolations(page), "/presets").toEqual([]);
  await openCalendar(page);
  await press(page.getByRole("button", { name: "Shift sheet", exact: true }));
  await press(page.getByRole("button", { name: "+ Create a Shift" }));
  await expect(page.getByRole("dialog", { name: "Create a Shift" }).getByLabel("Name", { exact: true })).toBeVisible();
  expect(await seriousViolations(page), "Create a Shift").toEqual([]);
});
