import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "../scripts/find-chromium";
import { BUDGETS, MEASURED_ROUTES, type Row } from "./budgets";

const RUNS = 3;

/** Lighthouse with its default mobile settings (simulated slow 4G, 4× CPU slowdown). */
export async function measureLighthouse(url: string, cookie: string): Promise<Row[]> {
  const rows: Row[] = [];
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", "--disable-gpu", ...CHROMIUM_ARGS],
  });
  try {
    for (const [route, signedIn] of MEASURED_ROUTES) {
      // Scores move from run to run on a shared machine: the median of three.
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(url + route, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
          extraHeaders: signedIn ? { Cookie: cookie } : undefined,
        });
        const lhr = result?.lhr;
        runs.push({
          perf: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
          a11y: Math.round((lhr?.categories.accessibility?.score ?? 0) * 100),
          lcp: lhr?.runtimeError ? `error: ${lhr.runtimeError.code}` : (lhr?.audits["largest-contentful-paint"]?.displayValue ?? ""),
        });
      }
      runs.sort((a, b) => a.perf - b.perf);
      const { perf, lcp } = runs[Math.floor(runs.length / 2)]!;
      const a11y = Math.min(...runs.map((r) => r.a11y));
      const perfBudget = signedIn ? BUDGETS.lighthousePerfSignedIn : BUDGETS.lighthousePerfPublic;
      rows.push(
        { section: "Lighthouse (mobile)", measure: `performance ${route} (median of ${RUNS}: ${runs.map((r) => r.perf).join(", ")}; LCP ${lcp})`, value: perf, unit: "score", budget: `≥ ${perfBudget}`, met: perf >= perfBudget },
        { section: "Lighthouse (mobile)", measure: `accessibility ${route}`, value: a11y, unit: "score", budget: `≥ ${BUDGETS.lighthouseA11y}`, met: a11y >= BUDGETS.lighthouseA11y },
      );
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
