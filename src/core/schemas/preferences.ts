import { z } from "zod";
import { MAX_YEAR, MIN_YEAR } from "../calendar-dates";
import { noExtraFields } from "./no-extra-fields";
import {
  DASHBOARD_WIDGET_IDS,
  DEFAULT_ACCENT,
  DEFAULT_DASHBOARD_LAYOUT,
  DEFAULT_QUICK_LINKS,
  DEFAULT_REGION,
  DEFAULT_REMINDERS,
  HEX_COLOUR,
  LOCKED_WIDGETS,
  MAX_QUICK_LINKS,
  QUICK_LINK_PATHS,
  REGIONS,
} from "../preferences";

export const region = z.enum(REGIONS, "Region must be one of US, CA, UK, AU or EU.");

export const accentColor = z
  .string("Accent colour must be a hex colour like #3b82f6.")
  .regex(HEX_COLOUR, "Accent colour must be a hex colour like #3b82f6.")
  .transform((v) => v.toLowerCase());

const unique = (list: string[]) => new Set(list).size === list.length;

export const quickLinks = z
  .array(z.enum(QUICK_LINK_PATHS, "That is not one of the dashboard's links."), "Quick links must be a list of links.")
  .max(MAX_QUICK_LINKS, `Max ${MAX_QUICK_LINKS} selected`)
  .refine(unique, "Each link can be chosen once.")
  .meta({ uniqueItems: true });

const widgetId = z.enum(DASHBOARD_WIDGET_IDS, "That is not a dashboard widget.");

export const dashboardLayout = z.object({
  hidden: z
    .array(widgetId)
    .refine(unique, "Each widget can be hidden once.")
    .refine((ids) => !ids.some((id) => LOCKED_WIDGETS.includes(id)), "The advertisement cannot be hidden.")
    .meta({ uniqueItems: true, not: { contains: { enum: [...LOCKED_WIDGETS] } } }),
  order: z.array(widgetId).refine(unique, "Each widget can appear once in the order.").meta({ uniqueItems: true }),
});

export const reminderSettings = z.object({
  certificationEmails: z.boolean("Certification emails must be on or off."),
  certificationLeadDays: z
    .number("Days before expiry must be a number.")
    .int("Days before expiry must be a whole number.")
    .min(1, "Days before expiry must be at least 1.")
    .max(365, "Days before expiry must be at most 365."),
});

/** The instant's year in UTC is one a calendar day may have (years before 100 or after 9999 also break JavaScript dates). */
const inCalendarYears = (value: string) => {
  const year = new Date(value).getUTCFullYear();
  return year >= MIN_YEAR && year <= MAX_YEAR;
};

/** An instant (the countdown's target), or null for the default (next New Year). */
export const countdownDate = z.iso
  .datetime({ offset: true, error: "Countdown date must be a date and time." })
  .refine(inCalendarYears, `Countdown date must be between the years ${MIN_YEAR} and ${MAX_YEAR}.`)
  .nullable();

/** PATCH /api/preferences: any subset. */
export const preferencesUpdateBody = z.strictObject(
  {
    region: region.optional(),
    accentColor: accentColor.optional(),
    quickLinks: quickLinks.optional(),
    countdownDate: countdownDate.optional(),
    reminders: reminderSettings.optional(),
    dashboardLayout: dashboardLayout.optional(),
  },
  noExtraFields,
);

export type PreferencesUpdate = z.input<typeof preferencesUpdateBody>;

export const preferencesResponse = z.object({
  region,
  accentColor: z.string(),
  quickLinks: z.array(z.string()),
  countdownDate: z.string().nullable(),
  reminders: reminderSettings,
  dashboardLayout: z.object({ hidden: z.array(z.string()), order: z.array(z.string()) }),
  updatedAt: z.string(),
});

export type PreferencesResponse = z.output<typeof preferencesResponse>;

export const preferenceDefaults = {
  region: DEFAULT_REGION,
  accentColor: DEFAULT_ACCENT,
  quickLinks: DEFAULT_QUICK_LINKS,
  countdownDate: null,
  reminders: DEFAULT_REMINDERS,
  dashboardLayout: DEFAULT_DASHBOARD_LAYOUT,
};
