/**
 * What a nurse sets once and expects on every device (DESIGN §8: stored on the
 * server): clinical-unit region, accent colour, and the dashboard's settings.
 */
export const REGIONS = ["US", "CA", "UK", "AU", "EU"] as const;
export type Region = (typeof REGIONS)[number];
export const DEFAULT_REGION: Region = "US";

export const REGION_LABELS: Record<Region, string> = {
  US: "United States",
  CA: "Canada",
  UK: "United Kingdom",
  AU: "Australia",
  EU: "Europe",
};

/** Spec 000 §9. */
export const DEFAULT_ACCENT = "#3b82f6";
/** Offered as swatches; any #rrggbb is accepted. */
export const ACCENT_SWATCHES = ["#3b82f6", "#0d9488", "#16a34a", "#7c3aed", "#db2777", "#dc2626", "#ea580c", "#475569"] as const;

/** The dashboard's quick links (spec 000 §2): at most 4, these three by default. */
export const QUICK_LINK_PATHS = [
  "/account",
  "/calendar",
  "/certifications",
  "/contacts",
  "/resources",
  "/health",
  "/financial",
  "/career-center",
  "/tools/cpr-metronome",
  "/tools/medication-calculator",
  "/tools/unit-converter",
  "/tools/rate-estimator",
] as const;
export const MAX_QUICK_LINKS = 4;
export const DEFAULT_QUICK_LINKS: string[] = ["/account", "/calendar", "/certifications"];

/** Dashboard widget ids (spec 000 §2); the advertisement cannot be hidden. */
export const DASHBOARD_WIDGET_IDS = [
  "quick-links",
  "metronome",
  "schedule",
  "hours",
  "alerts",
  "contract",
  "health",
  "countdown",
  "rate-counter",
  "tap-tester",
  "calculator",
  "timer",
  "stopwatch",
  "todo",
  "pay-estimator",
  "seven-day-schedule",
  "daily-learning",
  "advertisement",
] as const;
export const LOCKED_WIDGETS: readonly string[] = ["advertisement"];

export interface DashboardLayout {
  hidden: string[];
  order: string[];
}
export const DEFAULT_DASHBOARD_LAYOUT: DashboardLayout = { hidden: [], order: [] };

export interface ReminderSettings {
  /** Email me before a certification expires. */
  certificationEmails: boolean;
  /** How many days before. */
  certificationLeadDays: number;
}
export const DEFAULT_REMINDERS: ReminderSettings = { certificationEmails: true, certificationLeadDays: 30 };

const HEX = /^#[0-9a-f]{6}$/i;
export const isHexColour = (value: string) => HEX.test(value);
