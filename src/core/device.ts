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

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the sessions list can truly say of another device's last use. A session
 * is renewed at most once a day (the server's session updateAge), so it was
 * last used between its renewal and a day after it, never later.
 */
export function describeLastUse(renewedAt: string | Date, now = Date.now()): string {
  const days = (now - new Date(renewedAt).getTime()) / DAY_MS;
  if (days < 1) return "Active in the last day";
  if (days < 2) return "Active in the last 2 days";
  const idle = Math.floor(days - 1);
  return idle === 1 ? "Last active over a day ago" : `Last active over ${idle} days ago`;
}
