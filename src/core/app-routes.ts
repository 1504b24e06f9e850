/**
 * The product's route table (spec 000 §2), shared by the server (which answers
 * 404 for anything else) and the web router.
 */
/** Where the server writes a signed-in screen's heading into the page's HTML (the web app's skeleton holds it). */
export const PAGE_HEADING_MARK = "%PAGE_HEADING%";

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

export type SignedInRoute = (typeof SIGNED_IN_ROUTES)[number];

/** Bottom navigation shows only on these (spec 000 §2). */
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

/** A same-app path safe to redirect to after sign-in (no other site, no loops back to auth pages). */
export function safeRedirectPath(candidate: string | null | undefined, fallback = "/dashboard"): string {
  if (!candidate || !/^\/(?![/\\])/.test(candidate)) return fallback;
  const pathname = candidate.split(/[?#]/)[0] ?? "";
  if (pathname === "/login" || pathname === "/signup" || pathname === "/reset-password") return fallback;
  return candidate;
}
