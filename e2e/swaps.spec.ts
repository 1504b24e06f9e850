import type { APIRequestContext, Page } from "@playwright/test";
import { addMonths } from "../src/core/calendar-dates";
import { seriousViolations } from "./support/axe";
import { chipsOf, day, openCalendar, seedApplied, seedShiftType, thisMonth } from "./support/calendar";
import { confirmEmail, expect, lookAt, newNurse, signUpViaApi, test, toast } from "./support/fixtures";

const headers = () => ({ origin: process.env.E2E_BASE_URL ?? "" });
/** The screenshots a reviewer looks at (E2E_SHOTS=/tmp/shots), at the phone's and the desktop's sizes. */
async function shots(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  const size = page.viewportSize()!;
  for (const [label, viewport] of [
    ["390x844", { width: 390, height: 844 }],
    ["1280x800", { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await lookAt(page, `${name}-${label}.png`);
  }
  await page.setViewportSize(size);
}

/** A nurse signed up with her address confirmed; the request context keeps her session. */
async function nurse(request: APIRequestContext, firstName: string) {
  const n = await signUpViaApi(request, { ...newNurse(), firstName });
  await confirmEmail(request, n.email);
  return n;
}

test("Alice asks Ben to take her December shift, Ben accepts, and both calendars change", async ({ page, browser }, testInfo) => {
  test.slow();
  // Ben's browser is the same kind as Alice's: a phone's at 390 px, a desktop's at 1280 px.
  const { viewport, isMobile, hasTouch, locale, timezoneId, baseURL } = testInfo.project.use;
  const contextB = await browser.newContext({ viewport, isMobile, hasTouch, locale, timezoneId, baseURL, serviceWorkers: "block" });
  const pageB = await contextB.newPage();
  const alice = await nurse(page.request, "Alice");
  const ben = await nurse(pageB.request, "Ben");

  // Connected colleagues: Alice invited Ben, Ben accepted.
  const invited = await page.request.post("/api/colleagues", { headers: headers(), data: { name: `Ben ${ben.lastName}`, email: ben.email } });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = ((await invited.json()) as { id: string }).id;
  expect((await pageB.request.post(`/api/colleagues/${link}/accept`, { headers: headers() })).status()).toBe(200);

  // Alice works a day shift next month (December, today) on the 5th.
  const month = addMonths(thisMonth(), 1);
  const date = day(5, month);
  const shift = await seedShiftType(page.request, { name: "Dec Day", location: "VGH", hourlyRate: 61.5 });
  await seedApplied(page.request, date, shift.id);

  // From the day's free colleagues, she asks Ben to take it.
  await page.goto(`/friends-calendar?month=${month}`);
  await page.getByRole("grid").locator(`button[data-date="${date}"]`).click();
  const dayDialog = page.getByRole("dialog");
  await expect(dayDialog.getByRole("list", { name: "Free colleagues" })).toContainText(`Ben ${ben.lastName}`);
  await dayDialog.getByRole("button", { name: `Ask Ben ${ben.lastName} to swap` }).click();
  const ask = page.getByRole("dialog", { name: `Ask Ben ${ben.lastName} to swap` });
  await expect(ask.getByText("Dec Day")).toBeVisible();
  await ask.getByLabel("Note (optional)").fill("Family dinner — thank you!");
  await shots(page, "swap-request");
  expect(await seriousViolations(page)).toEqual([]);
  await ask.getByRole("button", { name: "Send Request" }).click();
  await expect(toast(page, "Swap request sent")).toBeVisible();
  await expect(page.getByRole("list", { name: "Your swap requests" })).toContainText(`You asked Ben ${ben.lastName} to take your Dec Day`);
  await expect(page.getByRole("list", { name: "Your swap requests" })).toContainText("Waiting");

  // Ben, in his own browser, sees it on Friends Calendar and accepts.
  await pageB.goto("/friends-calendar");
  const forBen = pageB.getByRole("list", { name: "Swap requests for you" });
  await expect(forBen).toContainText(`Alice ${alice.lastName} asks you to take their Dec Day`);
  await expect(forBen).toContainText("Family dinner — thank you!");
  await shots(pageB, "swap-incoming");
  await forBen.getByRole("button", { name: /^Accept Alice/ }).click();
  await expect(toast(pageB, "Swap accepted")).toBeVisible();
  await expect(pageB.getByRole("table", { name: "Swap record" })).toContainText(`You took Alice ${alice.lastName}'s Dec Day`);

  // Both calendars: the shift is Ben's now, and gone from Alice's.
  await openCalendar(pageB, month);
  await expect(chipsOf(pageB, date)).toHaveCount(1);
  await expect(chipsOf(pageB, date)).toContainText(/Dec Day|Day/);
  await openCalendar(page, month);
  await expect(chipsOf(page, date)).toHaveCount(0);

  // Her record, to show her manager.
  await page.goto("/friends-calendar");
  const record = page.getByRole("table", { name: "Swap record" });
  await expect(record).toContainText(`Ben ${ben.lastName} took your Dec Day`);
  await expect(record).toContainText("07:00–19:00 · VGH");
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Your swap requests" })).toHaveCount(0);
  await record.scrollIntoViewIfNeeded();
  await shots(page, "swap-record");
  expect(await seriousViolations(page)).toEqual([]);
  await contextB.close();
});
