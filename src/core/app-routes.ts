/**
 * The product's route table (docs/product/shell-and-dashboard.md, Sidebar), shared by the server (which answers
 * 404 for anything else) and the web router.
 */
/** Where the server writes a signed-in screen's heading into the page's HTML (the web app's skeleton holds it). */
export const PAGE_HEADING_MARK = "%PAGE_HEADING%";

/**
 * The app shell (decision 051): the signed-in page with no session, preloads or heading in it, which the service
 * worker precaches and answers a navigation with when there is no network; the server serves it, the build lists it.
 */
export const APP_SHELL_PATH = "/app-shell.html";

export const PUBLIC_ROUTES = ["/", "/login", "/signup", "/reset-password", "/404"] as const;

export const SIGNED_IN_ROUTES = [
  "/dashboard",
  "/home",
  "/account",
  "/calendar",
  "/shifts",
  "/shifts/new",
  "/shifts/:id/edit",
  "/notes",
  "/notes/add",
  "/friends",
  "/friends-calendar",
  "/presets",
  "/certifications",
  "/career-center",
  "/resume-builder",
  "/contacts",
  "/tools/cpr-metronome",
  "/tools/rate-estimator",
  "/tools/medication-calculator",
  "/tools/unit-converter",
  "/resources",
  "/health",
  "/financial",
] as const;

/** Bottom navigation shows only on these (docs/product/shell-and-dashboard.md). */
export const BOTTOM_NAV_ROUTES: readonly string[] = ["/calendar", "/shifts", "/notes", "/notes/add"];

function toRegExp(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/?$`);
}

const matchers = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES].map((p) => [p, toRegExp(p)] as const);

/** The route pattern a path belongs to, or undefined for a page that does not exist. */
export function matchRoute(pathname: string): string | undefined {
  return matchers.find(([, re]) => re.test(pathname))?.[0];
}

export function isPublicRoute(pathname: string): boolean {
  return (PUBLIC_ROUTES as readonly string[]).includes(pathname.replace(/(.)\/$/, "$1"));
}

/** Longest path taken as a place to return to (a longer one is not a page of this app). */
const MAX_APP_PATH_LENGTH = 500;

/**
 * Bytes a plain path never holds, as they are or percent-encoded: control
 * characters and whitespace (URL parsers drop tabs and newlines, so "/\t/x"
 * becomes "//x", another site), backslashes (read as "/") and, encoded,
 * slashes ("%2F" can turn into "/" when a layer decodes it once more).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_CHARACTER = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\\]/u;
const UNSAFE_ESCAPE = /%(?:[01][0-9a-f]|20|2f|5c|7f|[89][0-9a-f]|a0)/i;
const PROBE_ORIGIN = "https://nursevitals.invalid";

/**
 * Whether `candidate` is a plain path of this app ("/calendar?month=2026-11"):
 * it starts with one "/", holds no control character, whitespace, backslash or
 * encoded slash, no malformed "%" escape, and a URL parser reads it as a path
 * of this same origin. The server's `callbackURL` rule and the sign-in page's
 * `next` both come through here.
 */
export function isPlainAppPath(candidate: string): boolean {
  if (candidate.length === 0 || candidate.length > MAX_APP_PATH_LENGTH) return false;
  if (!candidate.startsWith("/") || candidate.startsWith("//")) return false;
  if (UNSAFE_CHARACTER.test(candidate) || UNSAFE_ESCAPE.test(candidate) || /%(?![0-9a-f]{2})/i.test(candidate)) return false;
  try {
    // Escapes that are not UTF-8 (/%A1) name no page of the app, and a later decode would throw.
    decodeURIComponent(candidate);
    const url = new URL(candidate, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && !url.pathname.startsWith("//");
  } catch {
    return false;
  }
}

const SIGN_IN_PAGES = new Set(["/login", "/signup", "/reset-password"]);

/**
 * Where to go after signing in, from a `next` parameter or the guard's memory:
 * the path itself when it is a plain path of this app (isPlainAppPath) and not a
 * sign-in page (no loop back), otherwise the fallback. The one place `next` is judged.
 */
export function safeRedirectPath(candidate: string | null | undefined, fallback = "/dashboard"): string {
  if (typeof candidate !== "string" || !isPlainAppPath(candidate)) return fallback;
  const { pathname } = new URL(candidate, PROBE_ORIGIN);
  if (SIGN_IN_PAGES.has(matchRoute(pathname) ?? pathname)) return fallback;
  return candidate;
}
