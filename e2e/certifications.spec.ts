import fs from "node:fs";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { CARDS, cardImage, UNLABELLED_DATES_CARD } from "../src/server/testing/card-fixtures";
import { seriousViolations } from "./support/axe";
import { expect, test, toast } from "./support/fixtures";

const origin = () => ({ origin: process.env.E2E_BASE_URL ?? "" });
/** Today for the nurse (signed up in America/Vancouver), yyyy-MM-dd. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Vancouver" }).format(new Date());
const addDays = (ymd: string, days: number) => new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const cardPhoto = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: "#1d4ed8" } })
    .jpeg()
    .toBuffer();

async function seed(page: Page, body: Record<string, unknown>) {
  const res = await page.request.post("/api/certifications", { data: body, headers: origin() });
  expect(res.status(), await res.text()).toBe(201);
}

/** The Edit prompt of a date field: type, OK. */
async function typeDate(page: Page, label: string, value: string) {
  await page.getByRole("button", { name: `Edit ${label} (type YYYY-MM-DD)` }).click();
  const dialog = page.getByRole("dialog", { name: label });
  await dialog.getByLabel("Date (YYYY-MM-DD)").fill(value);
  await dialog.getByRole("button", { name: "OK" }).click();
  return dialog;
}

/** The visible row (desktop) or card (phone) of a certification. */
const entry = (page: Page, name: string) => page.locator('[data-testid="cert-row"]:visible, [data-testid="cert-card"]:visible').filter({ hasText: name });

