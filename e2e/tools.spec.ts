import { build } from "vite";
import { TIP_FADE_MS, TIP_ROTATION_MS, tipsFor } from "../src/core/tools/tips";
import { aliases } from "../vite.config";
import { seriousViolations } from "./support/axe";
import { day, press, seedApplied, seedShiftType } from "./support/calendar";
import { expect, test } from "./support/fixtures";

const headers = () => ({ origin: process.env.E2E_BASE_URL ?? "" });

test.describe("bedside counters, timer and stopwatch (/tools/rate-estimator)", () => {
  test("a counter shows taps × 4 when the 25-second window ends", async ({ page, signedIn: _ }) => {
    await page.clock.install();
    await page.goto("/tools/rate-estimator");
    // Time stands still while the taps land, then moves only as the test says.
    await page.clock.pauseAt(Date.now() + 60_000);
    const counter = page.getByRole("region", { name: "Heart Rate Counter", exact: true }).getByRole("button");
    for (let i = 0; i < 18; i++) await press(counter);
    await expect(page.getByTestId("rate-counter-count")).toHaveText("18");
    await expect(counter).toContainText("25s left");
    await page.clock.runFor(24_000);
    await expect(counter).toContainText("1s left");
    await page.clock.runFor(1_000);
    await expect(page.getByTestId("rate-counter-result")).toHaveText("72 BPM");
    await press(counter);
    await expect(counter).toContainText("Tap to start");

    const resp = page.getByRole("region", { name: "Resp Counter", exact: true }).getByRole("button");
    for (let i = 0; i < 4; i++) await press(resp);
    await page.clock.runFor(25_500);
    await expect(page.getByTestId("tap-tester-result")).toHaveText("16 RPM");
  });

  test("the timer reaches Finished even when the page was hidden", async ({ page, signedIn: _ }) => {
    await page.clock.install();
    await page.goto("/tools/rate-estimator");
    // Time moves only as the test says: a slow moment of the machine adds nothing.
    await page.clock.pauseAt(Date.now() + 60_000);
    const timer = page.getByRole("region", { name: "Timer", exact: true });
    await timer.getByLabel("Minutes").selectOption("0");
    await timer.getByLabel("Seconds").selectOption("0");
    await expect(timer.getByRole("button", { name: "Start" })).toBeDisabled();
    await timer.getByLabel("Minutes").selectOption("2");
    await timer.getByRole("button", { name: "Start" }).click();
    await expect(page.getByTestId("timer-status")).toHaveText("Running");
    await page.clock.runFor(30_000);
    await expect(page.getByTestId("timer-display")).toHaveText("01:30");
    await timer.getByRole("button", { name: "Pause" }).click();
    await expect(page.getByTestId("timer-status")).toHaveText("Paused");
    await page.clock.runFor(60_000);
    await expect(page.getByTestId("timer-display")).toHaveText("01:30");
    await timer.getByRole("button", { name: "Resume" }).click();

    // The tab goes into the background: no timer fires while the clock jumps past the end.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      Object.defineProperty(document, "hidden", { value: true, configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.clock.setSystemTime(Date.now() + 10 * 60_000);
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
      Object.defineProperty(document, "hidden", { value: false, configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect(page.getByTestId("timer-status")).toHaveText("Finished");
    await expect(page.getByTestId("timer-display")).toHaveText("00:00");
    await timer.getByRole("button", { name: "Reset" }).click();
    await expect(timer.getByRole("button", { name: "Start" })).toBeEnabled();
  });

  test("the stopwatch runs, pauses, resumes and resets", async ({ page, signedIn: _ }) => {
    await page.clock.install();
    await page.goto("/tools/rate-estimator");
    const sw = page.getByRole("region", { name: "Stopwatch", exact: true });
    await expect(page.getByTestId("stopwatch-status")).toHaveText("Stopped");
    // Time stands still but for runFor, so the figures are exact on any machine.
    await page.clock.pauseAt(Date.now() + 60_000);
    await sw.getByRole("button", { name: "Start" }).click();
    await page.clock.runFor(3_000);
    await expect(page.getByTestId("stopwatch-display")).toHaveText("00:03.00");
    await sw.getByRole("button", { name: "Pause" }).click();
    await expect(page.getByTestId("stopwatch-status")).toHaveText("Paused");
    const paused = await page.getByTestId("stopwatch-display").textContent();
    await page.clock.runFor(5_000);
    await expect(page.getByTestId("stopwatch-display")).toHaveText(paused!);
    await sw.getByRole("button", { name: "Resume" }).click();
    await expect(page.getByTestId("stopwatch-status")).toHaveText("Running");
    await page.clock.runFor(61_000);
    await sw.getByRole("button", { name: "Pause" }).click();
    await expect(page.getByTestId("stopwatch-display")).toHaveText("01:04.00");
    await sw.getByRole("button", { name: "Reset" }).click();
    await expect(page.getByTestId("stopwatch-display")).toHaveText("00:00.00");
    await expect(page.getByTestId("stopwatch-status")).toHaveText("Stopped");
  });
});

test.describe("CPR metronome", () => {
  test("starts, counts compressions, stops; the slider marks the guideline", async ({ page, signedIn: _ }) => {
    await page.goto("/tools/cpr-metronome");
    await expect(page.getByTestId("metronome-bpm")).toHaveText("100");
    await expect(page.getByTestId("metronome-guideline")).toHaveText("Within the 100–120 per minute guideline (AHA, ERC).");
    const slider = page.getByRole("slider", { name: "Compressions per minute" });
    await slider.fill("95");
    await expect(page.getByTestId("metronome-guideline")).toHaveText("95 is under the guideline: AHA and ERC advise 100–120 compressions per minute.");
    await slider.fill("110");
    await page.getByRole("button", { name: "Start" }).click();
    await expect(page.getByRole("button", { name: "Stop" })).toBeVisible();
    // Beats are played on the audio clock (real time): the count rises.
    await expect.poll(async () => Number(await page.getByTestId("metronome-compressions").textContent()), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await page.getByRole("button", { name: "Stop" }).click();
    await expect(page.getByRole("button", { name: "Start" })).toBeVisible();
    const count = await page.getByTestId("metronome-compressions").textContent();
    await expect(page.getByTestId("metronome-compressions")).toHaveText(count!);
  });

  test("keeps the screen awake and vibrates while it runs; marks two minutes for the rhythm check @any-width", async ({ page, signedIn: _ }) => {
    // Record what the page asks of the device: the Wake Lock and the vibration motor.
    await page.addInitScript(() => {
      const calls = { vibrate: [] as unknown[], lockRequests: 0, lockReleases: 0 };
      (window as unknown as { deviceCalls: typeof calls }).deviceCalls = calls;
      Object.defineProperty(Navigator.prototype, "vibrate", { configurable: true, value: (pattern: unknown) => (calls.vibrate.push(pattern), true) });
      Object.defineProperty(Navigator.prototype, "wakeLock", {
        configurable: true,
        get: () => ({
          request: async () => {
            calls.lockRequests++;
            return { release: async () => void calls.lockReleases++ };
          },
        }),
      });
    });
    await page.clock.install({ time: new Date("2026-11-26T08:00:00Z") });
    await page.goto("/tools/cpr-metronome");
    // From here the page's time stands still but for runFor: a slow machine cannot tick past a checked second.
    await page.clock.pauseAt(new Date("2026-11-26T09:00:00Z"));
    const device = () =>
      page.evaluate(() => (window as unknown as { deviceCalls: { vibrate: unknown[]; lockRequests: number; lockReleases: number } }).deviceCalls);
    await expect(page.getByRole("status").filter({ hasText: "rhythm" })).toHaveText("Every 2 minutes: check the rhythm and swap compressors.");
    await page.getByRole("button", { name: "Start" }).click();
    await expect.poll(async () => (await device()).lockRequests).toBe(1);
    await page.clock.runFor(60_000);
    await expect(page.getByTestId("metronome-elapsed")).toHaveText("1:00");
    await expect(page.getByRole("status").filter({ hasText: "rhythm" })).toHaveText("Next rhythm check in 1:00.");
    await page.clock.runFor(60_000);
    await expect(page.getByTestId("metronome-cycles")).toHaveText("1");
    await expect(page.getByRole("status").filter({ hasText: "rhythm" })).toHaveText("2 minutes: check the rhythm and swap compressors.");
    // Each beat played so far buzzed once, briefly.
    const { vibrate } = await device();
    expect(vibrate.length).toBeGreaterThan(0);
    expect(new Set(vibrate)).toEqual(new Set([30]));
    await page.getByRole("button", { name: "Stop" }).click();
    await expect.poll(async () => (await device()).lockReleases).toBe(1);
  });

  test("two minutes rendered in an OfflineAudioContext: every beat within 1 ms of its time", async ({ page }) => {
    test.skip(test.info().project.name !== "desktop", "one audio render is enough");
    // The scheduler and beep the metronome uses, bundled from the same source for the page.
    const out = await build({
      configFile: false,
      logLevel: "silent",
      resolve: { alias: aliases },
      build: { write: false, minify: false, lib: { entry: "src/web/features/tools/audio/beeps.ts", formats: ["iife"], name: "NvBeeps" } },
    });
    const bundle = (Array.isArray(out) ? out[0]! : out) as { output: { code?: string }[] };
    // On a blank page: the app's CSP (rightly) refuses an injected script.
    await page.addScriptTag({ content: bundle.output[0]!.code! });
    const result = await page.evaluate(async () => {
      const bpm = 100;
      const sampleRate = 8000;
      const { scheduled, rendered } = await (
        window as unknown as { NvBeeps: { renderOffline: (bpm: number, s: number, r: number) => Promise<{ scheduled: number[]; rendered: AudioBuffer }> } }
      ).NvBeeps.renderOffline(bpm, 120, sampleRate);
      const data = rendered.getChannelData(0);
      const onsets: number[] = [];
      let silent = 0;
      for (let i = 0; i < data.length; i++) {
        if (Math.abs(data[i]!) > 1e-4) {
          if (silent > sampleRate * 0.1 || onsets.length === 0) onsets.push(i / sampleRate);
          silent = 0;
        } else silent++;
      }
      const worst = Math.max(...onsets.map((t, n) => Math.abs(t - (n * 60) / bpm)));
      const worstScheduled = Math.max(...scheduled.map((t, n) => Math.abs(t - (n * 60) / bpm)));
      return { beats: onsets.length, scheduled: scheduled.length, worst, worstScheduled };
    });
    expect(result.scheduled).toBe(200);
    expect(result.beats).toBe(200);
    expect(result.worstScheduled).toBeLessThan(0.000_001);
    expect(result.worst).toBeLessThan(0.001);
  });
});

test.describe("medication calculator", () => {
  test("each calculation shows its result, formula and rounding; impossible input is refused", async ({ page, signedIn: _ }) => {
    await page.goto("/tools/medication-calculator");
    await expect(page.getByRole("note")).toContainText("Verify every calculation independently");

    const calc = async (title: string, values: Record<string, string>, expected: string[]) => {
      const form = page.getByRole("form", { name: title, exact: true });
      for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
      await form.getByRole("button", { name: "Calculate" }).click();
      const result = page.getByRole("region", { name: title, exact: true }).getByRole("status");
      for (const text of expected) await expect(result).toContainText(text);
    };
    await calc("Dose by weight", { "Dose (mg/kg)": "100", "Weight (kg)": "18", "Concentration (mg/mL) — optional": "40" }, [
      "100 mg/kg × 18 kg = 1800 mg",
      "1800 mg ÷ 40 mg/mL = 45 mL",
      "Rounded to 2 decimal places.",
    ]);
    await calc("Tablets", { "Desired dose (mg)": "500", "Per tablet (mg)": "250" }, ["2 tablets", "500 mg ÷ 250 mg per tablet = 2"]);
    await calc("IV rate", { "Volume (mL)": "1500", "Time (h)": "24" }, ["62.5 mL/h", "1500 mL ÷ 24 h = 62.5 mL/h", "63 mL/h to the nearest whole number"]);
    await page.getByRole("form", { name: "Drip rate" }).getByLabel("Drop factor (gtt/mL)").selectOption("15");
    await calc("Drip rate", { "Volume (mL)": "3000", "Time (min)": "1440" }, [
      "31 gtt/min",
      "3000 mL × 15 gtt/mL ÷ 1440 min = 31 gtt/min",
      "nearest whole drop",
    ]);
    await calc("Infusion: dose → rate", { "Dose (mcg/kg/min)": "10", "Weight (kg)": "85", "Drug in bag (mg)": "800", "Bag volume (mL)": "250" }, [
      "15.9 mL/h",
      "10 mcg/kg/min × 85 kg × 60 min/h ÷ 3200 mcg/mL = 15.9 mL/h",
    ]);
    await calc("Infusion: rate → dose", { "Rate (mL/h)": "16", "Weight (kg)": "85", "Drug in bag (mg)": "800", "Bag volume (mL)": "250" }, [
      "10.04 mcg/kg/min",
      "16 mL/h × 3200 mcg/mL ÷ 85 kg ÷ 60 min/h = 10.04 mcg/kg/min",
    ]);

    const dose = page.getByRole("form", { name: "Dose by weight" });
    await dose.getByLabel("Weight (kg)").fill("400");
    await dose.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByRole("region", { name: "Dose by weight", exact: true }).getByRole("alert")).toHaveText(
      "Weight must be between 0.3 and 350 kg. Check the weight and its unit (kg, not lb).",
    );
    await dose.getByLabel("Weight (kg)").fill("1,5");
    await dose.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByRole("region", { name: "Dose by weight", exact: true }).getByRole("alert")).toHaveText(
      "Weight: use a point for decimals (1.5, not 1,5).",
    );
    await expect(page.locator("body")).not.toContainText(/NaN|Infinity/);
  });
});

test.describe("unit converter", () => {
  test("converts live both ways; a non-number clears the other field", async ({ page, signedIn: _ }) => {
    await page.goto("/tools/unit-converter");
    const weight = page.getByRole("region", { name: "Weight", exact: true });
    await weight.getByLabel("lbs").fill("154");
    await expect(weight.getByLabel("kg")).toHaveValue("69.9");
    await weight.getByLabel("kg").fill("70");
    await expect(weight.getByLabel("lbs")).toHaveValue("154.3");
    await weight.getByLabel("kg").fill("abc");
    await expect(weight.getByLabel("lbs")).toHaveValue("");
    const temp = page.getByRole("region", { name: "Temperature", exact: true });
    await temp.getByLabel("°C").fill("37");
    await expect(temp.getByLabel("°F")).toHaveValue("98.6");
  });
});

test.describe("pay estimator", () => {
  test("totals per the spec's formulas, kept for the nurse, and Fill from my calendar", async ({ page, signedIn: _ }) => {
    await page.goto("/tools/rate-estimator");
    const card = page.getByRole("region", { name: "Pay Estimator", exact: true });
    await expect(page.getByTestId("pay-gross")).toHaveText("$1,080.00");
    await expect(page.getByTestId("pay-hours")).toHaveText("36");
    await expect(card.getByRole("button", { name: "Remove shift row 1" })).toBeDisabled();
    await expect(card.getByLabel("Period (days)")).toHaveValue("14");

    const row = card.getByTestId("shift-row").first();
    await row.getByLabel("Hourly rate").fill("45.50");
    await row.getByLabel("Hours").fill("");
    await expect(page.getByTestId("pay-gross")).toHaveText("$0.00");
    await row.getByLabel("Hours").fill("24");
    await card.getByRole("button", { name: "Add premium" }).click();
    const premium = card.getByTestId("premium-row").first();
    await premium.getByLabel("Name").fill("Nights");
    await premium.getByLabel("Hourly bonus").fill("3");
    await premium.getByLabel("Hours applied").fill("12");
    await expect(page.getByTestId("pay-gross")).toHaveText("$1,128.00"); // 45.50 × 24 + 3 × 12
    await card.getByLabel("Pay frequency").selectOption("custom");
    await card.getByLabel("Period (days)").fill("10");

    // Kept on the server: a reload shows the same inputs.
    await expect.poll(async () => ((await (await page.request.get("/api/pay-estimator")).json()) as { customDays: number }).customDays).toBe(10);
    await page.reload();
    await expect(page.getByTestId("pay-gross")).toHaveText("$1,128.00");

    // Fill from my calendar: two nights with a premium from 23:00 and one day shift.
    const night = await seedShiftType(page.request, {
      name: "Night",
      startTime: "19:00",
      endTime: "07:00",
      paidHours: 11.5,
      hourlyRate: 48,
      premiums: [{ name: "Night premium", amountPerHour: 4, appliesFrom: "23:00", appliesTo: "07:00" }],
    });
    const dayShift = await seedShiftType(page.request, { name: "Day", hourlyRate: 44, paidHours: 11.5 });
    await seedApplied(page.request, day(3), night.id);
    await seedApplied(page.request, day(4), night.id);
    await seedApplied(page.request, day(8), dayShift.id);
    await seedApplied(page.request, day(20), dayShift.id); // outside the 10-day period
    await card.getByLabel("Period starting").fill(day(1));
    await card.getByRole("button", { name: "Fill from my calendar" }).click();
    await expect(card.getByTestId("shift-row")).toHaveCount(2);
    await expect(card.getByTestId("shift-row").nth(0).getByLabel("Name")).toHaveValue("Night");
    await expect(card.getByTestId("shift-row").nth(0).getByLabel("Hours")).toHaveValue("23");
    await expect(card.getByTestId("premium-row").first().getByLabel("Hours applied")).toHaveValue("16");
    // 48 × 23 + 44 × 11.5 + 4 × 16 = 1104 + 506 + 64
    await expect(page.getByTestId("pay-gross")).toHaveText("$1,674.00");
    await expect(page.getByTestId("pay-hours")).toHaveText("34.5");
  });
});

test.describe("Daily Learning", () => {
  test("a tip rotates every 45 s, the dots page, and the region changes its units", async ({ page, signedIn: _ }) => {
    const tips = tipsFor("US");
    const at = tips.findIndex((t) => t.id === "lab-glucose");
    expect(tipsFor("UK").findIndex((t) => t.id === "lab-glucose")).toBe(at);
    expect(tipsFor("UK")).toHaveLength(tips.length);
    // A day on which the widget opens on the glucose tip in both regions.
    const dayNumber = Math.floor(Date.now() / 86_400_000);
    const wanted = dayNumber - ((((dayNumber - at) % tips.length) + tips.length) % tips.length);
    await page.clock.install({ time: wanted * 86_400_000 + 12 * 3_600_000 });
    await page.goto("/tools/rate-estimator");
    const tip = page.getByTestId("tip");
    await expect(tip).toHaveAttribute("data-tip-id", "lab-glucose");
    await expect(tip).toContainText("70–99 mg/dL");
    await page.clock.runFor(TIP_ROTATION_MS / 2);
    await expect(tip).toHaveAttribute("data-tip-id", "lab-glucose");
    await page.clock.runFor(TIP_ROTATION_MS / 2 + TIP_FADE_MS + 50);
    await expect(tip).toHaveAttribute("data-tip-id", tips[at + 1]!.id);
    await page.getByRole("button", { name: `Tip ${at + 1} of ${tips.length}: Fasting glucose` }).click();
    await page.clock.runFor(TIP_FADE_MS + 50);
    await expect(tip).toHaveAttribute("data-tip-id", "lab-glucose");

    const res = await page.request.patch("/api/preferences", { headers: headers(), data: { region: "UK" } });
    expect(res.status()).toBe(200);
    await page.reload();
    await expect(tip).toHaveAttribute("data-tip-id", "lab-glucose");
    await expect(tip).toContainText("3.9–5.5 mmol/L");
    await expect(page.getByTestId("tip-description")).not.toContainText("mg/dL");
  });
});

test.describe("tools accessibility", () => {
  for (const path of ["/tools/cpr-metronome", "/tools/unit-converter", "/tools/medication-calculator", "/tools/rate-estimator"]) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page, signedIn: _ }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (path === "/tools/rate-estimator") await expect(page.getByTestId("pay-gross")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
