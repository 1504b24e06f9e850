/** docs/product/README.md, Speed and size, in one place. */
export const BUDGETS = {
  firstLoadPublicKb: 100,
  firstLoadSignedInKb: 180,
  lighthousePerfPublic: 95,
  lighthousePerfSignedIn: 90,
  lighthouseA11y: 95,
  calendarP99Ms: 20,
  /** The month with the answer cache off, 50 connections. */
  calendarUncachedP99Ms: 60,
  /** Node + the embedded PostgreSQL's processes, idle: on a new data dir (demo made) and on an existing one (BetterShift idles at 198 MB). */
  idlePssMb: 160,
  /** The same, a minute after the heaviest loads, hostile ones included. */
  afterLoadPssMb: 300,
  apiOverSqlRatio: 2,
  startMs: 2000,
  /** AI Read of a 12-megapixel card photo, p50. */
  cardOcrP50Ms: 2000,
  /** Export PDF of a full resume, made on the server, p50. */
  resumePdfP50Ms: 500,
  /** The phone app's offline store and outbox, added to a screen's first load (decision 051). */
  offlineFirstLoadKb: 10,
  /** A two-year rotation applied (POST /api/rotations, issue 30), each run; the month's p99 meanwhile is held to its own budget. */
  rotationApplyMs: 1000,
  /** /calendar with the network off, her month on screen, on the emulated slow phone. */
  offlineCalendarMs: 1000,
} as const;

export interface Row {
  section: string;
  measure: string;
  value: number | string;
  unit: string;
  budget?: string;
  met?: boolean;
}

/** The routes the bundle and Lighthouse measures look at, and whether they need a session. */
export const MEASURED_ROUTES: readonly [string, boolean][] = [
  ["/", false],
  ["/login", false],
  ["/dashboard", true],
  ["/calendar", true],
];

/** The bedside tools' screens: their first-load JS is measured with the bundle, not by Lighthouse. */
export const TOOL_ROUTES: readonly [string, boolean][] = [
  ["/tools/cpr-metronome", true],
  ["/tools/rate-estimator", true],
  ["/tools/medication-calculator", true],
  ["/tools/unit-converter", true],
];

/** The resume builder and contacts: first-load JS measured with the bundle (the PDF preview's pdf.js loads only when opened). */
export const RECORD_ROUTES: readonly [string, boolean][] = [
  ["/resume-builder", true],
  ["/contacts", true],
];

/** Every other signed-in screen: the first-load budget holds for each, so each is measured. */
export const AREA_ROUTES: readonly [string, boolean][] = [
  ["/certifications", true],
  ["/career-center", true],
  ["/friends-calendar", true],
  ["/account", true],
  ["/shifts", true],
  ["/shifts/new", true],
  ["/notes", true],
  ["/notes/add", true],
  ["/presets", true],
];
