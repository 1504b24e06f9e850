import { Buffer } from "node:buffer";
import type { Page, Route } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { expect, test, toast } from "./support/fixtures";

/** A one-page PDF, valid to the byte. */
function pdf(): Buffer {
  const objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>"];
  let text = "%PDF-1.4\n";
  const offsets = objects.map((object, i) => {
    const at = text.length;
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n \n`).join("")}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text);
}
/** A 1×1 PNG. */
const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

const origin = () => ({ origin: process.env.E2E_BASE_URL ?? "" });

async function postContract(page: Page, body: Record<string, unknown>) {
  const res = await page.request.post("/api/contracts", { data: body, headers: origin() });
  expect(res.status()).toBe(201);
}

test("a job: create it, raise its rate and keep the raise in its notes, then delete it", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
  await page.goto("/career-center");
  await expect(page.getByRole("heading", { name: "Current Jobs" })).toBeVisible();
  await page.getByRole("button", { name: "Add job" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Job" });
  // Validation is real: designation, facility and start date.
  await dialog.getByRole("button", { name: "Add Job" }).click();
  await expect(dialog.getByText("Designation is required")).toBeVisible();
  await expect(dialog.getByText("Start date is required")).toBeVisible();
  await expect(dialog.getByText("Facility is required")).toBeVisible();

  await dialog.getByLabel("Designation").fill("Registered Nurse");
  await dialog.getByLabel("Facility").fill("Vancouver General Hospital");
  await dialog.getByLabel("Unit").fill("ICU");
  await dialog.getByLabel("Start date").fill("2022-03-01");
  await dialog.getByLabel("I still work here").check();
  await expect(dialog.getByLabel("End date")).toBeDisabled();
  await dialog.getByLabel("Hourly rate").fill("50");
  await dialog.getByLabel("FTE").selectOption("full_time");
  await dialog.getByRole("button", { name: "Add Job" }).click();
  await expect(toast(page, "Created")).toBeVisible();

  const card = page.getByRole("button", { name: /Registered Nurse/ });
  await expect(card).toContainText("Active");
  await expect(card).toContainText("$50.00/hr");
  await card.click();
  await page.getByRole("button", { name: "Edit job Registered Nurse at Vancouver General Hospital" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Job" });
  await edit.getByLabel("Hourly rate").fill("52.5");
  await edit.getByRole("button", { name: "Save Job" }).click();
  const raise = page.getByRole("dialog", { name: "Got a raise? Would you like to record this in notes?" });
  await expect(raise).toContainText("$50.00 → $52.50 an hour");
  await raise.getByRole("button", { name: "Yes, add to notes" }).click();
  await expect(toast(page, "Saved")).toBeVisible();
  await expect(page.getByText(/Raise on \d{4}-\d{2}-\d{2}: \$50\.00 → \$52\.50 an hour/)).toBeVisible();
  const jobs = (await (await page.request.get("/api/jobs")).json()) as { jobs: { notes: string; hourlyRate: number }[] };
  expect(jobs.jobs[0]).toMatchObject({ hourlyRate: 52.5, notes: expect.stringContaining("$50.00 → $52.50") });

  await page.getByRole("button", { name: "Delete job: Registered Nurse" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Job?" });
  await expect(confirm).toContainText("Are you sure you want to delete this job? This action cannot be undone.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Job deleted")).toBeVisible();
  await expect(page.getByText("No current jobs.")).toBeVisible();
});

test("a contract with two attachments: progress, preview, filter and search, delete one", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
  const job = await page.request.post("/api/jobs", {
    data: { designation: "RN", facility: "VGH", startDate: "2022-01-01", employer: "Aya Healthcare" },
    headers: origin(),
  });
  expect(job.status()).toBe(201);
  await postContract(page, { contractName: "Spring PACU", facility: "Lions Gate", city: "North Vancouver", startDate: "2025-03-01", endDate: "2025-05-30" });
  await postContract(page, { contractName: "Someday ER", city: "Whistler", startDate: "2030-01-05", endDate: "2030-04-05" });

  // Hold each upload until the test has seen its progress bar.
  const held: Route[] = [];
  await page.route("**/api/contracts/*/attachments", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    held.push(route);
  });

  await page.goto("/career-center?tab=contracts");
  await expect(page.getByRole("tab", { name: "Contracts" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: "New Contract" }).click();
  const dialog = page.getByRole("dialog", { name: "New Contract" });
  for (const section of ["General", "Location", "Dates", "Pay", "Housing", "Travel", "Attachments"])
    await expect(dialog.getByRole("group", { name: section })).toBeVisible();
  await dialog.getByLabel("Contract name").fill("ICU travel Kamloops");
  // Employer is typed: her jobs' employers are offered, and an agency she has no job with is taken as written.
  await expect(dialog.locator("#contract-employers option[value='Aya Healthcare']")).toBeAttached();
  await dialog.getByLabel("Employer").fill("Northern Lights Staffing");
  await dialog.getByLabel("Facility").fill("Royal Inland Hospital");
  await dialog.getByLabel("City").fill("Kamloops");
  await dialog.getByLabel("Start date").fill("2026-01-05");
  await dialog.getByLabel("End date").fill("2026-04-05");
  // Both the first and the last day count: a travel nurse's 13 weeks.
  await expect(dialog.getByText("Duration: 13 weeks, 91 days")).toBeVisible();
  await dialog.getByLabel("Base wage (hourly)").fill("68.5");
  await dialog.getByLabel("Housing", { exact: true }).selectOption("stipend");
  await dialog.getByRole("group", { name: "Travel" }).getByLabel("Driving").first().check();
  await dialog.getByTestId("attachment-input").setInputFiles([
    { name: "contract.pdf", mimeType: "application/pdf", buffer: pdf() },
    { name: "badge.png", mimeType: "image/png", buffer: png },
  ]);
  await dialog.getByRole("button", { name: "Create Contract" }).click();
  await expect(toast(page, "Missing label")).toBeVisible();
  await expect(dialog.getByText("Missing label: Please add a label for all attachments.")).toBeVisible();
  await dialog.getByRole("listitem", { name: "New attachment contract.pdf" }).getByLabel("Label").fill("Signed contract");
  await dialog.getByRole("listitem", { name: "New attachment badge.png" }).getByLabel("Label").fill("Hospital badge");
  await dialog.getByRole("button", { name: "Create Contract" }).click();
  await expect(toast(page, "Contract saved")).toBeVisible();

  // Each file shows its own progress bar while it goes up.
  await expect(dialog.getByRole("progressbar", { name: "Uploading contract.pdf" })).toBeVisible();
  await expect.poll(() => held.length).toBe(1);
  await held.shift()!.continue();
  await expect(dialog.getByRole("progressbar", { name: "Uploading badge.png" })).toBeVisible();
  await expect(dialog.getByRole("listitem", { name: "New attachment contract.pdf" })).toContainText("Uploaded");
  await expect.poll(() => held.length).toBe(1);
  await held.shift()!.continue();
  await expect(dialog).toBeHidden();
  await page.unroute("**/api/contracts/*/attachments");

  const card = page.getByRole("button", { name: /ICU travel Kamloops/ });
  await expect(card).toContainText("Complete");
  await card.click();
  const attachments = page.getByRole("list", { name: "Attachments" });
  await expect(attachments.getByRole("listitem")).toHaveCount(2);
  await expect(attachments.getByRole("listitem").first()).toContainText("Hospital badge");
  await expect(attachments.getByRole("listitem").first()).toContainText("PNG");
  await expect(page.getByText("$68.50/hr")).toBeVisible();
  await expect(page.getByText("Northern Lights Staffing")).toBeVisible();
  await expect(page.getByText("13 weeks, 91 days")).toBeVisible();

  await page.getByRole("button", { name: "Preview Hospital badge" }).click();
  const preview = page.getByRole("dialog", { name: "Hospital badge" });
  const image = preview.getByRole("img", { name: "Hospital badge" });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await preview.getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: "Preview Signed contract" }).click();
  await expect(page.getByRole("dialog", { name: "Signed contract" }).locator("iframe[title='Signed contract']")).toHaveAttribute(
    "src",
    /\/files\/private\/contracts\/.+\.pdf\?expires=\d+&sig=/,
  );
  await page.getByRole("dialog", { name: "Signed contract" }).getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "Delete attachment Hospital badge" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Attachment deleted")).toBeVisible();
  await expect(attachments.getByRole("listitem")).toHaveCount(1);

  // Filter by status and search.
  await page.getByLabel("Status").selectOption("upcoming");
  await expect(page.getByRole("button", { name: /Someday ER/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /Spring PACU/ })).toBeHidden();
  await page.getByLabel("Status").selectOption("complete");
  await expect(page.getByRole("button", { name: /Spring PACU/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /ICU travel Kamloops/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /Someday ER/ })).toBeHidden();
  await page.getByLabel("Search contracts").fill("lions gate");
  await expect(page.getByRole("button", { name: /ICU travel Kamloops/ })).toBeHidden();
  await expect(page.getByRole("button", { name: /Spring PACU/ })).toBeVisible();
  await page.getByLabel("Status").selectOption("all");
  await page.getByLabel("Search contracts").fill("");
  for (const name of [/ICU travel Kamloops/, /Spring PACU/, /Someday ER/]) await expect(page.getByRole("button", { name })).toBeVisible();
});

test(
  "Discover: the coming-soon text without postings; on the board, open, save and add a posting as a contract; samples are labelled",
  { tag: "@any-width" },
  async ({ page, signedIn: _ }) => {
    await page.goto("/career-center");
    await page.getByRole("tab", { name: "Discover" }).click();
    await expect(page.getByText("Job discovery is coming soon.")).toBeVisible();

    const posting = (title: string, city: string, sample = false) => ({
      id: crypto.randomUUID(),
      ref: title,
      title,
      employer: "Interior Health",
      facility: "Royal Inland Hospital",
      city,
      provinceState: "BC",
      country: "Canada",
      payRate: 52.4,
      url: sample ? null : "https://jobs.example.org/1",
      description: null,
      postedOn: "2026-11-20",
      sample,
      saved: false,
      createdAt: "2026-11-20T00:00:00.000Z",
    });
    // The board is shared by every nurse on the server: this one is the test's own, saves included.
    const all = [posting("ICU Registered Nurse", "Kamloops"), posting("ER Nurse", "Vernon"), posting("PACU Nurse", "Kelowna", true)];
    await page.route("**/api/job-board**", (route) => {
      const url = new URL(route.request().url());
      const saved = /\/api\/job-board\/([^/]+)\/saved$/.exec(url.pathname);
      if (saved) {
        const p = all.find((x) => x.id === saved[1])!;
        p.saved = route.request().method() === "PUT";
        return route.fulfill({ json: { id: p.id, saved: p.saved } });
      }
      const q = (url.searchParams.get("q") ?? "").toLowerCase();
      const savedOnly = url.searchParams.get("saved") === "true";
      return route.fulfill({ json: { postings: all.filter((p) => (!q || `${p.title} ${p.city}`.toLowerCase().includes(q)) && (!savedOnly || p.saved)) } });
    });
    await page.reload();
    const card = (title: string) => page.getByRole("list", { name: "Job postings" }).getByRole("listitem", { name: new RegExp(`^${title}`) });
    await expect(card("ICU Registered Nurse")).toBeVisible();
    await expect(page.getByText("$52.40/hr").first()).toBeVisible();
    // The operator's example says so; a real posting does not.
    await expect(card("PACU Nurse")).toHaveAccessibleName("PACU Nurse (sample)");
    await expect(card("PACU Nurse").getByText("Sample", { exact: true })).toBeVisible();
    await expect(card("ICU Registered Nurse").getByText("Sample", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Postings marked Sample are examples")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Open goes to the posting itself, in a new tab.
    await expect(card("ICU Registered Nurse").getByRole("link", { name: /Open posting/ })).toHaveAttribute("href", "https://jobs.example.org/1");
    await expect(card("ICU Registered Nurse").getByRole("link", { name: /Open posting/ })).toHaveAttribute("target", "_blank");

    // Save one, and see only the saved ones.
    const save = card("ICU Registered Nurse").getByRole("button", { name: "Save ICU Registered Nurse" });
    await save.click();
    await expect(toast(page, "Posting saved")).toBeVisible();
    await expect(save).toHaveAttribute("aria-pressed", "true");
    await page.getByLabel("Saved only").check();
    await expect(card("ER Nurse")).toBeHidden();
    await expect(card("ICU Registered Nurse")).toBeVisible();
    await page.getByLabel("Saved only").uncheck();

    await page.getByLabel("Search job postings").fill("vernon");
    await expect(card("ICU Registered Nurse")).toBeHidden();
    await expect(card("ER Nurse")).toBeVisible();
    await page.getByLabel("Search job postings").fill("");

    // Add as contract: the New Contract form, filled from the posting.
    await card("ICU Registered Nurse").getByRole("button", { name: "Add ICU Registered Nurse as a contract" }).click();
    const dialog = page.getByRole("dialog", { name: "New Contract" });
    await expect(dialog.getByLabel("Contract name")).toHaveValue("ICU Registered Nurse");
    await expect(dialog.getByLabel("Employer")).toHaveValue("Interior Health");
    await expect(dialog.getByLabel("Facility")).toHaveValue("Royal Inland Hospital");
    await expect(dialog.getByLabel("City")).toHaveValue("Kamloops");
    await expect(dialog.getByLabel("Base wage (hourly)")).toHaveValue("52.4");
    await dialog.getByLabel("Start date").fill("2027-01-04");
    await dialog.getByLabel("End date").fill("2027-04-04");
    await dialog.getByRole("button", { name: "Create Contract" }).click();
    await expect(toast(page, "Contract saved")).toBeVisible();
    await expect(dialog).toBeHidden();
    const { contracts } = (await (await page.request.get("/api/contracts")).json()) as { contracts: Record<string, unknown>[] };
    expect(contracts).toEqual([
      expect.objectContaining({ contractName: "ICU Registered Nurse", employer: "Interior Health", city: "Kamloops", provinceState: "BC", baseWage: 52.4 }),
    ]);

    await page.getByRole("tab", { name: "Resume" }).click();
    await page.getByRole("link", { name: "Open Resume Builder" }).click();
    await expect(page).toHaveURL(/\/resume-builder$/);
  },
);

test("an upload can be cancelled while it goes up; nothing is attached", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
  await postContract(page, { contractName: "ICU travel Kamloops", startDate: "2026-01-05", endDate: "2026-04-05" });
  const held: Route[] = [];
  await page.route("**/api/contracts/*/attachments", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    held.push(route);
  });
  await page.goto("/career-center?tab=contracts");
  await page.getByRole("button", { name: /ICU travel Kamloops/ }).click();
  await page.getByRole("button", { name: "Edit contract ICU travel Kamloops" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Contract" });
  await dialog.getByTestId("attachment-input").setInputFiles([{ name: "contract.pdf", mimeType: "application/pdf", buffer: pdf() }]);
  await dialog.getByLabel("Label").fill("Signed contract");
  await dialog.getByRole("button", { name: "Save Contract" }).click();
  await expect(toast(page, "Contract updated")).toBeVisible();
  await expect(dialog.getByRole("progressbar", { name: "Uploading contract.pdf" })).toBeVisible();
  await expect.poll(() => held.length).toBe(1);
  await dialog.getByRole("listitem", { name: "New attachment contract.pdf" }).getByRole("button", { name: "Cancel" }).click();
  // The nurse chose it: no failure to report, and the dialog is done.
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Upload failed")).toHaveCount(0);
  await page.unroute("**/api/contracts/*/attachments");
  const contracts = (await (await page.request.get("/api/contracts")).json()) as { contracts: { attachmentCount: number }[] };
  expect(contracts.contracts[0]?.attachmentCount).toBe(0);
});

test("the sections are tabs the arrow keys move between, one Tab stop @any-width", async ({ page, signedIn: _ }) => {
  await page.goto("/career-center");
  const jobs = page.getByRole("tab", { name: "Jobs" });
  await expect(jobs).toHaveAttribute("aria-selected", "true");
  await jobs.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Contracts" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Contracts" })).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\?tab=contracts$/);
  await expect(page.getByRole("tabpanel", { name: "Contracts" })).toBeVisible();
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Resume" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Jobs" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Contracts" })).toHaveAttribute("tabindex", "-1");
});
