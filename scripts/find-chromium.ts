import { execFileSync } from "node:child_process";
import fs from "node:fs";

/**
 * The system Chromium the browser tests and benchmarks drive: CHROME_PATH, then
 * /usr/bin/chromium; on Debian as root it is installed with apt-get when absent.
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  const candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && fs.existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is missing: installing it with apt-get…");
    execFileSync("apt-get", ["update", "-q"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-q", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (fs.existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  throw new Error("No Chromium found for the browser tests. Install it (Debian: apt-get install -y chromium) or set CHROME_PATH to a Chrome/Chromium binary.");
}

/** Flags this machine's Chromium needs (no sandbox as root; no background calls on a closed network). */
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
