import type { Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { expect, lookAt, test } from "./support/fixtures";

const headers = () => ({ origin: process.env.E2E_BASE_URL ?? "" });

async function setRegion(page: Page, region: "US" | "CA" | "UK" | "AU" | "EU") {
  const res = await page.request.patch("/api/preferences", { headers: headers(), data: { region } });
  expect(res.status()).toBe(200);
}

/** Opens a tool once her preferences (her region) have arrived: until then any "1,500" is asked about. */
async function goto(page: Page, path: string) {
  await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === "/api/preferences" && r.ok()), page.goto(path)]);
}

/** Opens one calculator and fills its fields (by label). */
async function open(page: Page, title: string) {
  await page.getByLabel("Calculation", { exact: true }).selectOption({ label: title });
  return page.getByRole("form", { name: title, exact: true });
}
const answerOf = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true }).getByRole("status");
const alertOf = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true }).getByRole("alert");

test.describe("medication calculator", () => {
  test("dose by weight: 0.005 mg/kg × 3 kg at 0.1 mg/mL is 0.015 mg and 0.15 mL (it showed 0.2 mL)", async ({ page, signedIn: _ }) => {
    await goto(page, "/tools/medication-calculator");
    await expect(page.getByRole("note")).toContainText("A check, not an order.");
    const form = await open(page, "Dose by weight");
    await form.getByLabel("Dose per kg", { exact: true }).fill("0.005");
    await form.getByLabel("Weight (kg)").fill("3");
    await form.getByLabel("Concentration (mg/mL) — optional").fill("0.1");
    await form.getByRole("button", { name: "Calculate" }).click();
    const answer = answerOf(page, "Dose by weight");
    await expect(answer).toContainText("0.015 mg");
    await expect(answer).toContainText("0.15 mL");
    await expect(answer).toContainText("0.015 mg ÷ 0.1 mg/mL = 0.15 mL");
    await expect(answer).not.toContainText("0.2 mL");
    // The answer is the answer to the numbers on the screen: a change clears it.
    await form.getByLabel("Weight (kg)").fill("4");
    await expect(answer).toBeHidden();
  });

  test("every calculator fits a phone's screen side to side, its messages too", { tag: "@phone-only" }, async ({ page, signedIn: _ }) => {
    await goto(page, "/tools/medication-calculator");
    const picker = page.getByLabel("Calculation", { exact: true });
    const titles = (await picker.locator("option").allTextContents()).map((title) => title.trim());
    expect(titles.length).toBeGreaterThanOrEqual(8);
    for (const title of titles) {
      await picker.selectOption({ label: title });
      const form = page.getByRole("form", { name: title, exact: true });
      await expect(form).toBeVisible();
      // Calculate with nothing filled in shows every field's message: the widest the form gets.
      await form.getByRole("button", { name: "Calculate" }).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), title).toBeLessThanOrEqual(390);
      await lookAt(page, `calculator-${title.replace(/\W+/g, "-")}-390.png`, { fullPage: true });
    }
  });

  test("the other calculators: conversions shown, the time base flagged, the facility's heparin numbers, refusals @any-width", async ({
    page,
    signedIn: _,
  }) => {
    await goto(page, "/tools/medication-calculator");

    const desired = await open(page, "Desired ÷ have");
    await desired.getByLabel("Ordered dose", { exact: true }).fill("0.5");
    await desired.getByLabel("Ordered dose unit").selectOption("g");
    await desired.getByLabel("Strength on hand", { exact: true }).fill("250");
    await desired.getByRole("button", { name: "Calculate" }).click();
    await expect(answerOf(page, "Desired ÷ have")).toContainText("0.5 g = 500 mg");
    await expect(answerOf(page, "Desired ÷ have")).toContainText("500 mg ÷ 250 mg per tablet = 2 tablets");

    // Dexmedetomidine 0.7 mcg/kg/h typed as per minute: 735 mL/h, flagged with the per-hour rate.
    const infusion = await open(page, "Infusion: dose → rate");
    await expect(infusion.getByText("— per minute")).toBeVisible();
    await infusion.getByLabel("Dose — per minute").fill("0.7");
    await infusion.getByLabel("Weight (kg)").fill("70");
    await infusion.getByLabel("Drug in the bag", { exact: true }).fill("400");
    await infusion.getByLabel("Drug in the bag unit").selectOption("mcg");
    await infusion.getByLabel("Bag volume (mL)").fill("100");
    await infusion.getByRole("button", { name: "Calculate" }).click();
    await expect(answerOf(page, "Infusion: dose → rate")).toContainText("735 mL/h");
    await expect(alertOf(page, "Infusion: dose → rate")).toContainText("if the order is 0.7 mcg/kg/h (per hour), the rate is 12.3 mL/h");
    expect(await seriousViolations(page)).toEqual([]);
    await infusion.getByLabel("Dose unit").selectOption("mcg/kg/h");
    await expect(infusion.getByText("— per hour")).toBeVisible();
    await infusion.getByRole("button", { name: "Calculate" }).click();
    await expect(answerOf(page, "Infusion: dose → rate")).toContainText("12.3 mL/h");
    await expect(alertOf(page, "Infusion: dose → rate")).toHaveCount(0);

    // Norepinephrine 4 mg in 250 mL, 70 kg, 7 mL/h: 0.0267 mcg/kg/min, not 0.03.
    const back = await open(page, "Infusion: rate → dose");
    await back.getByLabel("Rate (mL/h)").fill("7");
    await back.getByLabel("Weight (kg)").fill("70");
    await back.getByLabel("Drug in the bag", { exact: true }).fill("4");
    await back.getByLabel("Bag volume (mL)").fill("250");
    await back.getByRole("button", { name: "Calculate" }).click();
    await expect(answerOf(page, "Infusion: rate → dose")).toContainText("0.0267 mcg/kg/min");

    const heparin = await open(page, "Heparin by weight");
    await expect(page.getByText("Your facility's protocol")).toBeVisible();
    await heparin.getByLabel("Weight (kg)").fill("80");
    await heparin.getByRole("button", { name: "Calculate" }).click();
    await expect(answerOf(page, "Heparin by weight")).toContainText("6,400 units");
    await expect(answerOf(page, "Heparin by weight")).toContainText("14.4 mL/h");
    await heparin.getByLabel("Start from").selectOption("acs");
    await expect(heparin.getByLabel("Bolus cap (units) — optional")).toHaveValue("4000");
    await heparin.getByLabel("Infusion (units/kg/h)").fill("10");
    await heparin.getByRole("button", { name: "Calculate" }).click();
    await expect(answerOf(page, "Heparin by weight")).toContainText("4,000 units");
    await expect(answerOf(page, "Heparin by weight")).toContainText("8 mL/h"); // 10 × 80 = 800 units/h ÷ 100 units/mL

    // The lb converter beside a kg field fills it in kg.
    const fluids = await open(page, "Maintenance fluids (4-2-1)");
    await fluids.getByRole("button", { name: "Weight from lb" }).click();
    await fluids.getByLabel("Weight in lb").fill("55");
    await fluids.getByRole("button", { name: "Use 24.948 kg" }).click(); // 55 × 0.453592 = 24.94756, to the gram
    await expect(fluids.getByLabel("Weight (kg)")).toHaveValue("24.948");
    await fluids.getByRole("button", { name: "Calculate" }).click();
    await expect(answerOf(page, "Maintenance fluids (4-2-1)")).toContainText("64.9 mL/h"); // 40 + 20 + 4.948, one decimal above 10 mL/h

    const iv = await open(page, "IV rate and piggyback");
    await iv.getByLabel("Volume (mL)").fill("1000");
    await iv.getByLabel("Time", { exact: true }).fill("0");
    await iv.getByRole("button", { name: "Calculate" }).click();
    await expect(alertOf(page, "IV rate and piggyback")).toHaveText("Time in hours must be more than 0.");
    await expect(iv.getByLabel("Time", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("body")).not.toContainText(/NaN|Infinity/);
  });

  test("in Canada '1,500' is asked about (1500 or 1.5?), never guessed @any-width", async ({ page, signedIn: _ }) => {
    await setRegion(page, "CA");
    await goto(page, "/tools/medication-calculator");
    const form = await open(page, "Desired ÷ have");
    await form.getByLabel("Ordered dose", { exact: true }).fill("1,500");
    await form.getByLabel("Ordered dose unit").selectOption("mcg");
    await form.getByLabel("Strength on hand", { exact: true }).fill("0.5");
    await form.getByRole("button", { name: "Calculate" }).click();
    await expect(alertOf(page, "Desired ÷ have")).toContainText("1,500: did you mean 1500 or 1.5?");
    await expect(answerOf(page, "Desired ÷ have")).toHaveCount(0);
    await form.getByRole("button", { name: "1500", exact: true }).click();
    await expect(form.getByLabel("Ordered dose", { exact: true })).toHaveValue("1500");
    await expect(answerOf(page, "Desired ÷ have")).toContainText(/1\s500 mcg = 1\.5 mg/); // Canada's thousands: a narrow space
    await expect(answerOf(page, "Desired ÷ have")).toContainText("3 tablets");
  });
});

