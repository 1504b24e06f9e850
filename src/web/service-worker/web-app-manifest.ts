import type { ManifestOptions } from "vite-plugin-pwa";

/**
 * What the phone shows for the installed app (decision 045): its name under the icon, the
 * first screen, the splash colours and a long press's shortcuts. The icons are made from
 * favicon.svg by scripts/make-icons.ts.
 */
export const WEB_APP_MANIFEST: Partial<ManifestOptions> = {
  id: "/dashboard",
  name: "NurseVitals",
  short_name: "NurseVitals",
  description: "Your shifts, notes, certifications, career records and bedside tools, on your phone.",
  lang: "en",
  start_url: "/dashboard",
  scope: "/",
  display: "standalone",
  orientation: "any",
  // The header bar is white and the page slate-50 (styles/app.css).
  theme_color: "#ffffff",
  background_color: "#f8fafc",
  categories: ["medical", "productivity"],
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
  shortcuts: [
    { name: "Calendar", url: "/calendar", icons: [{ src: "/icon-192.png", sizes: "192x192", type: "image/png" }] },
    { name: "CPR Metronome", url: "/tools/cpr-metronome", icons: [{ src: "/icon-192.png", sizes: "192x192", type: "image/png" }] },
    {
      name: "Medication Calculator",
      short_name: "Medications",
      url: "/tools/medication-calculator",
      icons: [{ src: "/icon-192.png", sizes: "192x192", type: "image/png" }],
    },
  ],
};
