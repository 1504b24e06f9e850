import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test, toast } from "./support/fixtures";
import { chipsOf, day, dayButton, openCalendar, press, seedApplied, seedShiftType, tapDay, thisMonth } from "./support/calendar";

/** The calendar and shift screens as a new nurse meets them on a phone and a desktop (decisions 012, 014). */

const longDate = (date: string) =>
  new Intl.DateTimeFormat("en-CA", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

/** The computed colour of a Tailwind class, as the page's stylesheet paints it. */
const colourOf = (page: Page, className: string) =>
  page.evaluate((c) => {
    const el = document.createElement("span");
    el.className = c;
    document.body.append(el);
    const colour = getComputedStyle(el).color;
    el.remove();
    return colour;
  }, className);

const colour = (target: Locator) => target.evaluate((el) => getComputedStyle(el).color);

/** The element a finger would hit at the centre of `target` is the target (or inside it): nothing covers it. */
async function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return Boolean(hit && (el === hit || el.contains(hit)));
  });
}

const sheetOf = (page: Page) => page.getByRole("region", { name: "Shift picker" });
const openSheet = async (page: Page) => {
  await press(page.getByRole("button", { name: "Shift sheet", exact: true }));
  await expect(sheetOf(page)).toBeVisible();
};

test("#13 class conflicts merge: active bottom tab in the accent, red deletes, a 36 px note trash", { tag: "@phone-only" }, async ({ page, signedIn: _ }) => {
  // Colours and sizes: checked once, on the phone.
  const shift = await seedShiftType(page.request, { name: "Day Shift", nickname: "Day" });
  await seedApplied(page.request, day(9), shift.id);
  const note = await page.request.post("/api/notes", { headers: { origin: process.env.E2E_BASE_URL ?? "" }, data: { date: day(9), text: "Bring badge" } });
  expect(note.status()).toBe(201);

  await page.goto("/shifts");
  const red = await colourOf(page, "text-red-700");
  const accent = await page
    .getByRole("main")
    .getByRole("link", { name: "Add Shift" })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  const tab = page.getByRole("navigation", { name: "Calendar sections" }).getByRole("link", { name: "Shifts" });
  await expect(tab).toHaveAttribute("aria-current", "page");
  expect(await colour(tab)).toBe(accent);
  expect(await colour(page.getByRole("navigation", { name: "Calendar sections" }).getByRole("link", { name: "Notes" }))).not.toBe(accent);
  await press(page.getByRole("button", { name: /Day Shift/, expanded: false }));
  expect(await colour(page.getByRole("button", { name: "Delete" }))).toBe(red);

  await page.goto("/presets");
  expect(await colour(page.getByRole("button", { name: "Delete Day Shift" }))).toBe(red);

  await page.goto("/shifts/new");
  await press(page.getByRole("button", { name: "Add premium" }));
  expect(await colour(page.getByRole("button", { name: "Remove premium 1" }))).toBe(red);

  await openCalendar(page);
  await tapDay(page, day(9));
  const trash = page.getByRole("dialog", { name: longDate(day(9)) }).getByRole("button", { name: "Delete note: Bring badge" });
  const box = (await trash.boundingBox())!;
  expect([box.width, box.height]).toEqual([36, 36]);
});

test("#14 #15 a tapped day's panel takes focus on its title (no keyboard), and gives it back to the day", async ({ page, signedIn: _ }) => {
  const shift = await seedShiftType(page.request, { name: "Day Shift", nickname: "Day" });
  await seedApplied(page.request, day(9), shift.id);
  await openCalendar(page);
  await tapDay(page, day(9));
  const panel = page.getByRole("dialog", { name: longDate(day(9)) });
  await expect(panel.getByRole("heading", { name: longDate(day(9)) })).toBeFocused();
  await expect(panel.getByLabel("Add a note")).not.toBeFocused();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(dayButton(page, day(9))).toBeFocused();
  // Keyboard month paging goes on working from there.
  await page.keyboard.press("PageDown");
  await expect(page.getByRole("grid")).not.toHaveAttribute("data-month", thisMonth());
});

