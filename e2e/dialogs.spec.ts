import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { day, seedApplied, seedNote, seedShiftType } from "./support/calendar";
import { expect, test } from "./support/fixtures";

const origin = () => ({ origin: process.env.E2E_BASE_URL ?? "" });

async function post(page: Page, path: string, data: Record<string, unknown>): Promise<{ id: string }> {
  const res = await page.request.post(path, { data, headers: origin() });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

/** The dialog on top (a confirmation opens over the dialog it belongs to). */
const topDialog = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"]').last();

/**
 * Opens a dialog from the keyboard (Enter on its opener, as a keyboard or
 * screen-reader user does), checks where focus starts, closes it with Escape
 * and checks focus is back on the opener.
 */
async function walk(page: Page, opener: Locator, startsOn: (dialog: Locator) => Locator) {
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = topDialog(page);
  await expect(dialog).toBeVisible();
  await expect(startsOn(dialog)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.locator('[role="dialog"], [role="alertdialog"]')).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test("every dialog starts on its first field (or its main action, or Cancel when it deletes) and gives focus back to what opened it @any-width", async ({
  page,
  signedIn: _,
}) => {
  test.slow();
  const job = await post(page, "/api/jobs", { designation: "RN", facility: "VGH", startDate: "2022-01-01", hourlyRate: 50 });
  const contract = await post(page, "/api/contracts", {
    contractName: "Kamloops winter",
    facility: "Royal Inland",
    city: "Kamloops",
    startDate: "2030-01-05",
    endDate: "2030-04-05",
  });
  const badge = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  const attached = await page.request.post(`/api/contracts/${contract.id}/attachments`, {
    headers: origin(),
    multipart: { label: "Badge", notes: "", file: { name: "badge.png", mimeType: "image/png", buffer: badge } },
  });
  expect(attached.status(), await attached.text()).toBe(201);
  await post(page, "/api/certifications", { name: "BLS Provider", category: "Life Support", expiryDate: "2030-01-01" });
  await post(page, "/api/contacts", { name: "Ana Lee", role: "Charge nurse" });
  const shift = await seedShiftType(page.request, { name: "Day Shift" });
  await seedApplied(page.request, day(10), shift.id);
  await seedNote(page.request, { date: day(10), text: "Bring badge" });
  expect(job.id).toBeTruthy();

  await test.step("dashboard", async () => {
    await page.goto("/dashboard");
    const quickLinks = page.locator('li[data-widget="quick-links"]');
    await walk(page, quickLinks.getByRole("button", { name: "Edit Quick Links" }), (d) => d.getByRole("checkbox").first());
    await walk(page, page.getByRole("button", { name: "Change Date" }), (d) => d.getByLabel("Date and time"));
    await walk(page, page.getByRole("button", { name: "Open the whole to-do list" }), (d) => d.getByRole("textbox", { name: "New task" }));
  });

  await test.step("calendar", async () => {
    await page.goto(`/calendar?month=${day(1).slice(0, 7)}`);
    await walk(page, page.getByRole("button", { name: "Subscribe" }), (d) => d.getByRole("button", { name: "Make my link" }));
    await page.getByRole("button", { name: "Shift sheet", exact: true }).click();
    await walk(page, page.getByRole("button", { name: "+ Create a Shift" }), (d) => d.getByLabel("Name", { exact: true }));
    await page.getByRole("button", { name: "Shift sheet", exact: true }).click();
    // The day panel is opened to look at a day: its title, so no phone keyboard comes up; closed, back to that day.
    const dayCell = page.getByRole("grid").locator(`[data-date="${day(10)}"]`);
    await walk(page, dayCell, (d) => d.getByRole("heading").first());
  });

  await test.step("notes and shifts", async () => {
    await page.goto("/notes");
    await walk(page, page.getByRole("button", { name: "Delete note: Bring badge" }), (d) => d.getByRole("button", { name: "Cancel" }));
    await page.goto("/shifts");
    await page.getByRole("list", { name: "Your shifts" }).getByRole("button", { expanded: false }).first().click();
    await walk(page, page.getByRole("button", { name: "Delete Day Shift" }), (d) => d.getByRole("button", { name: "Cancel" }));
  });

  await test.step("certifications", async () => {
    await page.goto("/certifications");
    await walk(page, page.getByRole("button", { name: "Settings" }), (d) => d.getByRole("switch", { name: "Expiry Reminders" }));
    // The type-in prompt: a date typed and Enter saves it, never presses Close.
    await walk(page, page.getByRole("button", { name: "Edit Expiry Date (type YYYY-MM-DD)" }), (d) => d.getByLabel("Date (YYYY-MM-DD)"));
    const row = page.locator('[data-testid="cert-row"]').filter({ hasText: "BLS Provider" });
    await walk(page, row.getByRole("button", { name: "Edit BLS Provider" }), (d) => d.getByLabel("Name", { exact: true }));
    await walk(page, row.getByRole("button", { name: "Delete BLS Provider" }), (d) => d.getByRole("button", { name: "Cancel" }));
  });

  await test.step("contacts", async () => {
    await page.goto("/contacts");
    await walk(page, page.getByRole("button", { name: "Add Contact" }), (d) => d.getByLabel("Name"));
    // A space typed in the name is a space, not a press of Close.
    await page.getByRole("button", { name: "Add Contact" }).click();
    await page.keyboard.type("Mo Diaz");
    await expect(topDialog(page).getByLabel("Name")).toHaveValue("Mo Diaz");
    await page.keyboard.press("Escape");
    await walk(page, page.getByRole("button", { name: "Edit Ana Lee" }), (d) => d.getByLabel("Name"));
    await walk(page, page.getByRole("button", { name: "Delete Ana Lee" }), (d) => d.getByRole("button", { name: "Cancel" }));
  });

  await test.step("career center", async () => {
    await page.goto("/career-center");
    await walk(page, page.getByRole("button", { name: "Add job" }), (d) => d.getByLabel("Designation"));
    await page.getByRole("button", { name: /^RN/ }).click();
    await walk(page, page.getByRole("button", { name: "Edit job RN at VGH" }), (d) => d.getByLabel("Designation"));
    await walk(page, page.getByRole("button", { name: "Delete job: RN" }), (d) => d.getByRole("button", { name: "Cancel" }));
    // Editing to a higher rate asks about a raise: no field there, so its main action.
    await page.getByRole("button", { name: "Edit job RN at VGH" }).click();
    await topDialog(page)
      .getByLabel(/Hourly rate/)
      .fill("55");
    const save = topDialog(page).getByRole("button", { name: "Save Job" });
    await save.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: /Got a raise/ }).getByRole("button", { name: "Yes, add to notes" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(save).toBeFocused();
    await page.keyboard.press("Escape");

    await page.goto("/career-center?tab=contracts");
    await walk(page, page.getByRole("button", { name: "New Contract" }), (d) => d.getByLabel(/Contract name/));
    await page.getByRole("button", { name: /Kamloops winter/ }).click();
    await walk(page, page.getByRole("button", { name: "Edit contract Kamloops winter" }), (d) => d.getByLabel(/Contract name/));
    await walk(page, page.getByRole("button", { name: "Preview Badge" }), (d) => d.getByRole("link").first());
    await walk(page, page.getByRole("button", { name: "Delete attachment Badge" }), (d) => d.getByRole("button", { name: "Cancel" }));
  });

  await test.step("friends, resume and account", async () => {
    await page.goto("/friends-calendar");
    await walk(page, page.getByRole("button", { name: "Add Colleague" }), (d) => d.getByLabel("Name"));
    await page.goto("/resume-builder");
    await walk(page, page.getByRole("button", { name: "Preview" }), (d) => d.getByRole("heading", { name: "Preview" }));
    await page.goto("/account");
    await walk(page, page.getByRole("button", { name: "Change Email" }), (d) => d.getByLabel("New email"));
    await walk(page, page.getByRole("button", { name: "Delete account" }), (d) => d.getByLabel("Enter your password to confirm"));
  });
});

test(
  "on a phone, the menu and a day's shifts open on their first link or action and give focus back",
  { tag: "@phone-only" },
  async ({ page, signedIn: _ }) => {
    // The menu and the '+N' sheet are a phone's.
    for (const [name, start] of [
      ["Unit meeting", "14:00"],
      ["Mentoring", "15:00"],
      ["Charge handover", "18:30"],
    ] as const) {
      await seedShiftType(page.request, { name, startTime: start, endTime: "19:00", paidHours: 0.5, date: day(12) });
    }
    await page.goto("/dashboard");
    await walk(page, page.getByRole("button", { name: "Toggle sidebar" }), (d) => d.getByRole("link").first());
    await page.goto(`/calendar?month=${day(1).slice(0, 7)}`);
    // '+N' is tapped (it is out of the keyboard's way: the day itself opens the day panel).
    const more = page.getByRole("button", { name: /more shifts on/ });
    await more.tap();
    await expect(topDialog(page).getByRole("button", { name: "Open day details" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(more).toBeFocused();
  },
);
