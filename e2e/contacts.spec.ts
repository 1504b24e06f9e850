import fs from "node:fs";
import { seriousViolations } from "./support/axe";
import { expect, test, toast } from "./support/fixtures";

test.describe("contacts", () => {
  test("add, edit, search, call and mail links, vCard round trip, delete", async ({ page, signedIn }) => {
    expect(signedIn).toBeTruthy();
    await page.goto("/contacts");
    await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
    await expect(page.getByText("No contacts yet.")).toBeVisible();

    const add = async (name: string, fields: Record<string, string>) => {
      await page.getByRole("button", { name: "Add Contact" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Contact" });
      await dialog.getByLabel("Name").fill(name);
      for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
      await dialog.getByRole("button", { name: "Add Contact" }).click();
      await expect(dialog).toBeHidden();
    };
    // A name is required.
    await page.getByRole("button", { name: "Add Contact" }).click();
    await page.getByRole("dialog", { name: "Add Contact" }).getByRole("button", { name: "Add Contact" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();

    await add("Ana Diaz", { Role: "Charge Nurse", "Unit or facility": "ICU, Vancouver General", Phone: "+1 604-555-0101", Email: "ana.diaz@example.org" });
    await add("Ben Okafor", { Role: "Unit Clerk", "Unit or facility": "Emergency" });
    const ana = page.getByRole("listitem", { name: "Ana Diaz" });
    await expect(ana.getByRole("link", { name: /Call Ana Diaz/ })).toHaveAttribute("href", "tel:+16045550101");
    await expect(ana.getByRole("link", { name: /Email Ana Diaz/ })).toHaveAttribute("href", "mailto:ana.diaz@example.org");

    await ana.getByRole("button", { name: "Edit Ana Diaz" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Contact" });
    await edit.getByLabel("Phone").fill("604-555-0199");
    await edit.getByRole("button", { name: "Save Contact" }).click();
    await expect(ana.getByRole("link", { name: /Call Ana Diaz/ })).toHaveAttribute("href", "tel:6045550199");

    await page.getByLabel("Search contacts").fill("clerk");
    await expect(page.getByRole("list", { name: "Contacts" }).getByRole("listitem")).toHaveText([/Ben Okafor/]);
    await page.getByLabel("Search contacts").fill("nobody here");
    await expect(page.getByText("No contacts match “nobody here”.")).toBeVisible();
    await page.getByLabel("Search contacts").fill("");
    await expect(page.getByRole("list", { name: "Contacts" }).getByRole("listitem")).toHaveCount(2);
    await page.screenshot({ path: `/tmp/shots-resume/contacts-${test.info().project.name}.png`, fullPage: true });
    // Toasts fade out (their contrast is checked on their own): axe looks at the screen once they are gone.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    const downloading = page.waitForEvent("download");
    await ana.getByRole("link", { name: "Download vCard of Ana Diaz" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("Ana Diaz.vcf");
    const vcf = fs.readFileSync(await download.path(), "utf8");
    expect(vcf).toContain("FN:Ana Diaz");

    await ana.getByRole("button", { name: "Delete Ana Diaz" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(ana).toBeHidden();

    // The card imports back whole; a file that is not a vCard imports nothing.
    await page.locator('input[type="file"]').setInputFiles({ name: "ana.vcf", mimeType: "text/vcard", buffer: Buffer.from(vcf) });
    await expect(toast(page, "Imported 1 contact")).toBeVisible();
    await expect(ana.getByRole("link", { name: /Call Ana Diaz/ })).toHaveAttribute("href", "tel:6045550199");
    await expect(ana.getByText("Charge Nurse · ICU, Vancouver General")).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({ name: "notes.vcf", mimeType: "text/vcard", buffer: Buffer.from("just some notes") });
    await expect(toast(page, "That file is not a vCard (.vcf): nothing was imported.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Contacts" }).getByRole("listitem")).toHaveCount(2);
  });
});
