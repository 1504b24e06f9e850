import fs from "node:fs";
import { seriousViolations } from "./support/axe";
import { expect, lookAt, test, toast } from "./support/fixtures";

test.describe("contacts", () => {
  test("add, edit, search, call and mail links, vCard round trip, delete", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
    await page.goto("/contacts");
    await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
    await expect(page.getByText("No contacts yet.")).toBeVisible();

    const add = async (name: string, fields: Record<string, string>) => {
      await page.getByRole("button", { name: "Add Contact" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Contact" });
      await dialog.getByLabel("Name").fill(name);
      for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
      await dialog.getByRole("button", { name: "Add Contact" }).click();
      await expect(dialog).toBeHidden();
    };
    // A name is required.
    await page.getByRole("button", { name: "Add Contact" }).click();
    await page.getByRole("dialog", { name: "Add Contact" }).getByRole("button", { name: "Add Contact" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: "Add Contact" }).click();
    const first = page.getByRole("dialog", { name: "Add Contact" });
    await first.getByLabel("Kind of phone number").selectOption("Mobile");
    await first.getByLabel("Name").fill("Ana Diaz");
    for (const [label, value] of Object.entries({
      Role: "Charge Nurse",
      "Unit or facility": "ICU, Vancouver General",
      Phone: "+1 604-555-0101",
      Email: "ana.diaz@example.org",
    }))
      await first.getByLabel(label, { exact: true }).fill(value);
    await first.getByRole("button", { name: "Add Contact" }).click();
    await expect(first).toBeHidden();
    await add("Ben Okafor", { Role: "Unit Clerk", "Unit or facility": "Emergency" });
    const ana = page.getByRole("listitem", { name: "Ana Diaz" });
    await expect(ana.getByRole("link", { name: "Call Ana Diaz at +1 604-555-0101 (mobile)" })).toHaveAttribute("href", "tel:+16045550101");
    await expect(ana.getByRole("link", { name: /Email Ana Diaz/ })).toHaveAttribute("href", "mailto:ana.diaz@example.org");

    await ana.getByRole("button", { name: "Edit Ana Diaz" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Contact" });
    await edit.getByLabel("Phone", { exact: true }).fill("604-555-0199");
    await edit.getByRole("button", { name: "Save Contact" }).click();
    await expect(ana.getByRole("link", { name: /Call Ana Diaz/ })).toHaveAttribute("href", "tel:6045550199");

    await page.getByLabel("Search contacts").fill("clerk");
    await expect(page.getByRole("list", { name: "Contacts" }).getByRole("listitem")).toHaveText([/Ben Okafor/]);
    await page.getByLabel("Search contacts").fill("nobody here");
    await expect(page.getByText("No contacts match “nobody here”.")).toBeVisible();
    await page.getByLabel("Search contacts").fill("");
    await expect(page.getByRole("list", { name: "Contacts" }).getByRole("listitem")).toHaveCount(2);
    await lookAt(page, `/tmp/shots-resume/contacts-${test.info().project.name}.png`, { fullPage: true });
    // Toasts fade out (their contrast is checked on their own): axe looks at the screen once they are gone.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    const downloading = page.waitForEvent("download");
    await ana.getByRole("link", { name: "Download vCard of Ana Diaz" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("Ana Diaz.vcf");
    const vcf = fs.readFileSync(await download.path(), "utf8");
    expect(vcf).toContain("FN:Ana Diaz");
    expect(vcf).toContain("TEL;TYPE=CELL:604-555-0199");

    await ana.getByRole("button", { name: "Delete Ana Diaz" }).click();
    // The card goes at once; the import's preview below asks the server, which must have deleted it by then (or the
    // card would be offered as a duplicate of itself).
    const deleted = page.waitForResponse((r) => r.request().method() === "DELETE" && new URL(r.url()).pathname.startsWith("/api/contacts/"));
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(ana).toBeHidden();
    expect((await deleted).ok()).toBe(true);

    // The card imports back whole; a file that is not a vCard imports nothing.
    await page.locator('input[type="file"]').setInputFiles({ name: "ana.vcf", mimeType: "text/vcard", buffer: Buffer.from(vcf) });
    const importing = page.getByRole("dialog", { name: "Import contacts" });
    await expect(importing).toContainText("1 contact found in the file.");
    await importing.getByRole("button", { name: "Import 1 contact" }).click();
    await expect(toast(page, "Imported 1 contact")).toBeVisible();
    await expect(ana.getByRole("link", { name: /Call Ana Diaz/ })).toHaveAttribute("href", "tel:6045550199");
    await expect(ana.getByText("Charge Nurse · ICU, Vancouver General")).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({ name: "notes.vcf", mimeType: "text/vcard", buffer: Buffer.from("just some notes") });
    await expect(toast(page, "That file is not a vCard (.vcf): nothing was imported.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Contacts" }).getByRole("listitem")).toHaveCount(2);
  });

  test("imports a phone's vCard 2.1: a mobile stays a mobile, the card that can't be a contact is named, the one she has is skipped; Export all @any-width", async ({
    page,
    signedIn: _,
  }) => {
    const added = await page.request.post("/api/contacts", {
      headers: { origin: process.env.E2E_BASE_URL ?? "" },
      data: { name: "Jordan Lee", phone: "778-555-0144", phoneType: "mobile" },
    });
    expect(added.status()).toBe(201);
    await page.goto("/contacts");
    await expect(page.getByRole("list", { name: "Contacts" }).getByRole("listitem")).toHaveCount(1);

    // As a Samsung phone writes it: vCard 2.1, quoted-printable UTF-8, bare TEL;CELL types.
    const samsung = [
      "BEGIN:VCARD",
      "VERSION:2.1",
      "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=4D=C3=BC=6C=6C=65=72;=4A=C3=BC=72=67=65=6E;;;",
      "FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=4A=C3=BC=72=67=65=6E=20=4D=C3=BC=6C=6C=65=72",
      "TEL;CELL:+1 604-555-0101",
      "END:VCARD",
      "BEGIN:VCARD",
      "VERSION:2.1",
      "N:;;;;",
      "TEL;CELL:604-555-0133",
      "END:VCARD",
      "BEGIN:VCARD",
      "VERSION:2.1",
      "N:Lee;Jordan;;;",
      "FN:Jordan Lee",
      "TEL;CELL;PREF:778-555-0144",
      "END:VCARD",
      "",
    ].join("\r\n");
    await page.locator('input[type="file"]').setInputFiles({ name: "Contacts (Galaxy).vcf", mimeType: "text/x-vcard", buffer: Buffer.from(samsung) });
    const dialog = page.getByRole("dialog", { name: "Import contacts" });
    await expect(dialog).toContainText("From Contacts (Galaxy).vcf");
    await expect(dialog).toContainText("2 contacts found in the file.");
    await expect(dialog.getByRole("button", { name: "Import 1 contact" })).toBeFocused();
    await expect(dialog.getByRole("checkbox", { name: /Skip the one you already have/ })).toBeChecked();
    await expect(dialog.getByRole("region", { name: "1 card can't be imported" })).toContainText("Card 2 (604-555-0133): it has no name");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Import 1 contact" }).click();
    await expect(toast(page, "Imported 1 contact")).toContainText("1 you already had was skipped. Not imported: Card 2 (604-555-0133): it has no name.");
    const jurgen = page.getByRole("listitem", { name: "Jürgen Müller" });
    await expect(jurgen.getByRole("link", { name: "Call Jürgen Müller at +1 604-555-0101 (mobile)" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Contacts" }).getByRole("listitem")).toHaveCount(2);

    // Her contact's own name, accents and all, names the download.
    const one = page.waitForEvent("download");
    await jurgen.getByRole("link", { name: "Download vCard of Jürgen Müller" }).click();
    expect((await one).suggestedFilename()).toBe("Jürgen Müller.vcf");

    // Export all: one file with both.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export all" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("NurseVitals contacts.vcf");
    const all = fs.readFileSync(await download.path(), "utf8");
    expect(all.match(/BEGIN:VCARD/g)).toHaveLength(2);
    expect(all).toContain("FN;CHARSET=UTF-8:Jürgen Müller\r\n");
  });
});