test.describe("unit converter reads numbers the nurse's way", () => {
  test("'1,500' mcg is 1.5 mg, never 0.0015 mg; thousands are shown with commas", async ({ page, signedIn: _ }) => {
    await goto(page, "/tools/unit-converter");
    const mass = page.getByRole("region", { name: "Milligrams and micrograms", exact: true });
    await mass.getByLabel("mcg").fill("1,500");
    await expect(mass.getByLabel("mg", { exact: true })).toHaveValue("1.5");
    const grams = page.getByRole("region", { name: "Grams and milligrams", exact: true });
    await grams.getByLabel("g", { exact: true }).fill("1.5");
    await expect(grams.getByLabel("mg", { exact: true })).toHaveValue("1,500");

    const weight = page.getByRole("region", { name: "Weight", exact: true });
    await weight.getByLabel("lbs").fill("154");
    await expect(weight.getByLabel("kg")).toHaveValue("69.9");
    await weight.getByLabel("kg").fill("abc");
    await expect(weight.getByLabel("lbs")).toHaveValue("");
    const temp = page.getByRole("region", { name: "Temperature", exact: true });
    await temp.getByLabel("°C").fill("37");
    await expect(temp.getByLabel("°F")).toHaveValue("98.6");
  });

  test("in Canada the converter (page and dashboard widget) asks, and converts what she picks @any-width", async ({ page, signedIn: _ }) => {
    await setRegion(page, "CA");
    await goto(page, "/tools/unit-converter");
    const mass = page.getByRole("region", { name: "Milligrams and micrograms", exact: true });
    await mass.getByLabel("mcg").fill("1,500");
    await expect(mass.getByLabel("mg", { exact: true })).toHaveValue("");
    await expect(mass.getByRole("alert")).toContainText("did you mean 1500 or 1.5?");
    expect(await seriousViolations(page)).toEqual([]);
    await mass.getByRole("button", { name: "1500", exact: true }).click();
    await expect(mass.getByLabel("mcg")).toHaveValue("1500");
    await expect(mass.getByLabel("mg", { exact: true })).toHaveValue("1.5");

    await goto(page, "/dashboard");
    const cell = page.locator('li[data-widget="calculator"]');
    await cell.scrollIntoViewIfNeeded();
    const widget = cell.getByRole("region", { name: "Unit Converter", exact: true });
    await widget.getByLabel("lbs").fill("1,000");
    await expect(widget.getByRole("alert")).toContainText("did you mean 1000 or 1?");
    await widget.getByRole("button", { name: "1", exact: true }).click();
    await expect(widget.getByLabel("kg")).toHaveValue("0.5");
  });

  test("the pay estimator reads '1,200' as twelve hundred in the US @any-width", async ({ page, signedIn: _ }) => {
    await goto(page, "/tools/rate-estimator");
    const row = page.getByRole("region", { name: "Pay Estimator", exact: true }).getByTestId("shift-row").first();
    await row.getByLabel("Hourly rate").fill("1,200");
    await row.getByLabel("Hours").fill("1");
    await expect(page.getByTestId("pay-gross")).toHaveText("$1,200.00");
  });
});
