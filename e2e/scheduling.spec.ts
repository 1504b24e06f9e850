import type { Page } from "@playwright/test";
import { addMonths, daysBetween, eachDay, monthRange, monthTitle } from "../src/core/calendar-dates";
import { expect, lookAt, test, toast } from "./support/fixtures";
import { chipsOf, day, dayButton, openCalendar, press, seedApplied, seedShiftType, tapDay, thisMonth } from "./support/calendar";

/** Issue 30: many days at once and undo, rotations (decisions 043, 044). */

const isPhone = () => Boolean(test.info().project.use.hasTouch);

/** A long press on a day: Android's long press fires contextmenu, as a right-click does on a desktop. */
const longPress = (page: Page, date: string) => dayButton(page, date).dispatchEvent("contextmenu");

test("a batch applied by range: long press the first day, tap the last, apply, then undo from its toast", async ({ page, signedIn: _ }) => {
  await seedShiftType(page.request, { name: "Day Shift", nickname: "Day" });
  const other = await seedShiftType(page.request, { name: "Night Shift", nickname: "Night", startTime: "19:00", endTime: "07:00" });
  await seedApplied(page.request, day(5), other.id);
  await openCalendar(page);

  if (isPhone()) {
    await longPress(page, day(3));
    await tapDay(page, day(14));
  } else {
    await page.getByRole("button", { name: "Pick days" }).click();
    await dayButton(page, day(3)).click({ position: { x: 6, y: 6 } });
    await dayButton(page, day(14)).click({ position: { x: 6, y: 6 }, modifiers: ["Shift"] });
  }
  const bar = page.getByRole("region", { name: "Picked days" });
  await expect(bar).toContainText("12 days picked");
  await expect(page.locator('[role="gridcell"][aria-selected="true"]')).toHaveCount(12);
  await bar.getByLabel("Shift for the picked days").selectOption({ label: "Day Shift (07:00–19:00)" });
  await press(bar.getByRole("button", { name: "Apply" }));
  await expect(toast(page, "Applied to 12 days")).toBeVisible();
  await expect(bar).toBeHidden();
  for (const n of [3, 5, 9, 14]) await expect(chipsOf(page, day(n))).toHaveText([/Day/]);
  await expect(chipsOf(page, day(15))).toHaveCount(0);
  await lookAt(page, `/tmp/scheduling-batch-${test.info().project.name}.png`);

  await press(toast(page, "Applied to 12 days").getByRole("button", { name: "Undo" }));
  await expect(toast(page, "Undone: Applied to 12 days")).toBeVisible();
  await expect(chipsOf(page, day(3))).toHaveCount(0);
  await expect(chipsOf(page, day(5))).toHaveText([/Night/]);
  // After a reload the nurse's calendar is as it was.
  await openCalendar(page);
  await expect(chipsOf(page, day(5))).toHaveText([/Night/]);
  await expect(chipsOf(page, day(9))).toHaveCount(0);
});

test("a tap is undone from the visible Undo button, after a reload too @any-width", async ({ page, signedIn: _ }) => {
  await seedShiftType(page.request, { name: "Day Shift", nickname: "Day" });
  await openCalendar(page);
  await press(page.getByRole("button", { name: "Shift sheet", exact: true }));
  await press(page.getByRole("region", { name: "Shift picker" }).getByRole("button", { name: /Day Shift/ }));
  await tapDay(page, day(10));
  await expect(page.getByTestId("sheet-status")).toContainText("Shift applied to calendar!");
  await expect(chipsOf(page, day(10))).toHaveText([/Day/]);
  await openCalendar(page);
  await press(page.getByRole("button", { name: "Undo", exact: true }));
  await expect(toast(page, "Undone: Applied to 1 day")).toBeVisible();
  await expect(chipsOf(page, day(10))).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Undo", exact: true })).toBeHidden();
});

test("a 4-on-4-off rotation fills three months, marked as the rotation's, and is undone", async ({ page, signedIn: _ }) => {
  // Three months, a reload and an undo: a long journey on a shared machine.
  test.slow();
  await seedShiftType(page.request, { name: "Day Shift", nickname: "Day" });
  const months = [thisMonth(), addMonths(thisMonth(), 1), addMonths(thisMonth(), 2)];
  const start = day(1);
  const end = monthRange(months[2]!).to;
  const on = (d: string) => daysBetween(start, d) % 8 < 4;
  const count = (m: string) => eachDay(monthRange(m).from, monthRange(m).to).filter(on).length;
  await openCalendar(page);

  await press(page.getByRole("button", { name: "Rotation" }));
  const dialog = page.getByRole("dialog", { name: "Rotation" });
  await dialog.getByLabel("Name").fill("4 on 4 off");
  await dialog.getByLabel("Starts").fill(start);
  await dialog.getByLabel("Ends").fill(end);
  // The cycle starts as four days of her first shift and four off.
  await expect(dialog.getByLabel("Day 4 of the cycle")).toHaveValue(/.+-.+/);
  await expect(dialog.getByLabel("Day 5 of the cycle")).toHaveValue("off");
  await press(dialog.getByRole("button", { name: "Preview" }));
  const preview = dialog.getByRole("region", { name: "Preview" });
  await expect(preview).toContainText(`Fills ${months.map((m) => `${monthTitle(m)} (${count(m)})`).join(", ")}`);
  await expect(preview).toContainText("Replaces none of your shifts.");
  await lookAt(page, `/tmp/scheduling-rotation-dialog-${test.info().project.name}.png`);
  await press(dialog.getByRole("button", { name: "Apply rotation" }));
  const total = months.reduce((n, m) => n + count(m), 0);
  await expect(toast(page, `Applied to ${total} days`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(chipsOf(page, day(1))).toHaveText([/Day/]);
  await expect(chipsOf(page, day(4))).toHaveText([/Day/]);
  await expect(chipsOf(page, day(5))).toHaveCount(0);
  await expect(dayButton(page, day(1))).toHaveAttribute("aria-label", /from your rotation/);
  await expect(dayButton(page, day(1)).locator("xpath=..").locator("[data-rotation-mark]")).toHaveCount(1);
  await lookAt(page, `/tmp/scheduling-rotation-${test.info().project.name}.png`);
  const last = eachDay(monthRange(months[2]!).from, end).filter(on).at(-1)!;
  await openCalendar(page, months[2]);
  await expect(chipsOf(page, last)).toHaveText([/Day/]);

  // Undo from the visible button (the toast has gone with the reload): every day back as it was, the rotation gone.
  await press(page.getByRole("button", { name: "Undo", exact: true }));
  await expect(toast(page, `Undone: Applied to ${total} days`)).toBeVisible();
  await expect(chipsOf(page, last)).toHaveCount(0);
  await openCalendar(page);
  await expect(chipsOf(page, day(1))).toHaveCount(0);
  const list = await page.request.get("/api/rotations");
  expect(await list.json()).toEqual([]);
});
