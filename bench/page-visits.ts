import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../scripts/find-chromium";
import { MEASURED_ROUTES } from "./budgets";

export interface PageRequest {
  method: string;
  /** Path and query ("/api/preferences"). */
  path: string;
}

export interface PageVisit {
  route: string;
  signedIn: boolean;
  /** Every script the page fetched until the network went quiet, and for a signed-in page after its first idle moment too (asset paths). */
  scripts: string[];
  /** The document and every /api call the page made, in order, each once. */
  requests: PageRequest[];
  /** A public page's first heading with scripts off: what it paints from its build-time HTML before any JS runs. */
  headingWithoutScript?: string;
  /** Why this was not the page asked for (signed out, sent to /login, an error status); undefined when it was. */
  problem?: string;
}

const SESSION_SCRIPT = /<script type="application\/json" id="nv-session">(.*?)<\/script>/s;

/** `name=value` (the value may hold "=") as a Playwright cookie. */
function browserCookie(cookie: string, url: string) {
  const at = cookie.indexOf("=");
  return { name: cookie.slice(0, at), value: cookie.slice(at + 1), url };
}

/**
 * Loads each route as a phone would (390×844), signed in with `cookie` where the
 * route needs it, and records what it fetched. The first-load JS and the
 * dashboard's load test are both taken from these visits, so they measure what
 * a real page load does, and only when the page really was the one asked for.
 */
export async function visitPages(url: string, cookie: string, routes = MEASURED_ROUTES): Promise<PageVisit[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const visits: PageVisit[] = [];
    for (const [route, signedIn] of routes) visits.push(await visit(browser, url, route, signedIn ? cookie : undefined));
    return visits;
  } finally {
    await browser.close();
  }
}

async function visit(browser: Browser, url: string, route: string, cookie: string | undefined): Promise<PageVisit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    if (cookie) await context.addCookies([browserCookie(cookie, url)]);
    const page = await context.newPage();
    const scripts = new Set<string>();
    const requests = new Map<string, PageRequest>();
    page.on("request", (req) => {
      const { pathname, search } = new URL(req.url());
      if (req.resourceType() === "script") scripts.add(pathname);
      if (req.resourceType() === "document" || pathname.startsWith("/api/")) {
        const request = { method: req.method(), path: pathname + search };
        requests.set(`${request.method} ${request.path}`, request);
      }
    });
    const document = await page.goto(url + route, { waitUntil: "networkidle" });
    const finalPath = new URL(page.url()).pathname;
    let problem: string | undefined;
    if (document?.status() !== 200) problem = `the document answered ${document?.status() ?? "nothing"}`;
    else if (finalPath !== route) problem = `the page ended at ${finalPath}`;
    else if (cookie) {
      // The signed-in shell carries its session; a signed-out one carries `"user":null` and goes on to /login.
      const session = JSON.parse(SESSION_SCRIPT.exec(await document.text())?.[1] ?? "null") as { user: unknown } | null;
      if (!session?.user) problem = "the page was not signed in (no user in its session)";
    }
    // A signed-in screen fetches the toaster and the service worker's registration once it is idle: waited for,
    // so they are always among the scripts (bench/bundle.ts reports them apart from the first load).
    if (!problem && cookie) await idleAndQuiet(page);
    // First-load JS is what the page fetched until it went quiet…
    const firstLoad = [...scripts];
    // …and a screen that loads more as she scrolls (the dashboard's widgets below the fold) is scrolled to its end,
    // so the load test replays every read the screen makes, not only the first screenful's.
    if (!problem && SCROLLED_ROUTES.includes(route)) await scrollToEnd(page);
    const headingWithoutScript = cookie ? undefined : await firstHeadingWithoutScript(browser, url + route);
    return { route, signedIn: Boolean(cookie), scripts: firstLoad, requests: [...requests.values()], headingWithoutScript, problem };
  } finally {
    await context.close();
  }
}

/** Screens whose content loads as it scrolls into view. */
const SCROLLED_ROUTES = ["/dashboard"];

/** Waits for the page's first idle moment (its idle callbacks run in order: the layout's first), then for the network to go quiet. */
async function idleAndQuiet(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 6000 })));
  await untilQuiet(page);
}

/** Until no request has started or finished for half a second. */
async function untilQuiet(page: Page) {
  let traffic = 0;
  const count = () => traffic++;
  page.on("request", count);
  page.on("requestfinished", count);
  page.on("requestfailed", count);
  try {
    for (let seen = -1; seen !== traffic;) {
      seen = traffic;
      await page.waitForTimeout(500);
    }
  } finally {
    page.off("request", count);
    page.off("requestfinished", count);
    page.off("requestfailed", count);
  }
}

/** Scrolls a screen down to its end, a screenful at a time, each time until no request has started or finished for half a second. */
async function scrollToEnd(page: Page) {
  const quiet = () => untilQuiet(page);
  for (let i = 0; i < 40; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await quiet();
    if (atEnd) break;
  }
}

async function firstHeadingWithoutScript(browser: Browser, pageUrl: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(pageUrl);
    const heading = page.locator("h1").first();
    return (await heading.isVisible()) ? (await heading.innerText()).trim() : "";
  } finally {
    await context.close();
  }
}
