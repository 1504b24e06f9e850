import { addDays, todayIn } from "../src/core/calendar-dates";
import { expect, lookAt, test, toast } from "./support/fixtures";
import { chipsOf, day, dayButton, openCalendar, press, seedApplied, seedShiftType, ZONE } from "./support/calendar";

/** Issue 30: flags on a shift, time off, her area's holidays on the month (decision 053). */

const longDate = (date: string) =>
  new Intl.DateTimeFormat("en-CA", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

/** December of this year: Christmas Day is a public holiday in British Columbia, where these nurses live. */
const december = () => `${todayIn(ZONE).slice(0, 4)}-12`;

test("flags Charge and Float to 4 West on a shift, a vacation day, the holiday on the month; Hours Worked leaves the vacation out; undo", async ({
  page,
  signedIn,
}) => {
  test.slow();
  expect(signedIn.email).toContain("@");
  const month = december();
  const [worked, vacation, christmas] = [day(10, month), day(11, month), day(25, month)];
  const shift = await seedShiftType(page.request, { name: "Day Shift", nickname: "Day" });
  await seedApplied(page.request, worked, shift.id);
  await seedApplied(page.request, vacation, shift.id);
  await openCalendar(page, month);
  await expect(page.getByTestId("hours-scheduled")).toHaveText("24 hours scheduled");

  // Her area's public holiday: its name on the day, and in the day's accessible name.
  await expect(dayButton(page, christmas)).toHaveAccessibleName(/Christmas Day, public holiday/);
  await expect(dayButton(page, christmas).locator("xpath=..").locator("[data-holiday]")).toHaveText("Christmas Day");

  // Flags, chosen in the day panel.
  await press(chipsOf(page, worked).first());
  const panel = page.getByRole("dialog", { name: longDate(worked) });
  const flags = panel.getByRole("group", { name: "Flags" });
  await press(flags.getByRole("button", { name: "Charge" }));
  await press(flags.getByRole("button", { name: "Float" }));
  await expect(flags.getByRole("button", { name: "Charge" })).toHaveAttribute("aria-pressed", "true");
  await panel.getByLabel("Float to (unit)").fill("4 West");
  await lookAt(page, `/tmp/flags-panel-${test.info().project.name}.png`);
  await press(panel.getByRole("button", { name: "Save flags" }));
  await expect(toast(page, "Flags saved")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  const cell = dayButton(page, worked).locator("xpath=..");
  await expect(cell.getByRole("img", { name: "Charge" })).toBeVisible();
  await expect(cell.getByRole("img", { name: "Float to 4 West" })).toBeVisible();
  await expect(dayButton(page, worked)).toHaveAccessibleName(/Day Shift 07:00 to 19:00, Charge, Float to 4 West/);

  // A vacation day: not a shift any more, shown apart, no hours.
  await press(chipsOf(page, vacation).first());
  const vacationPanel = page.getByRole("dialog", { name: longDate(vacation) });
  await press(vacationPanel.getByRole("group", { name: "Kind of time off" }).getByRole("button", { name: "Vacation" }));
  await expect(toast(page, "Marked as vacation")).toBeVisible();
  await expect(vacationPanel.getByTestId("day-summary")).toHaveText(/Vacation · time off/);
  await page.keyboard.press("Escape");
  await expect(chipsOf(page, vacation)).toHaveCount(0);
  await expect(dayButton(page, vacation).locator("xpath=..").locator('[data-time-off="vacation"]')).toHaveText(/Vacation/);
  await expect(dayButton(page, vacation)).toHaveAccessibleName(/Vacation, time off/);
  await expect(page.getByTestId("hours-scheduled")).toHaveText("12 hours scheduled");
  // The month with a flagged shift, a day of time off and a holiday, at this width.
  await lookAt(page, `/tmp/flags-month-${test.info().project.name}.png`, { fullPage: true });

  // Hours Worked counts the shift, and the vacation apart.
  await page.goto("/dashboard");
  const hours = page.locator('li[data-widget="hours"]');
  await hours.getByRole("combobox").selectOption("custom");
  await hours.getByLabel("Start date").fill(day(1, month));
  await hours.getByLabel("End date").fill(addDays(day(1, month), 30));
  await expect(hours.getByTestId("hours-total")).toHaveText("12hours");
  await expect(hours.getByTestId("hours-time-off")).toHaveText("Time off, not counted: 1 vacation day");

  // Undo, latest first: the vacation day is a Day Shift again, then the flags go.
  await openCalendar(page, month);
  await press(page.getByRole("button", { name: "Undo", exact: true }));
  await expect(toast(page, "Undone: Marked 1 day as time off")).toBeVisible();
  await expect(chipsOf(page, vacation)).toHaveText([/Day/]);
  await expect(page.getByTestId("hours-scheduled")).toHaveText("24 hours scheduled");
  // On a desktop the pointer resting on the toast keeps it (sonner pauses it on hover), over the Undo button: she moves
  // the pointer away and it goes.
  await page.mouse.move(0, 400);
  await expect(toast(page, /./)).toHaveCount(0);
  await press(page.getByRole("button", { name: "Undo", exact: true }));
  await expect(toast(page, "Undone: Flags changed on 1 day")).toBeVisible();
  await expect(cell.getByRole("img", { name: "Charge" })).toHaveCount(0);
  await expect(dayButton(page, worked)).toHaveAccessibleName(/Day Shift 07:00 to 19:00$/);
});
