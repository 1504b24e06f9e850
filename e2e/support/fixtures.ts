import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

export interface Nurse {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newNurse(): Nurse {
  const id = crypto.randomBytes(4).toString("hex");
  return { firstName: "Riley", lastName: `Tester${id}`, email: `riley.${id}@example.com`, password: `pw-${id}-secret` };
}

/** Creates a nurse through the API; the request context keeps the session cookie. */
export async function signUpViaApi(request: APIRequestContext, nurse = newNurse()): Promise<Nurse> {
  const res = await request.post("/api/auth/sign-up/email", {
    data: { firstName: nurse.firstName, lastName: nurse.lastName, email: nurse.email, password: nurse.password, timezone: "America/Vancouver" },
    headers: { origin: process.env.E2E_BASE_URL ?? "" },
  });
  expect(res.status(), await res.text()).toBe(200);
  return nurse;
}

/** The newest message in the dev outbox for this address. */
export async function latestMailTo(email: string, subject: RegExp): Promise<{ subject: string; links: string[] }> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  let found: { subject: string; links: string[]; to: string } | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(dir)
          ? fs
              .readdirSync(dir)
              .filter((f) => f.endsWith(".json"))
              .sort()
              .reverse()
          : [];
        found = files
          .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as { subject: string; links: string[]; to: string })
          .find((m) => m.to === email && subject.test(m.subject));
        return Boolean(found);
      },
      { message: `mail to ${email}` },
    )
    .toBe(true);
  return found!;
}

/** Follows the confirmation link her sign-up mailed: the nurse most tests play has confirmed her address. */
export async function confirmEmail(request: APIRequestContext, email: string): Promise<void> {
  const mail = await latestMailTo(email, /confirm your email/i);
  const link = new URL(mail.links.find((l) => l.includes("verify-email"))!);
  const res = await request.get(link.pathname + link.search, { maxRedirects: 0 });
  expect(res.status()).toBe(302);
}

/**
 * A screenshot for a person to look at (390×844 and 1280×800 are the projects' sizes), kept in E2E_SHOTS under the
 * file's own name when that names a directory; none is taken otherwise (CI), as it checks nothing.
 */
export async function lookAt(target: Page | Locator, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (dir) await target.screenshot({ path: path.join(dir, path.basename(file)), ...options });
}

/** Text of toasts on screen. */
export const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Console errors fail a test, except the ones a test says it expects. */
export const test = base.extend<{ nurse: Nurse; signedIn: Nurse; allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      const text = msg.text();
      // The browser logs every 4xx answer; the tests check what the nurse sees instead.
      if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
      if (!allowConsoleErrors.some((re) => re.test(text))) errors.push(text);
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(page);
    expect(errors, "console errors").toEqual([]);
  },
  nurse: async ({}, use) => {
    await use(newNurse());
  },
  /** A nurse signed up through the API, her address confirmed; the page's context has the session. */
  signedIn: async ({ page, nurse }, use) => {
    await signUpViaApi(page.request, nurse);
    await confirmEmail(page.request, nurse.email);
    await use(nurse);
  },
});

export { expect };
