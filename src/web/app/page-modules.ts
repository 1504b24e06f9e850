import type { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from "@core/app-routes";

/** A module under src/web, optionally `#ExportName` when it is not the default export. */
export type PageModule = `${string}.tsx` | `${string}.tsx#${string}`;

type PageRoute = (typeof PUBLIC_ROUTES)[number] | Exclude<(typeof SIGNED_IN_ROUTES)[number], "/friends">;

/**
 * The module behind every screen, as data rather than code: the router loads it
 * lazily (routes.tsx; the signed-in ones through signed-in-screens.ts), and the build lists its chunks in that screen's HTML so
 * the browser fetches them alongside the app's entry instead of after it.
 */
export const PAGE_MODULES: Record<PageRoute, PageModule> = {
  "/": "features/landing/landing-page.tsx",
  "/login": "features/auth/login-page.tsx",
  "/signup": "features/auth/signup-page.tsx",
  "/reset-password": "features/auth/reset-password-page.tsx",
  "/404": "features/not-found/not-found-page.tsx",
  "/dashboard": "app/dashboard/dashboard-page.tsx",
  "/home": "app/dashboard/dashboard-page.tsx",
  "/account": "features/account/account-page.tsx",
  "/calendar": "app/calendar/calendar-page.tsx",
  "/shifts": "features/shift-library/shifts-page.tsx",
  "/shifts/new": "features/shift-library/new-shift-page.tsx",
  "/shifts/:id/edit": "features/shift-library/edit-shift-page.tsx",
  "/notes": "features/notes/notes-page.tsx",
  "/notes/add": "features/notes/add-note-page.tsx",
  "/presets": "features/shift-library/presets-page.tsx",
  "/friends-calendar": "features/friends/friends-calendar-page.tsx",
  "/certifications": "features/certifications/certifications-page.tsx",
  "/career-center": "features/career/career-center-page.tsx",
  "/resume-builder": "features/resume/resume-builder-page.tsx",
  "/contacts": "features/contacts/contacts-page.tsx",
  "/tools/cpr-metronome": "features/tools/cpr-metronome-page.tsx",
  "/tools/rate-estimator": "features/tools/rate-estimator-page.tsx",
  "/tools/medication-calculator": "features/tools/medication-calculator-page.tsx",
  "/tools/unit-converter": "features/tools/unit-converter-page.tsx",
  "/resources": "features/placeholder/placeholder-pages.tsx#ResourcesPage",
  "/health": "features/placeholder/placeholder-pages.tsx#HealthPage",
  "/financial": "features/placeholder/placeholder-pages.tsx#FinancialPage",
};

/** The layout every signed-in screen renders inside. */
export const SIGNED_IN_LAYOUT_MODULE: PageModule = "app/signed-in-layout.tsx";

/** The file part of a page module (the build's manifest key). */
export const moduleFile = (module: PageModule): string => module.split("#")[0]!;
