import { timeAgo } from "./relative-time";

/**
 * A short, human description of a browser's user agent for the sessions list:
 * "Chrome on Android", "Safari on iPhone". Good enough to recognise one's own
 * devices; not a full user-agent parser.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|HeadlessChrome|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\b(iPhone|iPad).*AppleWebKit\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];

export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent ?? "";
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `${system} device`;
  return "Unknown device";
}

/**
 * How often a session's "last active" is written (the server's session reader
 * writes it on a request at most this often): the sessions list can say when a
 * device was last used to within this, and no closer.
 */
export const LAST_ACTIVE_PRECISION_MS = 5 * 60 * 1000;

/**
 * What the sessions list can truly say of another device's last use, from the
 * session's last-active time: "Active in the last 5 minutes", then "Last active
 * 20 minutes ago", "… 3 hours ago", "… yesterday", "… 2 weeks ago".
 */
export function describeLastUse(lastActiveAt: string | Date, now = Date.now()): string {
  if (now - new Date(lastActiveAt).getTime() < LAST_ACTIVE_PRECISION_MS) return "Active in the last 5 minutes";
  return `Last active ${timeAgo(lastActiveAt, now)}`;
}
