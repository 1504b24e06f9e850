import { Suspense, type ComponentType } from "react";
import { matchPath, Navigate, Route, Routes } from "react-router";
import { FullPageSpinner } from "@web/components/ui/spinner";
import { lazyPage, type LazyPage } from "@web/lib/lazy-page";

const placeholders = () => import("@web/features/placeholder/placeholder-pages");
const placeholder = (name: keyof Awaited<ReturnType<typeof placeholders>>) =>
  lazyPage(() => placeholders().then((m) => ({ default: m[name] as ComponentType })));

/** Every screen is its own chunk: a page loads only the code it shows. */
const pages = {
  landing: lazyPage(() => import("@web/features/landing/landing-page")),
  login: lazyPage(() => import("@web/features/auth/login-page")),
  signup: lazyPage(() => import("@web/features/auth/signup-page")),
  resetPassword: lazyPage(() => import("@web/features/auth/reset-password-page")),
  notFound: lazyPage(() => import("@web/features/not-found/not-found-page")),
  signedInLayout: lazyPage(() => import("./signed-in-layout")),
  dashboard: lazyPage(() => import("@web/features/dashboard/dashboard-page")),
  account: lazyPage(() => import("@web/features/account/account-page")),
  calendar: lazyPage(() => import("@web/features/calendar/calendar-page")),
  shifts: lazyPage(() => import("@web/features/calendar/shifts-page")),
  newShift: lazyPage(() => import("@web/features/calendar/new-shift-page")),
  editShift: lazyPage(() => import("@web/features/calendar/edit-shift-page")),
  notes: lazyPage(() => import("@web/features/calendar/notes-page")),
  addNote: lazyPage(() => import("@web/features/calendar/add-note-page")),
  presets: lazyPage(() => import("@web/features/calendar/presets-page")),
  friendsCalendar: placeholder("FriendsCalendarPage"),
  certifications: placeholder("CertificationsPage"),
  careerCenter: placeholder("CareerCenterPage"),
  resumeBuilder: placeholder("ResumeBuilderPage"),
  contacts: placeholder("ContactsPage"),
  cprMetronome: placeholder("CprMetronomePage"),
  rateEstimator: placeholder("RateEstimatorPage"),
  medicationCalculator: placeholder("MedicationCalculatorPage"),
  unitConverter: placeholder("UnitConverterPage"),
  resources: placeholder("ResourcesPage"),
  health: placeholder("HealthPage"),
  financial: placeholder("FinancialPage"),
} satisfies Record<string, LazyPage>;

const publicPages: [string, LazyPage][] = [
  ["/", pages.landing],
  ["/login", pages.login],
  ["/signup", pages.signup],
  ["/reset-password", pages.resetPassword],
  ["/404", pages.notFound],
];

const signedInPages: [string, LazyPage][] = [
  ["/dashboard", pages.dashboard],
  ["/home", pages.dashboard],
  ["/account", pages.account],
  ["/calendar", pages.calendar],
  ["/shifts", pages.shifts],
  ["/shifts/new", pages.newShift],
  ["/shifts/:id/edit", pages.editShift],
  ["/notes", pages.notes],
  ["/notes/add", pages.addNote],
  ["/friends-calendar", pages.friendsCalendar],
  ["/presets", pages.presets],
  ["/certifications", pages.certifications],
  ["/career-center", pages.careerCenter],
  ["/resume-builder", pages.resumeBuilder],
  ["/contacts", pages.contacts],
  ["/tools/cpr-metronome", pages.cprMetronome],
  ["/tools/rate-estimator", pages.rateEstimator],
  ["/tools/medication-calculator", pages.medicationCalculator],
  ["/tools/unit-converter", pages.unitConverter],
  ["/resources", pages.resources],
  ["/health", pages.health],
  ["/financial", pages.financial],
];

/** Loads the code of the page at `pathname` (before hydrating a prerendered page). */
export function preloadPage(pathname: string): Promise<unknown> {
  const pub = publicPages.find(([path]) => matchPath(path, pathname));
  if (pub) return pub[1].preload();
  const signedIn = signedInPages.find(([path]) => matchPath(path, pathname));
  if (signedIn) return Promise.all([pages.signedInLayout.preload(), signedIn[1].preload()]);
  return pages.notFound.preload();
}

const SignedInLayout = pages.signedInLayout;
const NotFound = pages.notFound;

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        {publicPages.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route element={<SignedInLayout />}>
          {signedInPages.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="/friends" element={<Navigate to="/friends-calendar" replace />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
