/** DESIGN §7, in one place. */
export const BUDGETS = {
  firstLoadPublicKb: 100,
  firstLoadSignedInKb: 180,
  lighthousePerfPublic: 95,
  lighthousePerfSignedIn: 90,
  lighthouseA11y: 95,
  calendarP99Ms: 20,
  /** The month with the answer cache off, 50 connections (issue 12). */
  calendarUncachedP99Ms: 60,
  /** Node + the embedded PostgreSQL's processes, idle (issue 12). */
  idlePssMb: 250,
  apiOverSqlRatio: 2,
  startMs: 2000,
  /** AI Read of a 12-megapixel card photo, p50 (issue 15). */
  cardOcrP50Ms: 2000,
  /** Export PDF of a full resume, made on the server, p50 (issue 17). */
  resumePdfP50Ms: 500,
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

/** The bedside tools' screens (issue 19): their first-load JS is measured with the bundle, not by Lighthouse. */
export const TOOL_ROUTES: readonly [string, boolean][] = [
  ["/tools/cpr-metronome", true],
  ["/tools/rate-estimator", true],
  ["/tools/medication-calculator", true],
  ["/tools/unit-converter", true],
];

/** The resume builder and contacts (issue 17): first-load JS measured with the bundle (the PDF preview's pdf.js loads only when opened). */
export const RECORD_ROUTES: readonly [string, boolean][] = [
  ["/resume-builder", true],
  ["/contacts", true],
];

/** Every other signed-in screen: DESIGN §7's first-load budget holds for each, so each is measured. */
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
