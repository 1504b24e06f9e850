/**
 * What a nurse sets once and expects on every device (stored on the
 * server: docs/product/README.md, Rules): clinical-unit region, accent colour, and the dashboard's settings.
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

/**
 * "Colour" or "Color", as a nurse of her region spells it: American in the US,
 * British and Commonwealth everywhere else. Every place that shows the word asks here.
 */
export function colourWord(region: Region, capital = true): string {
  const word = region === "US" ? "color" : "colour";
  return capital ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/** The default accent (docs/product/sign-in-and-account.md, Account). */
export const DEFAULT_ACCENT = "#3b82f6";
/** Offered as swatches; any #rrggbb is accepted. */
export const ACCENT_SWATCHES = ["#3b82f6", "#0d9488", "#16a34a", "#7c3aed", "#db2777", "#dc2626", "#ea580c", "#475569"] as const;

/** The dashboard's quick links (docs/product/shell-and-dashboard.md): at most 4, these three by default. */
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

/** Dashboard widget ids (docs/product/shell-and-dashboard.md); the advertisement cannot be hidden. */
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

/** A hex colour (#3b82f6; capitals too): a pattern, so the API document shows it. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
