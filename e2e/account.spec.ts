import { seriousViolations } from "./support/axe";
import { request as playwrightRequest, type FileChooser, type Locator, type Page, type Route } from "@playwright/test";
import sharp from "sharp";
import { contrastRatio, readableAccent } from "../src/core/color-contrast";
import yauzl from "yauzl";
import { expect, latestMailTo, signUpViaApi, test, toast } from "./support/fixtures";

const origin = () => ({ origin: process.env.E2E_BASE_URL ?? "" });
const portrait = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: "#db2777" } })
    .jpeg()
    .toBuffer();

/** Presses Upload or Camera as a nurse does and answers the file chooser the button opens. */
async function chooser(page: Page, button: "Upload" | "Camera"): Promise<FileChooser> {
  const opened = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: button, exact: true }).click();
  return opened;
}
const choosePhoto = async (page: Page) => (await chooser(page, "Upload")).setFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: await portrait() });

/** The colour a box is painted in, as #rrggbb (computed styles may say oklab(…)); for a gradient, its first stop. */
const painted = (locator: Locator, property: "background-color" | "background-image") =>
  locator.evaluate((element, property) => {
    const value = getComputedStyle(element).getPropertyValue(property);
    const canvas = document.createElement("canvas").getContext("2d")!;
    canvas.fillStyle = /(?:rgba?|oklab|oklch|color)\([^)]*\)/.exec(value)?.[0] ?? "transparent";
    canvas.fillRect(0, 0, 1, 1);
    return `#${[...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
  }, property);

/** Today in a zone, yyyy-MM-dd, from the runtime's own zone data. */
const todayInZone = (timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());
const daysSince = (date: string, today: string) => Math.round((Date.parse(today) - Date.parse(date)) / 86_400_000);

test.describe("account screen", { tag: "@any-width" }, () => {
  test("upload a photo: preview first, saved with Save Changes, in the header after a reload", async ({ page, signedIn: _ }) => {
    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
    const header = page.getByRole("button", { name: "Open account menu" });
    await expect(header.locator("img")).toHaveCount(0);

    await expect(page.getByText("JPEG, PNG, WebP, GIF, AVIF or TIFF, under 5MB.")).toBeVisible();

    // Camera asks a phone for its front camera; Upload is a plain picker. Both take one image.
    const camera = await chooser(page, "Camera");
    const attributes = (input: HTMLInputElement) => [input.getAttribute("capture"), input.getAttribute("accept")];
    expect(await camera.element().evaluate(attributes)).toEqual(["user", "image/*"]);
    expect(camera.isMultiple()).toBe(false);
    // Images only, under 5MB: 5 MiB itself is refused before anything is sent.
    await camera.setFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024) });
    await expect(toast(page, "Image size must be less than 5MB")).toBeVisible();
    const upload = await chooser(page, "Upload");
    expect(await upload.element().evaluate(attributes)).toEqual([null, "image/*"]);
    expect(upload.isMultiple()).toBe(false);
    await upload.setFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
    await expect(toast(page, "Please select an image file")).toBeVisible();
    await expect(page.getByRole("img", { name: "Your new profile photo (not saved yet)" })).toHaveCount(0);

    await choosePhoto(page);
    await expect(page.getByRole("img", { name: "Your new profile photo (not saved yet)" })).toBeVisible();
    await expect(page.getByText("You have unsaved changes.")).toBeVisible();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Profile picture uploaded")).toBeVisible();
    await expect(toast(page, "Profile saved successfully")).toBeVisible();
    await expect(page.getByText("You have unsaved changes.")).toBeHidden();
    await expect(header.locator("img")).toHaveAttribute("src", /^\/files\/avatars\/[^/]+\/avatar-\d+\.png$/);

    await page.reload();
    const avatar = page.getByRole("button", { name: "Open account menu" }).locator("img");
    await expect(avatar).toHaveAttribute("src", /\/files\/avatars\//);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole("img", { name: "Your profile photo" })).toBeVisible();
  });

  test("change country, birthday and time zone, and see them after a reload", async ({ page, signedIn: _ }) => {
    await page.goto("/account");

    // Birthday: opens on 1990; pick 14 March 1988 with the month and year menus.
    await page.getByLabel("Birthday").click();
    const calendar = page.getByRole("dialog", { name: "Birthday: choose a date" });
    await expect(calendar.getByRole("grid", { name: "January 1990" })).toBeVisible();
    // This year down to 1900: every date the server accepts can be picked.
    const years = await calendar.getByLabel("Year", { exact: true }).locator("option").allTextContents();
    expect(years[0]).toBe(String(new Date().getFullYear()));
    expect(years.at(-1)).toBe("1900");
    expect(years).toHaveLength(new Date().getFullYear() - 1900 + 1);
    await calendar.getByLabel("Year", { exact: true }).selectOption("1988");
    await calendar.getByLabel("Month", { exact: true }).selectOption({ label: "March" });
    await calendar.getByRole("button", { name: "Monday, March 14, 1988" }).click();
    await expect(calendar).toBeHidden();
    await expect(page.getByLabel("Birthday")).toHaveText("March 14, 1988");

    // Country: the four pinned first, in this order, each with its flag, name and code; then search.
    await page.getByLabel("Country").click();
    const options = page.getByRole("listbox", { name: "Search countries" }).getByRole("option");
    const pinned = [
      ["🇨🇦", "Canada", "CA"],
      ["🇺🇸", "United States", "US"],
      ["🇬🇧", "United Kingdom", "GB"],
      ["🇦🇺", "Australia", "AU"],
    ];
    for (const [i, [flag, name, code]] of pinned.entries()) {
      await expect(options.nth(i).locator("span"), name!).toHaveText([flag!, name!, code!]);
    }
    await expect(options).toHaveCount(249);
    await page.getByRole("combobox", { name: "Search countries" }).fill("portug");
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Country")).toContainText("Portugal");

    await page.getByLabel("Time zone").click();
    await page.getByRole("combobox", { name: "Search time zones" }).fill("Lisbon");
    await page.getByRole("option", { name: /Europe\/Lisbon/ }).click();
    await expect(page.getByLabel("Time zone")).toContainText("Europe/Lisbon");

    await expect(page.getByText("You have unsaved changes.")).toBeVisible();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Profile saved successfully")).toBeVisible();
    await expect(page.getByText("You have unsaved changes.")).toBeHidden();
    await page.reload();
    await expect(page.getByLabel("Birthday")).toHaveText("March 14, 1988");
    await expect(page.getByLabel("Country")).toContainText("Portugal");
    await expect(page.getByLabel("Time zone")).toContainText("Europe/Lisbon");
  });

  test("the form says what is wrong and saves nothing", async ({ page, signedIn }) => {
    await page.goto("/account");
    await page.getByLabel("Name", { exact: true }).fill("   ");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await page.reload();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`${signedIn.firstName} ${signedIn.lastName}`);
  });

  test("Save Changes checks every field before a photo is sent: the birthday against today in the newly chosen zone", async ({ page, signedIn: _ }) => {
    // On file: Kiritimati (UTC+14) and a birthday of today there, still tomorrow in Pago Pago (UTC-11).
    const dob = todayInZone("Pacific/Kiritimati");
    expect((await page.request.patch("/api/profile", { data: { timezone: "Pacific/Kiritimati", dob }, headers: origin() })).status()).toBe(200);
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/profile/avatar") uploads.push(request.method());
    });

    await page.goto("/account");
    await page.getByLabel("Time zone").click();
    await page.getByRole("combobox", { name: "Search time zones" }).fill("Pago");
    await page.getByRole("option", { name: /Pacific\/Pago Pago/ }).click();
    await choosePhoto(page);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Birthday can't be in the future.")).toBeVisible();
    await expect(toast(page, "Profile picture uploaded")).toHaveCount(0);
    expect(uploads).toEqual([]);

    // Nothing was saved: no photo, the zone on file unchanged.
    await page.reload();
    await expect(page.getByRole("button", { name: "Open account menu" }).locator("img")).toHaveCount(0);
    await expect(page.getByLabel("Time zone")).toContainText("Pacific/Kiritimati");
    expect(uploads).toEqual([]);
  });

  test("licence and graduation dates show experience in days", async ({ page, signedIn: _ }) => {
    await page.goto("/account");
    await expect(page.getByText("Add your licence or graduation date to see your experience.")).toBeVisible();
    await page.getByLabel("Graduation date").click();
    const calendar = page.getByRole("dialog", { name: "Graduation date: choose a date" });
    await calendar.getByLabel("Year", { exact: true }).selectOption("2020");
    await calendar.getByLabel("Month", { exact: true }).selectOption({ label: "June" });
    await calendar.getByRole("button", { name: /June 1, 2020$/ }).click();
    // Whole days from then to today in the profile's zone (America/Vancouver, from sign-up).
    const today = todayInZone("America/Vancouver");
    const figure = (date: string) => `${daysSince(date, today).toLocaleString("en-CA")} days`;
    await expect(page.getByTestId("experience-days")).toHaveText(figure("2020-06-01"));
    await expect(page.getByText(/counted from your graduation date/)).toBeVisible();

    // A licence date takes over from the graduation date.
    await page.getByLabel("Licence date").click();
    const licence = page.getByRole("dialog", { name: "Licence date: choose a date" });
    await licence.getByLabel("Year", { exact: true }).selectOption("2021");
    await licence.getByLabel("Month", { exact: true }).selectOption({ label: "March" });
    await licence.getByRole("button", { name: /March 15, 2021$/ }).click();
    await expect(page.getByTestId("experience-days")).toHaveText(figure("2021-03-15"));
    await expect(page.getByText(/counted from your licence date/)).toBeVisible();

    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Profile saved successfully")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Graduation date")).toHaveText("June 1, 2020");
    await expect(page.getByLabel("Licence date")).toHaveText("March 15, 2021");
    await expect(page.getByTestId("experience-days")).toHaveText(figure("2021-03-15"));
  });

  test("change email through the link in the new inbox", async ({ page, signedIn }) => {
    const newEmail = signedIn.email.replace("@", ".moved@");
    await page.goto("/account");
    await page.getByRole("button", { name: "Change Email" }).click();
    const dialog = page.getByRole("dialog", { name: "Change your email" });
    await dialog.getByLabel("New email").fill(newEmail);
    await dialog.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(toast(page, "Check your new inbox to confirm the email change.")).toBeVisible();
    await expect(dialog).toBeHidden();
    // Nothing changes until the link is followed.
    await page.reload();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(signedIn.email);

    const mail = await latestMailTo(newEmail, /new email/i);
    await page.goto(mail.links[0]!);
    await expect(page).toHaveURL(/\/account$/);
    await expect(toast(page, "Email updated")).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(newEmail);
    await page.getByRole("button", { name: "Open account menu" }).click();
    await expect(page.getByRole("menu")).toContainText(newEmail);
  });

  test("sign out other devices", async ({ page, signedIn }) => {
    const laptop = await playwrightRequest.newContext({
      baseURL: process.env.E2E_BASE_URL,
      userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0",
    });
    const signIn = await laptop.post("/api/auth/sign-in/email", { data: { email: signedIn.email, password: signedIn.password }, headers: origin() });
    expect(signIn.status()).toBe(200);

    await page.goto("/account#security");
    const sessions = page.getByRole("list", { name: "Active sessions" }).getByRole("listitem");
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: "This device" })).toHaveCount(1);
    await expect(sessions.filter({ hasText: "Firefox on Windows" })).toContainText("Active in the last 5 minutes");

    await page.getByRole("button", { name: "Sign out other devices (1)" }).click();
    await expect(toast(page, "Signed out of other devices")).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await expect(sessions.first()).toContainText("This device");
    expect(await (await laptop.get("/api/auth/get-session")).json()).toBeNull();
    await laptop.dispose();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  });

  test("change password: the other devices are signed out, this one stays", async ({ page, signedIn, browser }) => {
    // A second browser, signed in first.
    const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    expect(
      (await other.request.post("/api/auth/sign-in/email", { data: { email: signedIn.email, password: signedIn.password }, headers: origin() })).status(),
    ).toBe(200);
    const otherPage = await other.newPage();
    await otherPage.goto("/account");
    await expect(otherPage.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();

    await page.goto("/account#security");
    await page.getByLabel("Current password").fill("not-the-password");
    await page.getByLabel("New password", { exact: true }).fill("a-brand-new-one");
    await page.getByLabel("Confirm new password").fill("a-brand-new-one");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Your current password is not correct.")).toBeVisible();

    await page.getByLabel("Current password").fill(signedIn.password);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(toast(page, "Password changed")).toBeVisible();

    // The other browser's session is gone: its next page load lands on /login.
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login$/);
    expect(await (await other.request.get("/api/auth/get-session")).json()).toBeNull();
    await other.close();
    // This one stays signed in.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
    expect(await (await page.request.get("/api/auth/get-session")).json()).toMatchObject({ user: { email: signedIn.email } });
    const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
    expect((await api.post("/api/auth/sign-in/email", { data: { email: signedIn.email, password: "a-brand-new-one" }, headers: origin() })).status()).toBe(200);
    await api.dispose();
  });

  test("region and accent colour are saved, and the colour is drawn across the app, readable even when light", async ({ page, signedIn: _ }, testInfo) => {
    await page.goto("/account#preferences");
    const region = page.getByRole("radiogroup", { name: "Region for clinical units" });
    await expect(region.getByRole("radio", { name: "United States (US)" })).toHaveAttribute("aria-checked", "true");
    // The word is spelt as her region spells it.
    await expect(page.getByRole("radiogroup", { name: "Accent color" })).toBeVisible();
    await region.getByRole("radio", { name: "Canada (CA)" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await expect(page.getByRole("radiogroup", { name: "Accent colour" })).toBeVisible();
    const savedAccent = async () => ((await (await page.request.get("/api/preferences")).json()) as { accentColor: string }).accentColor;

    // What the screen draws: the header's initials (white on the accent) and the sidebar's Pro card.
    const initials = page.getByRole("button", { name: "Open account menu" }).locator("span");
    const drawnIn = async (hex: string) => {
      await expect.poll(() => painted(initials, "background-color")).toBe(hex);
      await expect(initials).toHaveCSS("color", "rgb(255, 255, 255)");
      expect(contrastRatio(await painted(initials, "background-color"), "#ffffff")).toBeGreaterThanOrEqual(4.5);
      // On a phone the sidebar is a sheet: open it.
      if (testInfo.project.name === "phone") await page.getByRole("button", { name: "Toggle sidebar" }).click();
      await expect.poll(() => painted(page.getByText("Pro Features").locator(".."), "background-image")).toBe(hex);
    };

    // A swatch looks as it always did: 22% darker, as color-mix(in oklab, #0d9488 78%, black) paints it.
    await page.getByRole("radiogroup", { name: "Accent colour" }).getByRole("radio", { name: "Teal" }).click();
    await expect.poll(savedAccent).toBe("#0d9488");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await drawnIn("#066960");

    // Yellow from the colour picker: saved as chosen, drawn dark enough for white text (4.5:1), here and after a reload.
    await page.goto("/account#preferences");
    await page.getByLabel("Custom accent colour").fill("#ffff00");
    await expect.poll(savedAccent).toBe("#ffff00");
    for (const load of [() => page.goto("/dashboard"), () => page.reload()]) {
      await load();
      await drawnIn(readableAccent("#ffff00"));
    }

    await page.goto("/account#preferences");
    await expect(page.getByRole("radio", { name: "Canada (CA)" })).toHaveAttribute("aria-checked", "true");
    await expect(page.getByLabel("Custom accent colour")).toHaveValue("#ffff00");
  });

  test("@any-width download my data as one ZIP, and import it into a new account: Import is offered only there", async ({ page, signedIn, browser }) => {
    // Something of hers with a file: a certification with its card photo.
    const cert = await page.request.post("/api/certifications", { data: { name: "BLS Provider", expiryDate: "2027-03-31" }, headers: origin() });
    expect(cert.status()).toBe(201);
    const { id } = (await cert.json()) as { id: string };
    const photo = await page.request.post(`/api/certifications/${id}/front-photo`, {
      multipart: { file: { name: "bls.png", mimeType: "image/png", buffer: await portrait() } },
      headers: origin(),
    });
    expect(photo.status()).toBe(200);

    await page.goto("/account#my-data");
    const myData = page.locator("#my-data");
    // Her account has records: Import is not offered, and she is told why.
    await expect(myData.getByText(/Your account already has records \(certifications\)/)).toBeVisible();
    await expect(myData.getByRole("button", { name: "Import my data" })).toHaveCount(0);
    const download = page.waitForEvent("download");
    await myData.getByRole("link", { name: "Download my data" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^nursevitals-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const zipPath = (await file.path())!;
    const entries = new Map<string, Buffer>();
    const zip = await yauzl.openPromise(zipPath);
    for await (const entry of zip.eachEntry()) {
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      entries.set(entry.fileName, Buffer.concat(chunks));
    }
    zip.close();
    const data = JSON.parse(entries.get("data.json")!.toString("utf8")) as { user: { email: string }; tables: Record<string, unknown[]> };
    expect(data.user.email).toBe(signedIn.email);
    expect(data.tables.profiles).toEqual([expect.objectContaining({ name: `${signedIn.firstName} ${signedIn.lastName}` })]);
    expect(entries.get("README.txt")?.toString("utf8")).toContain("Import my data");
    expect([...entries.keys()].filter((name) => name.startsWith("files/certifications/"))).toHaveLength(1);

    // A new account, in another browser: Import is there, and brings it all back.
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const other = await context.newPage();
    await signUpViaApi(other.request);
    await other.goto("/account#my-data");
    const hers = other.locator("#my-data");
    const chooser = other.waitForEvent("filechooser");
    await hers.getByRole("button", { name: "Import my data" }).click();
    await (await chooser).setFiles(zipPath);
    await expect(toast(other, "Your data is back")).toBeVisible();
    await expect(hers.getByRole("button", { name: "Import my data" })).toHaveCount(0);
    await expect(hers.getByText(/Your account already has records/)).toBeVisible();
    await other.goto("/certifications");
    const row = other.locator('[data-testid="cert-row"]:visible, [data-testid="cert-card"]:visible').filter({ hasText: "BLS Provider" });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: "View photo of BLS Provider" }).click();
    const shown = other.getByRole("dialog", { name: "BLS Provider" }).getByRole("img", { name: "BLS Provider card, front" });
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await context.close();
  });

  test("delete my account: password again, then home, signed out, and the account is gone", async ({ page, signedIn }) => {
    await page.goto("/account#my-data");
    // The accent colour this browser remembers for the nurse goes with the account.
    const rememberedAccents = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("nv.accent.")));
    await expect.poll(rememberedAccents).toHaveLength(1);
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Enter your password to confirm").fill("wrong-password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("That password is not correct.")).toBeVisible();

    await dialog.getByLabel("Enter your password to confirm").fill(signedIn.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, "Account deleted")).toBeVisible();
    expect(await rememberedAccents()).toEqual([]);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login$/);
    const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
    expect((await api.post("/api/auth/sign-in/email", { data: { email: signedIn.email, password: signedIn.password }, headers: origin() })).status()).toBe(401);
    await api.dispose();
  });

  test("sign out from the account screen", async ({ page, signedIn: _ }) => {
    await page.goto("/account");
    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await expect(toast(page, "Signed out successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a confirmation link that does not work says 'Failed to update email'", async ({ page, signedIn }) => {
    await page.goto(`/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent("/account?emailChanged=1")}`);
    await expect(toast(page, "Failed to update email")).toContainText("This confirmation link is not valid.");
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(signedIn.email);
  });

  test("a nurse who signs up in this browser finds its time zone on her account", async ({ page, nurse }) => {
    await page.goto("/signup");
    await page.getByLabel("First name").fill(nurse.firstName);
    await page.getByLabel("Last name").fill(nurse.lastName);
    await page.getByLabel("Email").fill(nurse.email);
    await page.getByLabel("Password", { exact: true }).fill(nurse.password);
    await page.getByLabel("Confirm password").fill(nurse.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/account");
    await expect(page.getByLabel("Time zone")).toContainText("America/Vancouver");
    await expect(page.getByText("“Today” in your calendar and reminders follows this zone.")).toBeVisible();
  });
});

test.describe("account screen: a photo only the server can refuse", { tag: "@any-width" }, () => {
  // Playwright's trace recorder fetches the broken preview to snapshot it, and the CSP's connect-src blocks that
  // (with tracing off there is no such error): a console error the app itself does not make.
  test.use({ allowConsoleErrors: [/^Connecting to 'blob:[^']+' violates the following Content Security Policy directive: "connect-src 'self'"/] });

  // A text file named photo.png once showed a broken preview with clipped alt text and no message.
  test("a file that is not an image, whatever its name, is refused when picked, by the photo", async ({ page, signedIn: _ }) => {
    await page.goto("/account");
    const profile = page.locator("#profile");
    const notAPicture = "This file is not a JPEG, PNG, WebP, GIF, AVIF or TIFF image, whatever its name says. Please select a photo.";
    // The browser goes by the name (image/png); the screen reads the bytes before offering it as a photo.
    await (await chooser(page, "Upload")).setFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("hello, I am not a picture") });
    await expect(profile.getByText(notAPicture, { exact: true })).toBeVisible();
    await expect(toast(page, notAPicture)).toBeVisible();
    await expect(page.getByText("New photo chosen: it is saved with Save Changes.")).toHaveCount(0);
    await expect(page.getByRole("img", { name: "Your new profile photo (not saved yet)" })).toHaveCount(0);
    await expect(page.getByText("You have unsaved changes.")).toHaveCount(0);

    // Right bytes that do not decode (a cut-off JPEG): said too.
    const jpeg = await portrait();
    await (await chooser(page, "Upload")).setFiles({ name: "cut.jpg", mimeType: "image/jpeg", buffer: jpeg.subarray(0, 40) });
    await expect(profile.getByText("We could not read that image. Please choose another photo.", { exact: true })).toBeVisible();
    await expect(page.getByText("New photo chosen: it is saved with Save Changes.")).toHaveCount(0);

    // A real photo next: the message goes and the preview shows.
    await choosePhoto(page);
    await expect(profile.getByText("We could not read that image. Please choose another photo.", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("img", { name: "Your new profile photo (not saved yet)" })).toBeVisible();
    await expect
      .poll(() => page.getByRole("img", { name: "Your new profile photo (not saved yet)" }).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test("a photo only the server can refuse (a damaged TIFF, which browsers cannot draw) says so, and nothing is saved", async ({ page, signedIn: _ }) => {
    await page.goto("/account");
    // TIFF bytes the screen cannot check by drawing them: it offers the file, without a broken preview.
    await (
      await chooser(page, "Upload")
    ).setFiles({ name: "scan.tif", mimeType: "image/tiff", buffer: Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0]), Buffer.alloc(64)]) });
    await expect(page.getByText("New photo chosen: it is saved with Save Changes.")).toBeVisible();
    await expect(page.getByText("No preview for this format")).toBeVisible();
    await page.getByRole("button", { name: "Save Changes" }).click();
    // The server reads the bytes and refuses them.
    await expect(toast(page, "We could not read that image. Please choose another photo.")).toBeVisible();
    await expect(toast(page, "Profile picture uploaded")).toHaveCount(0);
    await expect(toast(page, "Profile saved successfully")).toHaveCount(0);
    // The refused file is dropped rather than offered again.
    await expect(page.getByText("New photo chosen: it is saved with Save Changes.")).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open account menu" }).locator("img")).toHaveCount(0);
    await expect(page.getByRole("img", { name: "Your profile photo" })).toHaveCount(0);
  });
});

test.describe("account screen when the server fails", { tag: "@any-width" }, () => {
  test.use({ allowConsoleErrors: [/status of 503/] });
  const unavailable = (route: Route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "unavailable", message: "The server is restarting." } }),
    });

  test("a change of email that cannot be sent says 'Failed to update email'", async ({ page, signedIn }) => {
    await page.route("**/api/auth/change-email", unavailable);
    await page.goto("/account");
    await page.getByRole("button", { name: "Change Email" }).click();
    const dialog = page.getByRole("dialog", { name: "Change your email" });
    await dialog.getByLabel("New email").fill(signedIn.email.replace("@", ".moved@"));
    await dialog.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(toast(page, "Failed to update email")).toContainText("The server is restarting.");
    await expect(toast(page, "Check your new inbox to confirm the email change.")).toHaveCount(0);
    // The dialog stays open with what was typed, to try again.
    await expect(dialog.getByLabel("New email")).toHaveValue(signedIn.email.replace("@", ".moved@"));
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(signedIn.email);
  });

  test("details refused after the photo was saved: says plainly that the photo was saved and the details were not", async ({ page, signedIn: _ }) => {
    await page.route("**/api/profile", (route) => (route.request().method() === "PATCH" ? unavailable(route) : route.fallback()));
    await page.goto("/account");
    await page.getByLabel("Name", { exact: true }).fill("Riley Renamed");
    await choosePhoto(page);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Profile picture uploaded")).toBeVisible();
    await expect(toast(page, "Your new photo was saved, but your details were not")).toContainText("The server is restarting.");
    await expect(toast(page, "Profile saved successfully")).toHaveCount(0);
    // The photo is in the header; the name waits in the form to be saved again.
    await expect(page.getByRole("button", { name: "Open account menu" }).locator("img")).toHaveAttribute("src", /\/files\/avatars\//);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Riley Renamed");
    await expect(page.getByText("You have unsaved changes.")).toBeVisible();
  });

  test("a sign-out the server refuses says 'Failed to sign out' and stays on the account", async ({ page, signedIn: _ }) => {
    await page.route("**/api/auth/sign-out", unavailable);
    await page.goto("/account");
    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await expect(toast(page, "Failed to sign out")).toContainText("The server is restarting.");
    await expect(toast(page, "Signed out successfully")).toHaveCount(0);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  });
});

/** Width and height of what a locator finds, rounded. */
async function size(locator: import("@playwright/test").Locator): Promise<{ width: number; height: number }> {
  const box = await locator.boundingBox();
  expect(box, "on screen").not.toBeNull();
  return { width: Math.round(box!.width), height: Math.round(box!.height) };
}

test.describe("account screen layout", () => {
  test("every section is reachable at a glance, targets are big enough to tap, and toasts leave the header free", async ({ page, signedIn: _ }, testInfo) => {
    const touch = testInfo.project.name === "phone";
    const minimum = touch ? 40 : 32;
    await page.goto("/account");
    const viewport = page.viewportSize()!;

    // All five section links are inside the screen, none cut at its edge.
    const sections = page.getByRole("navigation", { name: "Account sections" }).getByRole("link");
    await expect(sections).toHaveCount(5);
    for (const link of await sections.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.height).toBeGreaterThanOrEqual(touch ? 40 : 36);
    }

    // Accent swatches: big enough, and the rows are even (no swatch alone on a row).
    const swatches = page.getByRole("radiogroup", { name: /^Accent colou?r$/ }).getByRole("radio");
    const tops = new Map<number, number>();
    for (const swatch of await swatches.all()) {
      const box = (await swatch.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(touch ? 40 : 36);
      tops.set(Math.round(box.y), (tops.get(Math.round(box.y)) ?? 0) + 1);
    }
    expect(new Set(tops.values()).size, `swatches per row: ${[...tops.values()].join(", ")}`).toBe(1);

    // Change Email is as tall as the email field beside it (desktop) or at least a tap (phone).
    const email = page.getByRole("textbox", { name: "Email", exact: true });
    const change = page.getByRole("button", { name: "Change Email" });
    if (touch) expect((await size(change)).height).toBeGreaterThanOrEqual(40);
    else {
      expect(await size(change)).toMatchObject({ height: (await size(email)).height });
      expect(Math.round((await change.boundingBox())!.y)).toBe(Math.round((await email.boundingBox())!.y));
    }

    // The dialog's Close, the date picker's menus and Clear, the country options.
    await change.click();
    const close = page.getByRole("dialog").getByRole("button", { name: "Close" });
    expect(Math.min(...Object.values(await size(close)))).toBeGreaterThanOrEqual(touch ? 44 : 32);
    await close.click();
    await page.getByLabel("Birthday").click();
    await page.getByRole("button", { name: "Monday, January 1, 1990" }).click();
    await page.getByLabel("Birthday").click();
    for (const control of [
      page.getByRole("combobox", { name: "Month" }),
      page.getByRole("combobox", { name: "Year" }),
      page.getByRole("button", { name: "Clear" }),
    ]) {
      expect((await size(control)).height).toBeGreaterThanOrEqual(minimum);
    }
    await page.keyboard.press("Escape");
    // The country list's options (not the native selects' of the Notifications card further down).
    await page.getByLabel("Country").click();
    const country = page.getByRole("listbox", { name: "Search countries" }).getByRole("option").first();
    await expect(country).toBeVisible();
    expect((await size(country)).height).toBeGreaterThanOrEqual(minimum);
    await page.keyboard.press("Escape");

    // A toast starts below the 56 px header, still at the top centre.
    await page.getByRole("button", { name: "Save Changes" }).click();
    const shown = toast(page, "Profile saved successfully");
    await expect(shown).toBeVisible();
    const header = (await page.getByRole("banner").boundingBox())!;
    // (polled: the toast slides in from above)
    await expect.poll(async () => (await shown.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(header.y + header.height);
    const box = (await shown.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
  });
});

test.describe("account screen accessibility", () => {
  test("axe finds no serious or critical violation, with the pickers and dialogs open too", async ({ page, signedIn: _ }) => {
    // Four whole-page axe scans: on a slow 2-core machine they alone come near the default 45 s.
    test.slow();
    await page.goto("/account");
    await expect(page.getByRole("list", { name: "Active sessions" }).getByRole("listitem")).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel("Birthday").click();
    await expect(page.getByRole("grid")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByLabel("Country").click();
    await expect(page.getByRole("listbox")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Delete account" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("birthday and country work with the keyboard alone", async ({ page, signedIn: _ }) => {
    await page.goto("/account");
    await page.getByLabel("Birthday").focus();
    await page.keyboard.press("Enter");
    // The focused day starts on 1 January 1990 (the default view).
    await expect(page.getByRole("button", { name: "Monday, January 1, 1990" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("button", { name: "Tuesday, January 9, 1990" })).toBeFocused();
    await page.keyboard.press("PageDown");
    await expect(page.getByRole("button", { name: "Friday, February 9, 1990" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Birthday")).toHaveText("February 9, 1990");
    await expect(page.getByLabel("Birthday")).toBeFocused();

    await page.getByLabel("Country").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("combobox", { name: "Search countries" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Country")).toContainText("United States");
  });
});
