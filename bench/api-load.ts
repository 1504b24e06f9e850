import autocannon from "autocannon";
import type { Row } from "./budgets";

export interface LoadTarget {
  name: string;
  path: string;
  method?: "GET" | "POST" | "PUT";
  /** A body per request (POST/PUT); called for each request so writes differ. */
  body?: () => unknown;
  budgetP99Ms?: number;
  /** Send no Accept-Encoding (the answer comes uncompressed), instead of Chromium's headers. */
  uncompressed?: boolean;
}

/**
 * What Chromium 156 sends with the app's fetch() of an /api read, recorded from
 * a real page here (the cookie and origin are added per run). Its
 * Accept-Encoding makes the server compress every answer that is not kept
 * compressed, as it does for a nurse's phone.
 */
export const CHROMIUM_API_HEADERS = {
  "sec-ch-ua-platform": '"Linux"',
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36",
  "sec-ch-ua": '"Not:A-Brand";v="8", "Chromium";v="156"',
  "sec-ch-ua-mobile": "?0",
  accept: "*/*",
  "sec-fetch-site": "same-origin",
  "sec-fetch-mode": "cors",
  "sec-fetch-dest": "empty",
  "accept-encoding": "gzip, deflate, br, zstd",
  "accept-language": "en-US,en;q=0.9",
};

/** The same read with no compression asked for (what the bench measured before): reported beside it, without a budget. */
export const uncompressedTwin = (target: LoadTarget): LoadTarget => ({
  ...target,
  name: `${target.name}, no compression asked`,
  budgetP99Ms: undefined,
  uncompressed: true,
});

export interface LoadResult {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  non2xx: number;
  /** The status codes that came back, e.g. "200×5000, 401×3". */
  statuses: string;
}

/** autocannon at 50 connections against one route, with Chromium's headers unless `uncompressed`: 2 s of warm-up (JIT, caches), then the measured run. */
export async function load(url: string, cookie: string, target: LoadTarget, seconds = 8): Promise<LoadResult> {
  await run(url, cookie, target, 2);
  const result = await run(url, cookie, target, seconds);
  return {
    name: target.name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses: Object.entries(result.statusCodeStats ?? {})
      .map(([code, stat]) => `${code}×${(stat as { count: number }).count}`)
      .join(", "),
  };
}

function run(url: string, cookie: string, target: LoadTarget, seconds: number) {
  return autocannon({
    url: url + target.path,
    method: target.method ?? "GET",
    connections: 50,
    duration: seconds,
    headers: {
      ...(target.uncompressed ? {} : CHROMIUM_API_HEADERS),
      referer: `${url}/`,
      cookie,
      origin: url,
      "content-type": "application/json",
    },
    requests: target.body ? [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(target.body?.()) }) }] : undefined,
  });
}

export const loadSection = (label: string) => `API load, 50 connections (${label})`;

export function loadRows(results: LoadResult[], targets: LoadTarget[], label: string): Row[] {
  const section = loadSection(label);
  return results.flatMap((r) => {
    const budget = targets.find((t) => t.name === r.name)?.budgetP99Ms;
    const note = r.non2xx || r.errors ? ` (answers ${r.statuses}; ${r.errors} errors)` : "";
    return [
      { section, measure: `${r.name} p50${note}`, value: r.p50, unit: "ms" },
      {
        section,
        measure: `${r.name} p99`,
        value: r.p99,
        unit: "ms",
        ...(budget ? { budget: `≤ ${budget}`, met: r.p99 <= budget && r.non2xx === 0 } : {}),
      },
      { section, measure: `${r.name} requests/s`, value: r.rps, unit: "req/s" },
    ];
  });
}
