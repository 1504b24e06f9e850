import { todayIn } from "../src/core/calendar-dates";
import { scheduleImages } from "../src/server/testing/schedule-fixtures";
import { seriousViolations } from "./support/axe";
import { expect, lookAt, test, toast } from "./support/fixtures";
import { chipsOf, openCalendar, press, seedShiftType, ZONE } from "./support/calendar";

/** Issue 30: her unit's schedule read from a photo, reviewed on her month, applied as one undoable change (decision 055). */

test("a schedule photo read, one day unticked, one fixed, applied, seen on the month, and undone", async ({ page, signedIn }) => {
  // The photo is read by OCR at the lowest priority on a shared machine.
  test.slow();
  expect(signedIn.firstName).toBe("Riley");
  const project = test.info().project.name;
  await seedShiftType(page.request, { name: "Day", nickname: "Day" });
  await seedShiftType(page.request, { name: "Night", nickname: "Night", startTime: "19:00", endTime: "07:00" });
  await seedShiftType(page.request, { name: "Evening", nickname: "Eve", startTime: "15:00", endTime: "23:00", paidHours: 8 });
  await seedShiftType(page.request, { name: "Long day", nickname: "Long", startTime: "07:00", endTime: "19:30", paidHours: 12.5 });
  // The email list ("12/01 07:00-19:30 Day"): the month after this one, 15 days, one a Charge shift she does not have.
  const image = scheduleImages(todayIn(ZONE))[1]!;
  const day = (n: number) => `${image.month}-${String(n).padStart(2, "0")}`;
  await openCalendar(page);

  await press(page.getByRole("button", { name: "Upload schedule" }));
  const upload = page.getByRole("dialog", { name: "Upload Schedule Screenshot" });
  await expect(upload.getByRole("button", { name: "Process Schedule" })).toBeDisabled();
  await upload.getByLabel("Schedule image").setInputFiles({ name: "schedule.jpg", mimeType: "image/jpeg", buffer: await image.image() });
  await lookAt(page, `/tmp/schedule-import-dialog-${project}.png`);
  await press(upload.getByRole("button", { name: "Process Schedule" }));

  const review = page.getByRole("dialog", { name: "Review your schedule" });
  await expect(review).toBeVisible({ timeout: 90_000 });
  const rows = review.getByRole("list", { name: "Shifts read" }).getByRole("listitem");
  await expect(rows).toHaveCount(15);
  await expect(review.getByRole("button", { name: "Apply 15 days" })).toBeVisible();
  // Her library matched by times; the Charge shift proposed as a new one, its name and times shown to fix.
  await expect(rows.nth(0).getByRole("combobox")).toHaveValue(/[0-9a-f-]{36}/);
  const charge = rows.nth(12);
  await expect(charge.getByLabel("Name of the new shift")).toHaveValue("Charge");
  await expect(charge.getByLabel("Starts")).toHaveValue("11:00");
  await lookAt(page, `/tmp/schedule-import-review-${project}.png`, { fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // Untick the 2nd; fix the 9th to Night.
  await press(rows.nth(1).getByRole("checkbox"));
  await rows.nth(5).getByRole("combobox").selectOption({ label: "Night · 19:00–07:00" });
  await expect(rows.nth(1).getByRole("checkbox")).not.toBeChecked();
  await charge.scrollIntoViewIfNeeded();
  await lookAt(page, `/tmp/schedule-import-review-fixed-${project}.png`);
  expect(await seriousViolations(page)).toEqual([]);
  await press(review.getByRole("button", { name: "Apply 14 days" }));

  await expect(toast(page, "Applied to 14 days")).toBeVisible({ timeout: 20_000 });
  await expect(review).toBeHidden();
  // The month she applied is shown.
  await expect(page).toHaveURL(new RegExp(`month=${image.month}`));
  await expect(chipsOf(page, day(1))).toHaveText([/Day/]);
  await expect(chipsOf(page, day(2))).toHaveCount(0);
  await expect(chipsOf(page, day(9))).toHaveText([/Night/]);
  await expect(chipsOf(page, day(8))).toHaveText([/Long/]);
  await expect(chipsOf(page, day(23))).toHaveText([/Charge/]);
  await lookAt(page, `/tmp/schedule-import-applied-${project}.png`);

  await press(toast(page, "Applied to 14 days").getByRole("button", { name: "Undo" }));
  await expect(toast(page, "Undone: Applied to 14 days")).toBeVisible();
  for (const n of [1, 8, 9, 23]) await expect(chipsOf(page, day(n))).toHaveCount(0);
});
