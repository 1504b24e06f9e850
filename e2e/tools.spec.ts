import { build } from "vite";
import { TIP_FADE_MS, TIP_ROTATION_MS, tipsFor } from "../src/core/tools/tips";
import { aliases } from "../vite.config";
import { seriousViolations } from "./support/axe";
import { day, press, seedApplied, seedShiftType } from "./support/calendar";
import { expect, lookAt, test } from "./support/fixtures";

const headers = () => ({ origin: process.env.E2E_BASE_URL ?? "" });

test.describe("bedside counters, timer and stopwatch (/tools/rate-estimator)", () => {
  test("tapping the heart-rate counter once a second shows 60 per minute; the end is signalled and the next beat does not wipe it", async ({
    page,
    signedIn: _,
  }) => {
    await page.addInitScript(() => {
      const buzzes: unknown[] = [];
      (window as unknown as { buzzes: unknown[] }).buzzes = buzzes;
      Object.defineProperty(Navigator.prototype, "vibrate", { configurable: true, value: (pattern: unknown) => (buzzes.push(pattern), true) });
    });
    await page.clock.install();
    await page.goto("/tools/rate-estimator");
    const counter = page.getByRole("region", { name: "Heart Rate Counter", exact: true }).getByRole("button");
    // On screen first (React shows a lazy screen on a timer of its own), then time stands still while the taps land
    // and moves only as the test says.
    await expect(counter).toContainText("Tap once per beat · 15 s × 4");
    await page.clock.pauseAt(Date.now() + 60_000);
    await press(counter);
    await expect(counter).toContainText("15s left");
    for (let i = 1; i < 15; i++) {
      await page.clock.runFor(1_000);
      await press(counter);
    }
    await expect(page.getByTestId("rate-counter-count")).toHaveText("15");
    await expect(counter).toContainText("1s left");
    await page.clock.runFor(1_000);
    await expect(page.getByTestId("rate-counter-result")).toHaveText("60 BPM");
    await expect(counter).toContainText("15 heartbeats in 15 s × 4");
    await expect.poll(() => page.evaluate(() => (window as unknown as { buzzes: unknown[] }).buzzes.at(-1))).toEqual([150, 80, 150]);
    // Her next beat lands on the result: it stays.
    await press(counter);
    await expect(page.getByTestId("rate-counter-result")).toHaveText("60 BPM");
    await page.clock.runFor(1_600);
    await expect(counter).toContainText("Tap to reset");
    await press(counter);
    await expect(counter).toContainText("Tap to start");

    // Respirations over 30 s × 2: one breath every 3.75 s is 16 a minute.
    const resp = page.getByRole("region", { name: "Resp Counter", exact: true });
    await resp.getByText("30 s", { exact: true }).click();
    for (let i = 0; i < 8; i++) {
      await press(resp.getByRole("button"));
      await page.clock.runFor(3_750);
    }
    await expect(page.getByTestId("tap-tester-result")).toHaveText("16 RPM");
  });

  test("the timer reaches Finished even when the page was hidden", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
    await page.clock.install();
    await page.goto("/tools/rate-estimator");
    const timer = page.getByRole("region", { name: "Timer", exact: true });
    // On screen first, then time moves only as the test says: a slow moment of the machine adds nothing.
    await expect(timer.getByLabel("Minutes")).toBeVisible();
    await page.clock.pauseAt(Date.now() + 60_000);
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

  test("with notifications on, a started timer is handed to the server to ring on the locked phone; Reset takes it back", async ({
    page,
    signedIn: _,
  }, info) => {
    // This browser as "Turn on notifications" leaves it: Chromium's headless push service cannot be reached (decision 046).
    await page.addInitScript(() => {
      Object.defineProperty(window, "Notification", { configurable: true, value: { permission: "granted" } });
      const registration = { pushManager: { getSubscription: () => Promise.resolve({ endpoint: "https://push.example.org/x" }) } };
      ServiceWorkerContainer.prototype.getRegistration = () => Promise.resolve(registration as unknown as ServiceWorkerRegistration);
    });
    await page.goto("/tools/rate-estimator");
    const timer = page.getByRole("region", { name: "Timer", exact: true });
    await timer.getByLabel("Minutes").selectOption("5");
    const handed = page.waitForResponse((r) => r.url().endsWith("/api/push/timers") && r.request().method() === "POST");
    await timer.getByRole("button", { name: "Start" }).click();
    expect((await handed).status()).toBe(201);
    expect((await handed).request().postDataJSON()).toMatchObject({ label: "5-minute timer" });
    await expect(timer.getByTestId("timer-push")).toHaveText("Rings even when locked");
    if (info.project.name === "phone") {
      await timer.scrollIntoViewIfNeeded();
      await lookAt(page, "/tmp/tp/timer-push-390.png");
    }
    const cancelled = page.waitForResponse((r) => /\/api\/push\/timers\/[0-9a-f-]{36}$/.test(r.url()) && r.request().method() === "DELETE");
    await timer.getByRole("button", { name: "Reset" }).click();
    expect((await cancelled).status()).toBe(200);
    await expect(timer.getByTestId("timer-push")).toBeHidden();
  });

  test("without notifications, a running timer says it will not ring when locked, and links to turning them on", async ({ page, signedIn: _ }, info) => {
    await page.goto("/tools/rate-estimator");
    const timer = page.getByRole("region", { name: "Timer", exact: true });
    await timer.getByRole("button", { name: "Start" }).click();
    await expect(timer.getByTestId("timer-push")).toHaveText("Won't ring when locked: turn on notifications");
    if (info.project.name === "phone") {
      await timer.scrollIntoViewIfNeeded();
      await lookAt(page, "/tmp/tp/timer-push-off-390.png");
    }
    await timer.getByRole("link", { name: "turn on notifications" }).click();
    await expect(page).toHaveURL(/\/account#notifications$/);
    await expect(page.locator("#notifications").getByRole("button", { name: "Turn on notifications on this device" })).toBeVisible();
  });

  test("the stopwatch runs, pauses, resumes and resets", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
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
  test("starts, counts compressions, stops; the slider marks the guideline", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
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
    // That nothing beats after Stop is the hook's test (use-metronome.test.tsx), on a clock it moves.
    await expect(page.getByRole("button", { name: "Start" })).toBeVisible();
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
    const device = () =>
      page.evaluate(() => (window as unknown as { deviceCalls: { vibrate: unknown[]; lockRequests: number; lockReleases: number } }).deviceCalls);
    await expect(page.getByRole("status").filter({ hasText: "rhythm" })).toHaveText("Every 2 minutes: check the rhythm and swap compressors.");
    // Once on screen, the page's time stands still but for runFor: a slow machine cannot tick past a checked second.
    await page.clock.pauseAt(new Date("2026-11-26T09:00:00Z"));
    await page.getByRole("button", { name: "Start" }).click();
    await expect.poll(async () => (await device()).lockRequests).toBe(1);
    await page.clock.runFor(60_000);
    await expect(page.getByTestId("metronome-elapsed")).toHaveText("1:00");
    await expect(page.getByRole("status").filter({ hasText: "rhythm" })).toHaveText("Next rhythm check in 1:00.");
    await page.clock.runFor(60_000);
    await expect(page.getByTestId("metronome-cycles")).toHaveText("1");
    await expect(page.getByRole("status").filter({ hasText: "rhythm" })).toHaveText("2 minutes: check the rhythm and swap compressors.");
    // Each beat played so far buzzed once, briefly; the 2-minute mark buzzed three long times, unlike any beat.
    const { vibrate } = await device();
    expect(vibrate.filter((p) => p === 30).length).toBeGreaterThan(0);
    expect(vibrate.filter((p) => p !== 30)).toEqual([[500, 150, 500, 150, 500]]);
    await page.getByRole("button", { name: "Stop" }).click();
    await expect.poll(async () => (await device()).lockReleases).toBe(1);
  });

  test("with no sound the beat still flashes, counts and says so; the CPR aids: 30:2, breaths with an airway, epinephrine every 3–5 minutes", async ({
    page,
    signedIn: _,
  }) => {
    // A browser without Web Audio (or with it blocked): the metronome must not fail silently.
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, "AudioContext");
    });
    await page.clock.install({ time: new Date("2026-11-26T08:00:00Z") });
    await page.goto("/tools/cpr-metronome");
    const beat = page.getByTestId("metronome-beat");
    const breaths = page.getByTestId("metronome-breaths");
    await expect(breaths).toHaveText("No advanced airway: 30 compressions, then 2 breaths.");
    // Once on screen, time stands still but for runFor.
    await page.clock.pauseAt(new Date("2026-11-26T09:00:00Z"));
    await expect(page.getByText("Compressions counts the metronome's beats since Start, not the compressions given.")).toBeVisible();
    await page.getByRole("button", { name: "Start" }).click();
    await expect(page.getByTestId("metronome-sound")).toHaveText("No sound: this browser cannot play the beat. Follow the flashing beat.");
    // Big enough to follow from arm's length.
    const box = (await beat.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(140);

    // 100 a minute: beats at 0.05 s, 0.65 s …; the 30th at 17.45 s calls for the 2 breaths.
    await page.clock.runFor(700);
    await expect(beat).toHaveAttribute("data-beat", "2");
    await expect(breaths).toHaveText("Compression 2 of 30, then 2 breaths");
    await page.clock.runFor(16_800);
    await expect(page.getByTestId("metronome-compressions")).toHaveText("30");
    await expect(breaths).toHaveText("Give 2 breaths");
    await expect(beat).toHaveText("30");
    await page.clock.runFor(600);
    await expect(breaths).toHaveText("Compression 1 of 30, then 2 breaths");

    // With reduced motion the beat does not grow, but it still flashes.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.runFor(600);
    await expect.poll(() => beat.evaluate((el) => getComputedStyle(el).animationName)).toBe("nv-beat-still");

    // An advanced airway: 1 breath every 6 s with continuous compressions; 18.7 s from Start, the breath of 18 s is due.
    await page.getByText("Advanced airway (1 breath every 6 s)").click();
    await expect(breaths).toHaveText("Give 1 breath");
    await page.clock.runFor(1_000);
    await expect(breaths).toHaveText("1 breath every 6 seconds: next in 5 s");
    await page.clock.runFor(5_000);
    await expect(breaths).toHaveText("Give 1 breath");

    // Epinephrine every 3–5 minutes.
    const epi = page.getByTestId("epinephrine-status");
    await expect(epi).toHaveText("Tap when a dose is given.");
    await page.getByRole("button", { name: "Epinephrine given" }).click();
    await expect(epi).toHaveText("1 dose · last 0:00 ago. Next due in 3:00.");
    await page.clock.runFor(180_000);
    await expect(epi).toHaveText("1 dose · last 3:00 ago. Next dose due now (3–5 minutes).");
    await page.clock.runFor(121_000);
    await expect(epi).toHaveText("1 dose · last 5:01 ago. Past 5 minutes: next dose overdue.");
    await page.getByRole("button", { name: "Epinephrine given" }).click();
    await expect(epi).toHaveText("2 doses · last 0:00 ago. Next due in 3:00.");

    // Stop stops the beat at once.
    await page.getByRole("button", { name: "Stop" }).click();
    const stoppedAt = await beat.getAttribute("data-beat");
    await page.clock.runFor(3_000);
    await expect(beat).toHaveAttribute("data-beat", stoppedAt!);
  });

  test("two minutes rendered in an OfflineAudioContext: every beat within 1 ms of its time", { tag: "@any-width" }, async ({ page }) => {
    // One audio render is enough.
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

test.describe("pay estimator", () => {
  test("totals per the product's formulas, kept for the nurse, and Fill from my calendar", { tag: "@any-width" }, async ({ page, signedIn: _ }) => {
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

test.describe("pay estimator: wages, premium days and holidays", () => {
  test("a shift's own wage wins over its job's; a weekend premium counts only weekend hours, a holiday premium only her province's holidays; money to the cent @any-width", async ({
    page,
    signedIn: _,
  }) => {
    const origin = { origin: process.env.E2E_BASE_URL ?? "" };
    // A nurse in British Columbia (her profile's country and time zone).
    expect((await page.request.patch("/api/profile", { headers: origin, data: { countryCode: "CA", timezone: "America/Vancouver" } })).status()).toBe(200);
    const job = (await (
      await page.request.post("/api/jobs", {
        headers: origin,
        data: {
          designation: "Registered Nurse",
          facility: "Vancouver General Hospital",
          unit: "ICU",
          startDate: "2022-05-01",
          stillWorking: true,
          hourlyRate: 52.4,
        },
      })
    ).json()) as { id: string };
    const overtime = await seedShiftType(page.request, { name: "Overtime Day", jobId: job.id, hourlyRate: 78.6, paidHours: 11.5 });
    const dayShift = await seedShiftType(page.request, {
      name: "Day Shift",
      jobId: job.id,
      hourlyRate: 52.4,
      paidHours: 11.5,
      premiums: [
        { name: "Weekend premium", amountPerHour: 2.25 },
        { name: "Stat holiday", amountPerHour: 26.2, days: "holidays" },
      ],
    });
    // She says on the Edit Shift screen that the weekend premium is paid on weekends.
    await page.goto(`/shifts/${dayShift.id}/edit`);
    const weekend = page.getByRole("group", { name: "Premium 1" });
    await expect(weekend.getByLabel("Paid on")).toHaveValue("all");
    await weekend.getByLabel("Paid on").selectOption({ label: "Weekends (Sat–Sun)" });
    await expect(page.getByRole("group", { name: "Premium 2" }).getByLabel("Paid on")).toHaveValue("holidays");
    await press(page.getByRole("button", { name: "Save" }));
    await expect(page).toHaveURL(/\/shifts$/);

    // Tue 22, Fri 25 (Christmas Day) and Sat 26 December 2026 (Boxing Day is not a BC holiday); overtime on Wed 23.
    for (const date of ["2026-12-22", "2026-12-25", "2026-12-26"]) await seedApplied(page.request, date, dayShift.id);
    await seedApplied(page.request, "2026-12-23", overtime.id);

    await page.goto("/tools/rate-estimator");
    const card = page.getByRole("region", { name: "Pay Estimator", exact: true });
    await card.getByLabel("Pay frequency").selectOption("weekly");
    await card.getByLabel("Period starting").fill("2026-12-21");
    await expect(card.getByLabel("Public holidays of")).toHaveValue("CA-BC");
    await card.getByRole("button", { name: "Fill from my calendar" }).click();
    const shifts = card.getByTestId("shift-row");
    await expect(shifts).toHaveCount(2);
    await expect(shifts.nth(0).getByLabel("Name")).toHaveValue("Day Shift");
    await expect(shifts.nth(0).getByLabel("Hours")).toHaveValue("34.5");
    // Overtime Day at its own 78.60, not its job's 52.40.
    await expect(shifts.nth(1).getByLabel("Name")).toHaveValue("Overtime Day");
    await expect(shifts.nth(1).getByLabel("Hourly rate")).toHaveValue("78.6");
    const premiums = card.getByTestId("premium-row");
    await expect(premiums).toHaveCount(2);
    // In the order met on the calendar: Christmas Day's holiday hours, then Saturday's weekend hours (none on the Tuesday).
    await expect(premiums.nth(0).getByLabel("Name")).toHaveValue("Stat holiday");
    await expect(premiums.nth(0).getByLabel("Hours applied")).toHaveValue("11.5");
    await expect(premiums.nth(1).getByLabel("Name")).toHaveValue("Weekend premium");
    await expect(premiums.nth(1).getByLabel("Hours applied")).toHaveValue("11.5");
    await expect(card.getByTestId("pay-holidays")).toHaveText(/^Public holidays in this period: Christmas Day \(.*\)\.$/);
    // 52.40 × 34.5 + 78.60 × 11.5 + 2.25 × 11.5 + 26.20 × 11.5 = 1,807.80 + 903.90 + 25.875 + 301.30: each row to the cent, half up.
    await expect(page.getByTestId("pay-gross")).toHaveText("$3,038.88");

    // Money in whole cents: 45.55 × 36.5 is $1,662.575, shown as $1,662.58.
    await card.getByRole("button", { name: "Remove shift row 2" }).click();
    for (let i = 2; i >= 1; i--) await card.getByRole("button", { name: `Remove premium row ${i}` }).click();
    await shifts.nth(0).getByLabel("Job (optional)").selectOption("");
    await shifts.nth(0).getByLabel("Hourly rate").fill("45.55");
    await shifts.nth(0).getByLabel("Hours").fill("36.5");
    await expect(page.getByTestId("pay-gross")).toHaveText("$1,662.58");
  });
});

test.describe("Daily Learning", () => {
  test(
    "a tip rotates every 45 s, the dots page, and the region sets its units: a Canadian nurse reads glucose in mmol/L",
    { tag: "@any-width" },
    async ({ page, signedIn: _ }) => {
      // The demo nurse's region: Canada, whose labs report SI units.
      expect((await page.request.patch("/api/preferences", { headers: headers(), data: { region: "CA" } })).status()).toBe(200);
      const tips = tipsFor("CA");
      const at = tips.findIndex((t) => t.id === "lab-glucose");
      // A day on which the widget opens on the glucose tip.
      const dayNumber = Math.floor(Date.now() / 86_400_000);
      const wanted = dayNumber - ((((dayNumber - at) % tips.length) + tips.length) % tips.length);
      await page.clock.install({ time: wanted * 86_400_000 + 12 * 3_600_000 });
      await page.goto("/tools/rate-estimator");
      const tip = page.getByTestId("tip");
      await expect(tip).toHaveAttribute("data-tip-id", "lab-glucose");
      await expect(page.getByTestId("tip-description")).toContainText("7.0 mmol/L or more");
      await expect(page.getByTestId("tip-description")).not.toContainText("mg/dL");
      await expect(tip).toContainText("Diabetes Canada");
      await expect(page.getByTestId("tip-note")).toHaveText("Use your laboratory's own reference ranges and your hospital's protocols.");
      await page.clock.runFor(TIP_ROTATION_MS / 2);
      await expect(tip).toHaveAttribute("data-tip-id", "lab-glucose");
      await page.clock.runFor(TIP_ROTATION_MS / 2 + TIP_FADE_MS + 50);
      await expect(tip).toHaveAttribute("data-tip-id", tips[at + 1]!.id);
      await expect(page.getByTestId("tip-description")).toContainText("below 4.0 mmol/L");
      await page.getByRole("button", { name: `Tip ${at + 1} of ${tips.length}: Fasting glucose` }).click();
      await page.clock.runFor(TIP_FADE_MS + 50);
      await expect(tip).toHaveAttribute("data-tip-id", "lab-glucose");
    },
  );
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