test.describe("certifications", () => {
  test("add with a photo, see statuses, view the photo, edit and delete", async ({ page, signedIn: _, isMobile }) => {
    await page.goto("/certifications");
    await seed(page, { name: "PALS", category: "Life Support", expiryDate: addDays(today(), -40) });
    await seed(page, { name: "ACLS", category: "Life Support", expiryDate: addDays(today(), 10) });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Certifications" })).toBeVisible();
    if (isMobile) {
      // On a phone her certifications come first, on the first screen; the form opens on a tap.
      await expect(page.getByRole("list", { name: "Recent Certifications" }).getByRole("listitem").first()).toBeInViewport();
      await page.getByRole("button", { name: "Show form" }).click();
    }

    const form = page.getByRole("form", { name: "Add Certification" });
    await form.getByRole("button", { name: "Add Certification" }).click();
    await expect(form.getByText("Please enter the certification name").first()).toBeVisible();

    await form.getByLabel("Name").fill("BLS Provider");
    await form.getByLabel("Category").fill("Life Support");
    // The Edit prompt takes YYYY-MM-DD only.
    const prompt = await typeDate(page, "Completion Date", "12/31/2026");
    await expect(prompt.getByText("Please enter the date as YYYY-MM-DD, for example 2027-03-15")).toBeVisible();
    await prompt.getByLabel("Date (YYYY-MM-DD)").fill(addDays(today(), -30));
    await prompt.getByRole("button", { name: "OK" }).click();
    await expect(prompt).toBeHidden();
    await typeDate(page, "Expiry Date", addDays(today(), 700));
    // No expiry disables and clears the expiry; unticking lets it be set again.
    await form.getByLabel("No expiry").check();
    await expect(page.getByRole("button", { name: "Edit Expiry Date (type YYYY-MM-DD)" })).toBeDisabled();
    await form.getByLabel("No expiry").uncheck();
    await typeDate(page, "Expiry Date", addDays(today(), 700));
    await form.getByLabel("Card photo (front)", { exact: true }).setInputFiles({ name: "bls.jpg", mimeType: "image/jpeg", buffer: await cardPhoto() });
    await expect(form.getByRole("img", { name: "Card photo (front) preview" })).toBeVisible();
    await form.getByRole("button", { name: "Add Certification" }).click();
    await expect(toast(page, "Certification added")).toBeVisible();
    // On a phone the form folds away once it is saved, so the new one shows among hers.
    if (isMobile) await page.getByRole("button", { name: "Show form" }).click();
    await expect(form.getByLabel("Name")).toHaveValue("");

    // Statuses in words and colours.
    await expect(entry(page, "BLS Provider").getByText("Valid", { exact: true })).toBeVisible();
    await expect(entry(page, "ACLS").getByText("Expiring Soon", { exact: true })).toBeVisible();
    await expect(entry(page, "PALS").getByText("Expired", { exact: true })).toBeVisible();
    await expect(entry(page, "PALS").getByText("Expired 5 weeks ago")).toBeVisible();
    await expect(entry(page, "PALS").locator('[data-status="expired"]')).toBeVisible();
    // Recent: the last three added, with renewal links.
    const recent = page.getByRole("list", { name: "Recent Certifications" });
    await expect(recent.getByRole("listitem")).toHaveCount(3);
    await expect(recent.getByRole("link", { name: /Find renewal for BLS Provider/ })).toHaveAttribute("href", /heart\.org/);

    // The photo, through its signed link.
    await entry(page, "BLS Provider").getByRole("button", { name: "View photo of BLS Provider" }).click();
    const photo = page.getByRole("dialog", { name: "BLS Provider" }).getByRole("img", { name: "BLS Provider card, front" });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press("Escape");

    // Edit.
    await entry(page, "BLS Provider").getByRole("button", { name: "Edit BLS Provider" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Certification" });
    // A wrong photo goes without deleting the certification.
    await edit.getByRole("button", { name: "Remove the saved card photo (front)" }).click();
    await expect(toast(page, "Front photo removed")).toBeVisible();
    await expect(edit.getByRole("img", { name: "Card photo (front) preview" })).toHaveCount(0);
    await edit.getByLabel("Name").fill("BLS");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Certification updated")).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(entry(page, "BLS").first()).toBeVisible();
    await expect(entry(page, "BLS Provider")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "View photo of BLS" })).toHaveCount(0);

    // Delete, after a confirm.
    await entry(page, "PALS").getByRole("button", { name: "Delete PALS" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this certification?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Certification deleted")).toBeVisible();
    await expect(entry(page, "PALS")).toHaveCount(0);
    await page.reload();
    await expect(entry(page, "ACLS")).toBeVisible();
    await expect(entry(page, "PALS")).toHaveCount(0);
  });

  test.describe("a photo that fails", () => {
    // The answer cut off on purpose below: the browser logs the broken connection.
    test.use({ allowConsoleErrors: [/net::ERR_(CONNECTION_RESET|FAILED)/] });

    test("@any-width a file that is not a photo is refused before saving; Add again after a lost answer saves once; a photo the server cannot read says 'Saved without the photo'", async ({
      page,
      signedIn: _,
    }) => {
      await page.goto("/certifications");
      const form = page.getByRole("form", { name: "Add Certification" });
      const front = form.getByLabel("Card photo (front)", { exact: true });
      const saved = async (name: string) =>
        (
          (await (await page.request.get("/api/certifications")).json()) as { certifications: { name: string; frontPhotoUrl: string | null }[] }
        ).certifications.filter((cert) => cert.name === name);

      // A PDF named like a photo: refused by its bytes when chosen, nothing saved.
      await form.getByLabel("Name").fill("TNCC");
      await front.setInputFiles({ name: "fake.jpg", mimeType: "image/jpeg", buffer: Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n") });
      await expect(toast(page, "That file is not a JPEG, PNG, WebP or HEIC photo, whatever its name says.")).toBeVisible();
      await expect(form.getByRole("img", { name: "Card photo (front) preview" })).toHaveCount(0);
      expect(await saved("TNCC")).toHaveLength(0);

      // The first answer is lost on the way back (the server saved it): Add again must not make a second.
      let cutOff = false;
      await page.route("**/api/certifications", async (route) => {
        if (route.request().method() !== "POST" || cutOff) return route.fallback();
        cutOff = true;
        await route.fetch();
        await route.abort("connectionreset");
      });
      await front.setInputFiles({ name: "tncc.jpg", mimeType: "image/jpeg", buffer: await cardPhoto() });
      await expect(form.getByRole("img", { name: "Card photo (front) preview" })).toBeVisible();
      await form.getByRole("button", { name: "Add Certification" }).click();
      await expect(toast(page, "Certification not saved")).toBeVisible();
      expect(await saved("TNCC")).toHaveLength(1);
      await form.getByRole("button", { name: "Add Certification" }).click();
      await expect(toast(page, "Certification added")).toBeVisible();
      await expect(form.getByLabel("Name")).toHaveValue("");
      await expect(entry(page, "TNCC")).toHaveCount(1);
      const [tncc] = await saved("TNCC");
      expect(tncc?.frontPhotoUrl).toBeTruthy();

      // Photo bytes the server cannot read: the certification is saved, and the toast says so.
      await form.getByLabel("Name").fill("NRP");
      await front.setInputFiles({
        name: "broken.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7)]),
      });
      await form.getByRole("button", { name: "Add Certification" }).click();
      await expect(toast(page, "Saved without the photo")).toBeVisible();
      await expect(toast(page, "Certification not saved")).toHaveCount(0);
      await expect(form.getByLabel("Name")).toHaveValue("");
      await expect(entry(page, "NRP")).toHaveCount(1);
      expect(await saved("NRP")).toEqual([expect.objectContaining({ frontPhotoUrl: null })]);
    });
  });

  test(
    "an iPhone's HEIC photo shows in the form and its card as the server's JPEG; a HEIC attachment opens as one",
    { tag: "@any-width" },
    async ({ page, signedIn: _ }) => {
      const heic = fs.readFileSync(new URL("../src/server/testing/fixtures/red-blue-card.heic", import.meta.url));
      await page.goto("/certifications");
      const form = page.getByRole("form", { name: "Add Certification" });
      await form.getByLabel("Name").fill("ACLS Provider");
      await form.getByLabel("Card photo (front)", { exact: true }).setInputFiles({ name: "IMG_4032.HEIC", mimeType: "image/heic", buffer: heic });
      // Browsers cannot show HEIC: the form shows the small JPEG the server made of it, not a broken image.
      const preview = form.getByRole("img", { name: "Card photo (front) preview" });
      await expect(preview).toBeVisible();
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
      expect(await preview.getAttribute("src")).toMatch(/^blob:/);
      await form.getByRole("button", { name: "Add Certification" }).click();
      await expect(toast(page, "Certification added")).toBeVisible();
      await entry(page, "ACLS Provider").getByRole("button", { name: "View photo of ACLS Provider" }).click();
      const photo = page.getByRole("dialog", { name: "ACLS Provider" }).getByRole("img", { name: "ACLS Provider card, front" });
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
      await page.keyboard.press("Escape");

      // A HEIC attached to a contract: its preview and its Open link are the JPEG; the original is a download.
      const contract = await page.request.post("/api/contracts", {
        data: { contractName: "ICU travel Kamloops", startDate: "2026-01-05", endDate: "2026-04-05", facility: "Royal Inland Hospital" },
        headers: origin(),
      });
      expect(contract.status(), await contract.text()).toBe(201);
      const { id } = (await contract.json()) as { id: string };
      const attached = await page.request.post(`/api/contracts/${id}/attachments`, {
        multipart: { label: "Hospital badge", notes: "", file: { name: "IMG_4033.HEIC", mimeType: "image/heic", buffer: heic } },
        headers: origin(),
      });
      expect(attached.status(), await attached.text()).toBe(201);
      await page.goto("/career-center?tab=contracts");
      await page.getByRole("button", { name: /ICU travel Kamloops/ }).click();
      await page.getByRole("button", { name: "Preview Hospital badge" }).click();
      const dialog = page.getByRole("dialog", { name: "Hospital badge" });
      const image = dialog.getByRole("img", { name: "Hospital badge" });
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
      await expect(dialog.getByRole("link", { name: "Open" })).toHaveAttribute("href", /&as=jpeg$/);
      await expect(dialog.getByRole("link", { name: "Download original (HEIC)" })).toHaveAttribute("href", /IMG-4033\.HEIC\?expires=\d+&sig=[^&]+$/);
      expect(await seriousViolations(page)).toEqual([]);
    },
  );

  test("reminder settings survive a reload", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
    await page.goto("/certifications");
    await page.getByRole("button", { name: "Settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Settings" });
    const toggle = dialog.getByRole("switch", { name: "Expiry Reminders" });
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expect(dialog.getByLabel("Reminder Days before expiry")).toHaveValue("30");
    await dialog.getByLabel("Reminder Days before expiry").fill("45");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Settings saved")).toBeVisible();

    await page.reload();
    await page.getByRole("button", { name: "Settings" }).click();
    await expect(dialog.getByLabel("Reminder Days before expiry")).toHaveValue("45");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Settings saved")).toBeVisible();
    await page.reload();
    await page.getByRole("button", { name: "Settings" }).click();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(dialog.getByLabel("Reminder Days before expiry")).toHaveValue("45");
  });

  test("AI Read fills the form from a photo of a card; a photo without one says why it failed", async ({ page, signedIn: _, isMobile }) => {
    await page.goto("/certifications");
    const form = page.getByRole("form", { name: "Add Certification" });
    const blank = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#ffffff" } })
      .jpeg()
      .toBuffer();
    await form.getByLabel("Card photo (front)", { exact: true }).setInputFiles({ name: "blank.jpg", mimeType: "image/jpeg", buffer: blank });
    await form.getByRole("button", { name: "AI Read" }).click();
    await expect(toast(page, "Extraction failed")).toContainText("No certification name or dates were found on this photo");

    await form.getByLabel("Card photo (front)", { exact: true }).setInputFiles({ name: "bls.jpg", mimeType: "image/jpeg", buffer: await cardImage(CARDS[0]!) });
    await form.getByRole("button", { name: "AI Read" }).click();
    await expect(toast(page, "AI filled your form")).toContainText("Review and save.", { timeout: 30_000 });
    await expect(form.getByLabel("Name")).toHaveValue("BLS Provider");
    await expect(form.getByLabel("Category")).toHaveValue("Life Support");
    await form.getByRole("button", { name: "Add Certification" }).click();
    await expect(toast(page, "Certification added")).toBeVisible();
    await expect(entry(page, "BLS Provider")).toContainText("Mar 31, 2027");
    await expect(entry(page, "BLS Provider")).toContainText("Mar 12, 2025");

    // On a phone the form folds away once saved, under her certifications: open it again.
    if (isMobile) await page.getByRole("button", { name: "Show form" }).click();
    // Dates it cannot place are left for her, and named.
    await form.getByLabel("Card photo (front)", { exact: true }).setInputFiles({
      name: "course.jpg",
      mimeType: "image/jpeg",
      buffer: await cardImage(UNLABELLED_DATES_CARD),
    });
    await form.getByRole("button", { name: "AI Read" }).click();
    // The first read's toast may still be on screen: this one is the toast naming the dates.
    await expect(toast(page, "Dates seen on the card")).toContainText("AI filled your form", { timeout: 30_000 });
    await expect(form.getByText("Dates seen on the card: Jun 30, 2025; Jan 31, 2026; Jun 30, 2027.")).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("Critical Care Course");
  });

  test("Download all gives the audit packet PDF, with every certification in its text", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
    await page.goto("/certifications");
    await seed(page, { name: "NRP Provider", category: "Life Support", completionDate: "2025-09-10", expiryDate: "2099-09-30" });
    await seed(page, { name: "TNCC", expiryDate: addDays(today(), -3) });
    await page.reload();
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download all" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^certifications-\d{4}-\d{2}-\d{2}\.pdf$/);
    const file = await download.path();
    const { extractText, getDocumentProxy } = await import("unpdf");
    const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(file)));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const words of ["Certifications", "NRP Provider", "September 10, 2025", "September 30, 2099", "Valid", "TNCC", "Expired 3 days ago"])
      expect(text).toContain(words);
  });

  test("axe finds no serious or critical violation on the screen and its Settings dialog", async ({ page, signedIn: _ }) => {
    await page.goto("/certifications");
    await seed(page, { name: "ACLS", category: "Life Support", expiryDate: addDays(today(), 10) });
    await seed(page, { name: "PALS", expiryDate: addDays(today(), -10) });
    await page.reload();
    await expect(entry(page, "PALS")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Settings" }).click();
    await expect(page.getByRole("dialog", { name: "Settings" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
