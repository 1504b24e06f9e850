import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "../scripts/find-chromium";
import { BUDGETS, MEASURED_ROUTES, type Row } from "./budgets";

const RUNS = 3;

/**
 * Why a run did not score the page asked for: Lighthouse failed, the page moved
 * on (a signed-out visit to a signed-in route ends at /login), or the document
 * did not answer 200.
 */
function notThePage(lhr: Result | undefined, route: string): string | undefined {
  if (!lhr) return "Lighthouse gave no result";
  if (lhr.runtimeError) return `Lighthouse error ${lhr.runtimeError.code}`;
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== route) return `the page ended at ${finalPath}`;
  const requests = (lhr.audits["network-requests"]?.details as { items?: { url: string; statusCode: number }[] } | undefined)?.items;
  const status = requests?.find((r) => r.url === lhr.mainDocumentUrl)?.statusCode;
  return status === 200 ? undefined : `the document answered ${status ?? "nothing"}`;
}

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
      const retried: string[] = [];
      for (let i = 0; i < RUNS; i++) {
        const audit = () =>
          lighthouse(url + route, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility"],
            extraHeaders: signedIn ? { Cookie: cookie } : undefined,
          });
        let result = await audit();
        // Lighthouse's own failure (NO_NAVSTART: its trace missed the navigation) says nothing of the page: once more.
        if (result?.lhr.runtimeError) {
          retried.push(result.lhr.runtimeError.code);
          result = await audit();
        }
        const lhr = result?.lhr;
        runs.push({
          perf: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
          a11y: Math.round((lhr?.categories.accessibility?.score ?? 0) * 100),
          lcp: lhr?.audits["largest-contentful-paint"]?.displayValue ?? "",
          problem: notThePage(lhr, route),
        });
      }
      runs.sort((a, b) => a.perf - b.perf);
      const { perf, lcp } = runs[Math.floor(runs.length / 2)]!;
      const a11y = Math.min(...runs.map((r) => r.a11y));
      // A score of another page (the login form instead of the dashboard) is no score of this one.
      const problems = [...new Set(runs.flatMap((r) => r.problem ?? []))];
      const why = problems.length ? ` — not the page asked for: ${problems.join("; ")}` : "";
      const perfBudget = signedIn ? BUDGETS.lighthousePerfSignedIn : BUDGETS.lighthousePerfPublic;
      rows.push(
        {
          section: "Lighthouse (mobile)",
          measure: `performance ${route} (median of ${RUNS}: ${runs.map((r) => r.perf).join(", ")}; LCP ${lcp}${retried.length ? `; run again after Lighthouse's ${retried.join(", ")}` : ""})${why}`,
          value: perf,
          unit: "score",
          budget: `≥ ${perfBudget}`,
          met: !why && perf >= perfBudget,
        },
        {
          section: "Lighthouse (mobile)",
          measure: `accessibility ${route}${why}`,
          value: a11y,
          unit: "score",
          budget: `≥ ${BUDGETS.lighthouseA11y}`,
          met: !why && a11y >= BUDGETS.lighthouseA11y,
        },
      );
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
