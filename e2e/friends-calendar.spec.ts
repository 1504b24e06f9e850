import type { APIRequestContext, Page } from "@playwright/test";
import { COLLEAGUE_COLORS } from "../src/core/colleagues";
import { seriousViolations } from "./support/axe";
import { day, seedApplied, seedShiftType } from "./support/calendar";
import { confirmEmail, expect, latestMailTo, newNurse, signUpViaApi, test, toast } from "./support/fixtures";

const headers = () => ({ origin: process.env.E2E_BASE_URL ?? "" });

async function seedJob(request: APIRequestContext, unit: string) {
  const res = await request.post("/api/jobs", {
    headers: headers(),
    data: { designation: "Registered Nurse", facility: "VGH", unit, startDate: "2022-05-01", stillWorking: true, hourlyRate: 50 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const cell = (page: Page, date: string) => page.getByRole("grid").locator(`button[data-date="${date}"]`);
const cellBox = (page: Page, date: string) => cell(page, date).locator("xpath=..");
const hexToRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;

test("two nurses: invite by email, sign up from the link, accept, compare schedules, see who is free, remove", async ({
  page,
  signedIn: a,
  browser,
}, testInfo) => {
  test.slow();
  // A works a day shift at VGH, unit ICU, on the 10th, 14th and 16th.
  const icu = await seedJob(page.request, "ICU");
  const aDay = await seedShiftType(page.request, { name: "A Day", location: "VGH", jobId: icu });
  for (const n of [10, 14, 16]) await seedApplied(page.request, day(n), aDay.id);

  // A invites B, who has no account yet.
  const b = newNurse();
  b.firstName = "Bea";
  await page.goto("/friends-calendar");
  await expect(page.getByRole("heading", { name: "Friends Calendar" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Calendar" })).toHaveAttribute("href", "/calendar");
  await page.getByRole("button", { name: "Add Colleague" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Colleague" });
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByText("Email is required")).toBeVisible();
  await dialog.getByLabel("Name").fill("Bea Colleague");
  await dialog.getByLabel("Email").fill(b.email);
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(toast(page, "Invitation sent")).toBeVisible();
  await expect(page.locator('[data-colleague="Bea Colleague"]')).toContainText("Invited");

  // B, in her own browser, signs up through the emailed link and confirms her address.
  const invitation = await latestMailTo(b.email, /invited you/);
  const signUpLink = invitation.links.find((l) => l.endsWith("/signup"));
  expect(signUpLink).toBeTruthy();
  const { viewport, isMobile, hasTouch, locale, timezoneId, baseURL } = testInfo.project.use;
  const contextB = await browser.newContext({ viewport, isMobile, hasTouch, locale, timezoneId, baseURL });
  const pageB = await contextB.newPage();
  await pageB.goto(new URL(signUpLink!).pathname);
  await pageB.getByLabel("First name").fill(b.firstName);
  await pageB.getByLabel("Last name").fill(b.lastName);
  await pageB.getByLabel("Email").fill(b.email);
  await pageB.getByLabel("Password", { exact: true }).fill(b.password);
  await pageB.getByLabel("Confirm password").fill(b.password);
  await pageB.getByRole("button", { name: "Create Account" }).click();
  await expect(pageB).toHaveURL(/\/dashboard$/);
  const confirm = await latestMailTo(b.email, /confirm your email/i);
  const verify = confirm.links.find((l) => l.includes("verify-email"))!;
  await pageB.goto(new URL(verify).pathname + new URL(verify).search);

  // B accepts A's invitation.
  await pageB.goto("/friends-calendar");
  const waiting = pageB.locator(`[data-colleague="${a.firstName} ${a.lastName}"]`);
  await expect(waiting).toContainText("invited you");
  await waiting.getByRole("button", { name: /^Accept/ }).click();
  await expect(toast(pageB, "Colleague added")).toBeVisible();
  await expect(pageB.getByRole("list", { name: "Connected colleagues" })).toContainText(`${a.firstName} ${a.lastName}`);

  // B applies her shifts: the 10th with A (VGH, ICU), a late shift on the 14th elsewhere.
  const bIcu = await seedJob(pageB.request, "icu");
  const bDay = await seedShiftType(pageB.request, { name: "B Day", location: "vgh", jobId: bIcu });
  const bLate = await seedShiftType(pageB.request, { name: "B Late", location: "St Paul's", startTime: "15:00", endTime: "23:00", paidHours: 8 });
  await seedApplied(pageB.request, day(10), bDay.id);
  await seedApplied(pageB.request, day(14), bLate.id);

  // A sees them, in B's colour, on the next load.
  await page.reload();
  const bea = page.locator('[data-colleague="Bea Colleague"]');
  await expect(bea).toContainText("Shown");
  const avatar = cellBox(page, day(10)).locator("[data-avatars] > span").first();
  await expect(avatar).toHaveText("BC");
  await expect(avatar).toHaveCSS("background-color", hexToRgb(COLLEAGUE_COLORS[0]));
  await expect(cellBox(page, day(14)).locator("[data-avatars]")).toBeVisible();
  await expect(cellBox(page, day(16)).locator("[data-avatars]")).toHaveCount(0);

  // No colouring until she compares; double-click compares.
  await expect(page.getByRole("grid").locator("button[data-compatibility]")).toHaveCount(0);
  await bea.getByRole("button", { name: /Bea Colleague: shown/ }).dblclick();
  await expect(page.getByRole("status").filter({ hasText: "Comparing your schedule with Bea Colleague" })).toBeVisible();
  await expect(cell(page, day(10))).toHaveAttribute("data-compatibility", "working-together");
  await expect(cell(page, day(14))).toHaveAttribute("data-compatibility", "partial-compatible");
  await expect(cell(page, day(16))).toHaveAttribute("data-compatibility", "no-compatible");
  await expect(cell(page, day(20))).toHaveAttribute("data-compatibility", "full-compatible");
  // Not by colour alone: a symbol in the cell and the words in its name.
  await expect(cellBox(page, day(10)).locator("[data-compatibility]").last()).toContainText("★");
  await expect(cell(page, day(16))).toHaveAccessibleName(/Not compatible with Bea Colleague/);
  await page.getByRole("button", { name: "How it works" }).click();
  await expect(page.getByText("Both free").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The visible Compare button does the same.
  await bea.getByRole("button", { name: "Compare with Bea Colleague" }).click();
  await expect(page.getByRole("grid").locator("button[data-compatibility]")).toHaveCount(0);
  await bea.getByRole("button", { name: "Compare with Bea Colleague" }).click();
  await expect(cell(page, day(10))).toHaveAttribute("data-compatibility", "working-together");

  // A click hides her avatars; another shows them again.
  await bea.getByRole("button", { name: /Bea Colleague: shown/ }).click();
  await expect(cellBox(page, day(10)).locator("[data-avatars]")).toHaveCount(0);
  await bea.getByRole("button", { name: /Bea Colleague: hidden/ }).click();
  await expect(cellBox(page, day(10)).locator("[data-avatars]")).toBeVisible();

  // The day: who works, who is free.
  await cell(page, day(10)).click();
  let dayDialog = page.getByRole("dialog");
  await expect(dayDialog.getByRole("list", { name: "Colleagues working" })).toContainText("Bea Colleague");
  await expect(dayDialog.getByRole("list", { name: "Colleagues working" })).toContainText("B Day");
  await expect(dayDialog.getByText("Free colleagues (0)")).toBeVisible();
  await page.keyboard.press("Escape");
  await cell(page, day(16)).click();
  dayDialog = page.getByRole("dialog");
  await expect(dayDialog.getByRole("list", { name: "Free colleagues" })).toContainText("Bea Colleague");
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");

  // A removes B.
  await bea.getByRole("button", { name: "Bea Colleague's details" }).click();
  const detail = page.getByRole("dialog", { name: "Bea Colleague" });
  await expect(detail.getByRole("button", { name: "Stop Comparing" })).toBeVisible();
  await detail.getByRole("button", { name: "Remove" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(toast(page, "Colleague removed")).toBeVisible();
  await expect(page.locator('[data-colleague="Bea Colleague"]')).toHaveCount(0);

  // B no longer sees A, nor her shifts.
  await pageB.reload();
  await expect(pageB.getByText("No colleagues yet.")).toBeVisible();
  const res = await pageB.request.get(`/api/colleagues/shifts?from=${day(1)}&to=${day(28)}`);
  expect(((await res.json()) as { colleagues: unknown[] }).colleagues).toEqual([]);
  await contextB.close();
});

test("a blocked address is listed and can be unblocked @any-width", async ({ page, signedIn: _ }) => {
  const blocked = await page.request.post("/api/colleagues/blocks", { headers: headers(), data: { email: "Pest@Example.com" } });
  expect(blocked.status()).toBe(201);
  await page.goto("/friends-calendar");
  await page.getByText("Blocked addresses (1)").click();
  await page.getByRole("button", { name: "Unblock pest@example.com" }).click();
  await expect(toast(page, "pest@example.com unblocked")).toBeVisible();
  await expect(page.getByText(/Blocked addresses/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Friends Calendar" })).toBeVisible();
  await expect(page.getByText(/Blocked addresses/)).toHaveCount(0);
});

test(
  "working together: her shift's unit comes from its job in Create a Shift; a colleague's 'VGH ICU' with no job is the same place",
  { tag: "@any-width" },
  async ({ page, signedIn: _, browser }, testInfo) => {
    // B has an account with a confirmed address, and a day shift at "VGH ICU" with no job.
    const { viewport, isMobile, hasTouch, locale, timezoneId, baseURL } = testInfo.project.use;
    const contextB = await browser.newContext({ viewport, isMobile, hasTouch, locale, timezoneId, baseURL });
    const b = await signUpViaApi(contextB.request);
    const verify = (await latestMailTo(b.email, /confirm your email/i)).links.find((l) => l.includes("verify-email"))!;
    await contextB.request.get(new URL(verify).pathname + new URL(verify).search);
    const bDay = await seedShiftType(contextB.request, { name: "B Day", location: "VGH ICU" });
    await seedApplied(contextB.request, day(12), bDay.id);

    // A makes her day shift in Create a Shift: location VGH, and choosing her job fills in its unit.
    await seedJob(page.request, "ICU");
    await page.goto("/shifts/new");
    await page.getByLabel("Name", { exact: true }).fill("A Day");
    await page.getByLabel("Location").fill("VGH");
    await expect(page.getByLabel("Unit", { exact: true })).toHaveValue("");
    await page.getByLabel("Job").selectOption({ label: "Registered Nurse · VGH ($50.00/h)" });
    await expect(page.getByLabel("Unit", { exact: true })).toHaveValue("ICU");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Create Shift" }).click();
    await expect(toast(page, "Shift created successfully")).toBeVisible();
    const { shiftTypes } = (await (await page.request.get("/api/shift-types")).json()) as { shiftTypes: { id: string; unit: string }[] };
    expect(shiftTypes.map((s) => s.unit)).toEqual(["ICU"]);
    await seedApplied(page.request, day(12), shiftTypes[0]!.id);

    // They connect; A compares and sees the 12th as a day they work together.
    const invited = await page.request.post("/api/colleagues", { headers: headers(), data: { name: "Bea", email: b.email } });
    expect(invited.status(), await invited.text()).toBe(201);
    const { id } = (await invited.json()) as { id: string };
    expect((await contextB.request.post(`/api/colleagues/${id}/accept`, { headers: headers() })).status()).toBe(200);
    await page.goto("/friends-calendar");
    await page.getByRole("button", { name: "Compare with Bea" }).click();
    await expect(cell(page, day(12))).toHaveAttribute("data-compatibility", "working-together");
    await expect(cell(page, day(12))).toHaveAccessibleName(/Working together with Bea/);
    await contextB.close();
  },
);

test("an unconfirmed nurse is told to confirm first, with Resend, on Friends Calendar and the dashboard; once confirmed, the invitation waiting for her shows @any-width", async ({
  page,
  playwright,
  baseURL,
}) => {
  // Ben signs up and has not confirmed yet; Alice, confirmed, invites him.
  const ben = await signUpViaApi(page.request);
  const aliceRequest = await playwright.request.newContext({ baseURL });
  const alice = await signUpViaApi(aliceRequest);
  await confirmEmail(aliceRequest, alice.email);
  const invited = await aliceRequest.post("/api/colleagues", { headers: headers(), data: { name: "Ben", email: ben.email } });
  expect(invited.status(), await invited.text()).toBe(201);
  await aliceRequest.dispose();

  await page.goto("/friends-calendar");
  const notice = page.getByRole("region", { name: "Confirm your email to see invitations waiting for you" });
  await expect(notice).toContainText(`We sent a link to ${ben.email}.`);
  // The invitation stays out of sight until the address is proved his.
  await expect(page.getByText("No colleagues yet.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Add Colleague tells him plainly, instead of a form that could not send.
  await page.getByRole("button", { name: "Add Colleague" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Colleague" });
  await expect(dialog.getByRole("heading", { name: "Confirm your email to invite colleagues" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Send Invitation" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // Resend: a new link goes out.
  const before = (await latestMailTo(ben.email, /confirm your email/i)).links.join();
  await notice.getByRole("button", { name: "Resend" }).click();
  await expect(notice.getByRole("status")).toHaveText("A new link is on its way: check your inbox.");
  await expect.poll(async () => (await latestMailTo(ben.email, /confirm your email/i)).links.join()).not.toBe(before);

  // The dashboard says the same.
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Confirm your email to see invitations waiting for you" })).toBeVisible();

  // He confirms from the new link: the notice goes, and Alice's invitation waits for his answer.
  await confirmEmail(page.request, ben.email);
  await page.goto("/friends-calendar");
  await expect(page.locator(`[data-colleague="${alice.firstName} ${alice.lastName}"]`)).toContainText("invited you");
  await expect(page.getByRole("region", { name: /^Confirm your email/ })).toHaveCount(0);
});
