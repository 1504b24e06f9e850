import fs from "node:fs";
import type { Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { expect, lookAt, test, toast } from "./support/fixtures";

const origin = () => ({ origin: process.env.E2E_BASE_URL ?? "" });

async function post(page: Page, path: string, data: Record<string, unknown>, method: "post" | "patch" = "post") {
  const res = await page.request[method](path, { data, headers: origin() });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: string };
}

const saved = (page: Page) => expect(page.getByTestId("save-state")).toHaveText("Saved");
const tab = (page: Page, name: string) => page.getByRole("tab", { name }).click();

async function pdfText(file: string) {
  const { extractText, getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(file)));
  return extractText(pdf, { mergePages: true });
}

test.describe("resume builder", () => {
  test("fill every tab, reload, import from my jobs, preview, switch template and export the PDF", { tag: "@any-width" }, async ({ page, signedIn }) => {
    await page.goto("/career-center?tab=resume");
    await post(page, "/api/profile", { countryCode: "CA" }, "patch");
    await post(page, "/api/jobs", { designation: "Charge Nurse", facility: "Royal Columbian", unit: "ICU", startDate: "2023-07-10", stillWorking: true });
    await post(page, "/api/contracts", {
      contractName: "ICU travel — Kamloops",
      employer: "Northern Lights Staffing",
      facility: "Royal Inland Hospital",
      unit: "ICU",
      city: "Kamloops",
      startDate: "2024-01-04",
      endDate: "2024-04-03",
    });
    await post(page, "/api/certifications", { name: "BLS Provider", category: "Life Support", expiryDate: "2099-03-31" });
    await post(page, "/api/certifications", { name: "Old PALS", expiryDate: "2020-01-31" });
    await page.getByRole("link", { name: "Open Resume Builder" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Resume Builder" })).toBeVisible();

    // Personal Info: name and email come from the account.
    await expect(page.getByLabel("Full name")).toHaveValue(`${signedIn.firstName} ${signedIn.lastName}`);
    await page.getByLabel("Full name").fill("Jordan Lee");
    await page.getByLabel("Phone").fill("604-555-0134");
    await page.getByLabel("Location").fill("Vancouver, BC");
    await page.getByLabel("Summary").fill("Emergency nurse with six years of trauma care.");
    await saved(page);

    // Experience: one typed in, with an end before its start refused until fixed.
    await tab(page, "Experience");
    await page.getByRole("button", { name: "Add experience" }).click();
    const entry = page.getByRole("listitem", { name: "Entry 1" });
    await entry.getByLabel("Title").fill("Staff Nurse");
    const staff = page.getByRole("listitem", { name: "Staff Nurse" });
    await staff.getByLabel("Facility").fill("St. Paul's Hospital, Emergency");
    await staff.getByLabel("Start (month)").fill("2019-01");
    // A new entry is a past job until she says otherwise.
    await expect(staff.getByLabel("I work here now")).not.toBeChecked();
    await expect(staff.getByLabel("End (month)")).toBeEnabled();
    await staff.getByLabel("End (month)").fill("2018-06");
    await expect(staff.getByText("The end must be on or after the start")).toBeVisible();
    await expect(page.getByTestId("save-state")).toHaveText("Not saved: fix the field marked in red");
    await staff.getByLabel("End (month)").fill("2023-06");
    await staff.getByLabel("Description").fill("- Triage of 40 patients a shift\n- Trauma team member");
    await saved(page);

    // Import from my jobs, twice: no duplicate; the current job goes first.
    await page.getByRole("button", { name: "Import from my jobs" }).click();
    await expect(toast(page, "Imported 1 job")).toBeVisible();
    await page.getByRole("button", { name: "Import from my jobs" }).click();
    await expect(toast(page, "Nothing new to import")).toBeVisible();
    const entries = page.getByRole("listitem").filter({ has: page.getByLabel("Title") });
    await expect(entries).toHaveCount(2);
    await expect(entries.first().getByLabel("Title")).toHaveValue("Charge Nurse");
    await expect(entries.first().getByLabel("Facility")).toHaveValue("Royal Columbian, ICU");
    await expect(entries.first().getByLabel("I work here now")).toBeChecked();

    // A travel nurse's contracts come in too.
    await page.getByRole("button", { name: "Import from my contracts" }).click();
    await expect(toast(page, "Imported 1 contract")).toBeVisible();
    const travel = page.getByRole("listitem", { name: "Travel Nurse" });
    await expect(travel.getByLabel("Facility")).toHaveValue("Royal Inland Hospital, ICU, Kamloops");
    await expect(travel.getByLabel("Description")).toHaveValue("- 13-week contract through Northern Lights Staffing");
    await expect(entries).toHaveCount(3);

    // Remove can be undone from its toast: the entry comes back in its place.
    await page.getByRole("button", { name: "Remove Staff Nurse" }).click();
    await expect(entries).toHaveCount(2);
    await toast(page, "Staff Nurse removed").getByRole("button", { name: "Undo" }).click();
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(2).getByLabel("Title")).toHaveValue("Staff Nurse");
    await expect(entries.nth(2).getByLabel("Description")).toHaveValue("- Triage of 40 patients a shift\n- Trauma team member");
    await saved(page);

    await tab(page, "Education");
    await page.getByRole("button", { name: "Add education" }).click();
    await page.getByLabel("Credential").fill("Bachelor of Science in Nursing");
    await page.getByLabel("School").fill("University of British Columbia");
    await page.getByLabel("Year").fill("2018");

    // Certifications: an expired one is offered only on request.
    await tab(page, "Certifications");
    await expect(page.getByLabel(/BLS Provider/)).toBeVisible();
    await expect(page.getByText("Old PALS")).toBeHidden();
    await page.getByLabel(/BLS Provider/).check();
    await page.getByLabel("Show expired (1)").check();
    await expect(page.getByText("Old PALS")).toBeVisible();

    await tab(page, "Skills");
    for (const skill of ["ACLS", "Epic charting", "Ventilators"]) {
      await page.getByLabel("Add a skill").fill(skill);
      await page.getByLabel("Add a skill").press("Enter");
    }
    await page.getByRole("button", { name: "Remove Ventilators" }).click();
    await expect(page.getByRole("list", { name: "Your skills" }).getByRole("listitem")).toHaveText(["ACLS", "Epic charting"]);
    await page.getByRole("radio", { name: "Compact" }).click();
    await saved(page);

    // A reload loses nothing.
    await page.reload();
    await expect(page.getByLabel("Full name")).toHaveValue("Jordan Lee");
    await expect(page.getByLabel("Summary")).toHaveValue("Emergency nurse with six years of trauma care.");
    await expect(page.getByRole("radio", { name: "Compact" })).toBeChecked();
    await tab(page, "Experience");
    await expect(page.getByLabel("Title")).toHaveCount(3);
    await expect(page.getByRole("listitem", { name: "Staff Nurse" }).getByLabel("End (month)")).toHaveValue("2023-06");
    await tab(page, "Education");
    await expect(page.getByLabel("School")).toHaveValue("University of British Columbia");
    await tab(page, "Certifications");
    await expect(page.getByLabel(/BLS Provider/)).toBeChecked();
    await tab(page, "Skills");
    await expect(page.getByRole("list", { name: "Your skills" }).getByRole("listitem")).toHaveText(["ACLS", "Epic charting"]);

    // Back to the classic template, then Preview: the PDF itself, drawn on a page.
    await page.getByRole("radio", { name: "Classic" }).click();
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("dialog", { name: "Preview" });
    await expect(preview.getByTestId("resume-preview-pages")).toHaveAttribute("data-pages", "1");
    await expect(preview.getByRole("img", { name: "Jordan Lee, page 1 of 1" })).toBeVisible();
    const box = (await preview.getByRole("img", { name: "Jordan Lee, page 1 of 1" }).boundingBox())!;
    // Letter (Canada): 8.5 × 11.
    expect(box.height / box.width).toBeCloseTo(11 / 8.5, 1);
    await lookAt(page, `/tmp/shots-resume/preview-${test.info().project.name}.png`);
    await preview.getByRole("button", { name: "Close" }).click();

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export PDF" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("Jordan Lee - Resume.pdf");
    const { totalPages, text } = await pdfText(await download.path());
    expect(totalPages).toBe(1);
    for (const words of [
      "Jordan Lee",
      "604-555-0134",
      "Charge Nurse",
      "Staff Nurse",
      "Triage of 40 patients a shift",
      "Bachelor of Science in Nursing",
      "BLS Provider",
      "Epic charting",
    ]) {
      expect(text, words).toContain(words);
    }
    expect(text).not.toContain("Old PALS");
  });

  test("screens at this width", async ({ page, signedIn: _ }) => {
    await page.goto("/resume-builder");
    await post(page, "/api/jobs", {
      designation: "Registered Nurse",
      facility: "Vancouver General Hospital",
      unit: "Emergency",
      startDate: "2020-03-02",
      stillWorking: true,
    });
    // A refused save says so, and Try again sends it.
    await page.route("**/api/resume", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({ status: 429, json: { error: { code: "rate_limited", message: "Too many requests. Please wait a moment." } } })
        : route.fallback(),
    );
    await page.getByLabel("Phone").fill("604-555-0134");
    await expect(page.getByTestId("save-state")).toContainText("Not saved: Too many requests. Please wait a moment.");
    await page.unroute("**/api/resume");
    await page.getByRole("button", { name: "Try again" }).click();
    await saved(page);
    await lookAt(page, `/tmp/shots-resume/personal-${test.info().project.name}.png`, { fullPage: true });
    // Toasts fade out (their contrast is checked on their own): axe looks at the screen once they are gone.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await tab(page, "Experience");
    await page.getByRole("button", { name: "Import from my jobs" }).click();
    await expect(page.getByLabel("Title")).toHaveValue("Registered Nurse");
    // The import's toast comes once the toaster's code is in, which can be after the form is filled:
    // wait for it to come, then to go, or axe may catch it fading in.
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Imported 1 job" })).toBeVisible();
    await lookAt(page, `/tmp/shots-resume/experience-${test.info().project.name}.png`, { fullPage: true });
    // Toasts fade out (their contrast is checked on their own): axe looks at the screen once they are gone.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await tab(page, "Skills");
    await page.getByLabel("Add a skill").fill("ACLS");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    // Toasts fade out (their contrast is checked on their own): axe looks at the screen once they are gone.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("radio", { name: "Compact" }).click();
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByRole("dialog", { name: "Preview" }).getByTestId("resume-preview-pages")).toHaveAttribute("data-pages", "1");
    await lookAt(page, `/tmp/shots-resume/compact-${test.info().project.name}.png`);
    await page.getByRole("dialog", { name: "Preview" }).getByRole("button", { name: "Close" }).click();
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test("on a phone the section tabs all show, none off the screen's edge", { tag: "@phone-only" }, async ({ page, signedIn: _, viewport }) => {
  await page.goto("/resume-builder");
  const tabs = page.getByRole("tablist", { name: "Resume sections" }).getByRole("tab");
  await expect(tabs).toHaveCount(5);
  for (const one of await tabs.all()) {
    const box = (await one.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport!.width);
  }
  expect(await page.getByRole("tablist", { name: "Resume sections" }).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});