test("#15 the shift sheet takes focus when it opens and gives it back; Create a Shift gives it back; a day can be cleared", async ({ page, signedIn: _ }) => {
  const shift = await seedShiftType(page.request, { name: "Day Shift", nickname: "Day" });
  await seedApplied(page.request, day(9), shift.id);
  await openCalendar(page);
  const toggle = page.getByRole("button", { name: "Shift sheet", exact: true });
  await openSheet(page);
  const sheet = sheetOf(page);
  await expect(sheet.getByRole("button", { name: /Day Shift/ })).toBeFocused();

  await press(sheet.getByRole("button", { name: "+ Create a Shift" }));
  const dialog = page.getByRole("dialog", { name: "Create a Shift" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(sheet.getByRole("button", { name: "+ Create a Shift" })).toBeFocused();

  // "Clear days": a tap takes the day's shift off.
  await press(sheet.getByRole("button", { name: "Clear days" }));
  await expect(page.getByText("Clearing days")).toBeVisible();
  await tapDay(page, day(9));
  await expect(chipsOf(page, day(9))).toHaveCount(0);
  await expect(sheet.getByRole("status")).toHaveText("Shift removed from this day");

  await press(sheet.getByRole("button", { name: "Close shift sheet" }));
  await expect(sheet).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.reload();
  await openCalendar(page);
  await expect(chipsOf(page, day(9))).toHaveCount(0);
});

test(
  "#16 phone chips: a full 8-character label, a named moon for 'ends next day', '+N' only for more shifts, names that match",
  { tag: "@phone-only" },
  async ({ page, signedIn: _ }) => {
    // 390 px chips: checked once, on the phone.
    const charge = await seedShiftType(page.request, { name: "Charge nurse", nickname: "Charge N", color: "#16a34a" });
    const nightOwl = await seedShiftType(page.request, { name: "Night float", nickname: "NightOwl", startTime: "19:00", endTime: "07:00", color: "#4338ca" });
    const onCall = await seedShiftType(page.request, { name: "On call", nickname: "On call", startTime: "17:00", endTime: "08:00", color: "#db2777" });
    await seedApplied(page.request, day(10), charge.id);
    await seedApplied(page.request, day(11), nightOwl.id);
    await seedApplied(page.request, day(12), onCall.id);
    await seedShiftType(page.request, { name: "Course", date: day(12), startTime: "09:00", endTime: "12:00", paidHours: 3 });
    await openCalendar(page);

    for (const [date, label] of [
      [day(10), "Charge N"],
      [day(11), "NightOwl"],
      [day(12), "On call"],
    ] as const) {
      const text = chipsOf(page, date).first().locator("[data-chip-label]");
      await expect(text).toHaveText(label);
      // All of it shows: nothing cut off across or down.
      const fits = await text.evaluate((el) => el.scrollWidth <= el.clientWidth + 0.5 && el.scrollHeight <= el.clientHeight + 0.5);
      expect(fits, label).toBe(true);
      // The chip stays inside its day.
      const chip = (await chipsOf(page, date).first().boundingBox())!;
      const cell = (await dayButton(page, date).boundingBox())!;
      expect(chip.x + chip.width).toBeLessThanOrEqual(cell.x + cell.width + 0.5);
    }
    // Overnight: a moon with a name, inside its day and over no letter; "+N" is not used for it, only for more shifts.
    const moon = chipsOf(page, day(11)).getByRole("img", { name: "ends the next day" });
    await expect(moon).toBeVisible();
    const [moonBox, dayBox, labelBox] = [
      await moon.boundingBox(),
      await dayButton(page, day(11)).boundingBox(),
      await chipsOf(page, day(11)).locator("[data-chip-label]").boundingBox(),
    ];
    expect(moonBox!.x + moonBox!.width).toBeLessThanOrEqual(dayBox!.x + dayBox!.width + 0.5);
    expect(moonBox!.x).toBeGreaterThanOrEqual(labelBox!.x + labelBox!.width - 0.5);
    await expect(chipsOf(page, day(10)).getByRole("img", { name: "ends the next day" })).toHaveCount(0);
    for (const date of [day(11), day(12)]) await expect(dayButton(page, date).locator("xpath=..")).not.toContainText("+1");
    await expect(chipsOf(page, day(12))).toHaveCount(2);
    await expect(page.getByRole("button", { name: /more shifts on/ })).toHaveCount(0);
    // The visible label starts each chip's accessible name (axe's label-content-name-mismatch).
    await expect(chipsOf(page, day(11)).first()).toHaveAccessibleName(/^NightOwl ends the next day \(Night float, 19:00 to 07:00\)$/);
    const axe = await new AxeBuilder({ page }).include('[role="grid"]').withRules(["label-content-name-mismatch"]).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  },
);

test("#17 'Shift applied' shows in the sheet, covers nothing, goes with the sheet; the whole month stays in sight beside or above it", async ({
  page,
  signedIn: _,
}, info) => {
  await seedShiftType(page.request, { name: "Day Shift", nickname: "Day" });
  // A six-week month, the tallest there is: August 2026.
  const month = "2026-08";
  await openCalendar(page, month);
  await openSheet(page);
  const sheet = sheetOf(page);
  await press(sheet.getByRole("button", { name: /Day Shift/ }));
  await tapDay(page, day(5, month));
  await expect(sheet.getByRole("status")).toHaveText("Shift applied to calendar!");
  await expect(toast(page, "Shift applied to calendar!")).toHaveCount(0);
  for (const target of [page.getByText("Applying"), page.getByRole("button", { name: "Subscribe" }), page.getByRole("button", { name: "Next month" })]) {
    expect(await uncovered(target)).toBe(true);
  }
  // Every day of the month, the first and the last week included, is on screen and under nobody.
  const grid = page.getByRole("grid");
  const weeks = grid.getByRole("row").filter({ has: page.locator("[data-date]") });
  await expect(weeks).toHaveCount(6);
  const viewport = page.viewportSize()!;
  for (const date of [day(1, month), "2026-09-05"]) {
    const box = (await dayButton(page, date).boundingBox())!;
    expect(box.y + box.height, date).toBeLessThanOrEqual(viewport.height);
    expect(await uncovered(dayButton(page, date)), date).toBe(true);
  }
  const sheetBox = (await sheet.boundingBox())!;
  const gridBox = (await grid.boundingBox())!;
  if (info.project.name === "desktop") expect(sheetBox.x).toBeGreaterThanOrEqual(gridBox.x + gridBox.width);
  else expect(sheetBox.y).toBeGreaterThanOrEqual(gridBox.y + gridBox.height);

  // Closed, the confirmation goes with the sheet.
  await press(sheet.getByRole("button", { name: "Close shift sheet" }));
  await expect(page.getByText("Shift applied to calendar!")).toHaveCount(0);
});

test(
  "#18 Name is checked on submit, then as she types; hand-set paid hours are kept; one word for the calendar label",
  { tag: "@phone-only" },
  async ({ page, signedIn: _ }) => {
    // Form messages: checked once, on the phone.
    await openCalendar(page);
    await openSheet(page);
    await press(sheetOf(page).getByRole("button", { name: "+ Create a Shift" }));
    const dialog = page.getByRole("dialog", { name: "Create a Shift" });
    const name = dialog.getByLabel("Name", { exact: true });
    await name.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(dialog.getByText("Name is required")).toHaveCount(0);
    await press(dialog.getByRole("button", { name: "Create Shift" }));
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await name.fill("E");
    await expect(dialog.getByText("Name is required")).toHaveCount(0);
    await expect(dialog.getByLabel("Calendar label")).toBeVisible();
    await expect(dialog.getByLabel("Nickname", { exact: true })).toHaveCount(0);

    const evening = await seedShiftType(page.request, { name: "Evening", nickname: "Eve", startTime: "15:00", endTime: "23:15", paidHours: 8 });
    await page.goto(`/shifts/${evening.id}/edit`);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Evening");
    await expect(page.getByLabel("Calendar label")).toHaveValue("Eve");
    await page.getByLabel("Start time").fill("15:30");
    await expect(page.getByLabel("Paid hours")).toHaveValue("8");
    await expect(page.getByTestId("paid-hours-kept")).toContainText("Kept as you set them; 7.75 h from start to end.");
    await press(page.getByRole("button", { name: "Use 7.75 h" }));
    await expect(page.getByLabel("Paid hours")).toHaveValue("7.75");
    await expect(page.getByTestId("paid-hours-kept")).toHaveCount(0);
    // Hours that match the times are still worked out from them.
    await page.getByLabel("End time").fill("23:30");
    await expect(page.getByLabel("Paid hours")).toHaveValue("8");
  },
);

test("#19 the picker shows her library first, in her order (kept on the server), one-offs apart", { tag: "@phone-only" }, async ({ page, signedIn: _ }) => {
  // The order: checked once, on the phone.
  await seedShiftType(page.request, { name: "Day Shift", nickname: "Day" });
  await seedShiftType(page.request, { name: "Night Shift", nickname: "Night", startTime: "19:00", endTime: "07:00" });
  for (const n of [3, 4]) await seedShiftType(page.request, { name: "Course", date: day(n), startTime: "09:00", endTime: "12:00", paidHours: 3 });

  await openCalendar(page);
  await openSheet(page);
  const library = sheetOf(page).getByRole("list", { name: "Shifts to apply", exact: true }).getByRole("button", { pressed: false });
  await expect(library.first()).toHaveAccessibleName(/Day Shift/);
  await expect(library.nth(1)).toHaveAccessibleName(/Night Shift/);
  await expect(sheetOf(page).getByRole("list", { name: "Shifts to apply", exact: true })).not.toContainText("Course");
  await expect(sheetOf(page).getByRole("list", { name: "One-off shifts to apply" }).getByRole("button")).toHaveCount(2);

  await page.goto("/shifts");
  await press(page.getByRole("group", { name: "Place of Night Shift" }).getByRole("button", { name: "Move up" }));
  const titles = page.getByRole("list", { name: "Your shifts" }).getByRole("heading");
  await expect(titles).toHaveText([/Night Shift/, /Day Shift/]);
  await expect(page.getByRole("list", { name: "One-off shifts" }).getByRole("heading")).toHaveCount(2);
  await page.reload();
  await expect(titles).toHaveText([/Night Shift/, /Day Shift/]);
  await openCalendar(page);
  await openSheet(page);
  await expect(library.first()).toHaveAccessibleName(/Night Shift/);
});

test("#20 the sidebar has My Shifts, Notes and Shift Presets, Dashboard first and Account last", { tag: "@desktop-only" }, async ({ page, signedIn: _ }) => {
  await page.goto("/dashboard");
  const links = page.getByRole("complementary", { name: "Sidebar" }).getByRole("list").first().getByRole("link");
  await expect(links).toHaveText(["Dashboard", "Calendar", "My Shifts", "Notes", "Shift Presets", "Certifications", "Career Center", "Contacts", "Account"]);
  const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")));
  expect(hrefs).toEqual(["/dashboard", "/calendar", "/shifts", "/notes", "/presets", "/certifications", "/career-center", "/contacts", "/account"]);
});

test("#21 shift icons are drawn, not left to an emoji font, and line up", { tag: "@phone-only" }, async ({ page, signedIn: _ }) => {
  // Icons: checked once, on the phone.
  await seedShiftType(page.request, { name: "Day Shift", icon: "☀️" });
  await seedShiftType(page.request, { name: "Night Shift", icon: "🌙", startTime: "19:00", endTime: "07:00" });
  await page.goto("/presets");
  const rows = page.getByRole("list", { name: "Shift presets" }).getByRole("listitem");
  await expect(rows).toHaveCount(2);
  // Each icon is an SVG of the same size, and the names start at the same x.
  for (const row of [rows.nth(0), rows.nth(1)]) {
    const svg = row.locator("[data-shift-icon] svg");
    await expect(svg).toBeVisible();
  }
  const lefts = await rows.evaluateAll((els) => els.map((el) => el.querySelector("p")!.getBoundingClientRect().x));
  expect(lefts[0]).toBe(lefts[1]);

  // All 48 of the icon picker are drawn.
  await openCalendar(page);
  await openSheet(page);
  await press(sheetOf(page).getByRole("button", { name: "+ Create a Shift" }));
  await press(page.getByRole("dialog").getByRole("button", { name: /^Icon/ }));
  const picker = page.getByRole("dialog", { name: "Choose an icon" });
  await expect(picker.getByRole("radio")).toHaveCount(48);
  await expect(picker.locator("[data-shift-icon] svg")).toHaveCount(48);
});
