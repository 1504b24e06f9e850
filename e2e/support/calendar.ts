import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { todayIn } from "../../src/core/calendar-dates";

/** The nurses of these tests sign up in America/Vancouver (fixtures.ts); the browser runs there too. */
export const ZONE = "America/Vancouver";
export const thisMonth = () => todayIn(ZONE).slice(0, 7);
export const day = (n: number, month = thisMonth()) => `${month}-${String(n).padStart(2, "0")}`;

const headers = () => ({ origin: process.env.E2E_BASE_URL ?? "" });

export interface SeededShift {
  id: string;
  name: string;
}

export async function seedShiftType(request: APIRequestContext, body: Record<string, unknown>): Promise<SeededShift> {
  const res = await request.post("/api/shift-types", {
    headers: headers(),
    data: { startTime: "07:00", endTime: "19:00", paidHours: 12, ...body },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as SeededShift;
}

export async function seedApplied(request: APIRequestContext, date: string, shiftTypeId: string) {
  const res = await request.put(`/api/calendar/${date}`, { headers: headers(), data: { shiftTypeId } });
  expect(res.status(), await res.text()).toBe(200);
}

export async function seedNote(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post("/api/notes", { headers: headers(), data: body });
  expect(res.status(), await res.text()).toBe(201);
}

/** A day of the month grid (its button). */
export const dayButton = (page: Page, date: string): Locator => page.getByRole("grid").locator(`[data-date="${date}"]`);

/** The chips shown in a day's cell. */
export const chipsOf = (page: Page, date: string): Locator => dayButton(page, date).locator("xpath=..").locator("[data-shift-chip]");

/** What a nurse does to a control: a tap on a phone (touch events), a click on a desktop. */
export async function press(target: Locator, options: { position?: { x: number; y: number } } = {}) {
  if (test.info().project.use.hasTouch) await target.tap(options);
  else await target.click(options);
}

/** Tap a day where its number is, not on a chip (a chip opens the day panel). */
export async function tapDay(page: Page, date: string) {
  await press(dayButton(page, date), { position: { x: 6, y: 6 } });
}

export async function openCalendar(page: Page, month?: string) {
  await page.goto(month ? `/calendar?month=${month}` : "/calendar");
  await expect(page.getByRole("grid")).toBeVisible();
  // The month's shifts have loaded once the hours line has a number.
  await expect(page.getByTestId("hours-scheduled")).toHaveText(/\d+(\.\d+)? hours scheduled/);
}

/** A finger swiping across an element: real touches through the browser's input, in steps. */
export async function swipe(target: Locator, dx: number, dy = 0) {
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to swipe on");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await target.page().context().newCDPSession(target.page());
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", f: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x: x + dx * f, y: y + dy * f }] });
  await touch("touchStart", 0);
  for (const f of [0.25, 0.5, 0.75, 1]) await touch("touchMove", f);
  await touch("touchEnd", 1);
  await cdp.detach();
}
