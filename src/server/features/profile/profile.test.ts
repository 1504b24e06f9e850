import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIn } from "@core/calendar-dates";
import { profiles, users } from "../../db/schema";
import { createTestApp, json, linkIn, type TestApp, type TestUser, errorOf } from "../../testing/test-app";
import { HTML, photoForm, SVG, testImages } from "../../testing/images";
import { startS3 } from "../../testing/s3-server";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Profile = {
  name: string | null;
  email: string;
  dob: string | null;
  countryCode: string | null;
  avatarUrl: string | null;
  timezone: string;
  licenseDate: string | null;
  gradDate: string | null;
  experienceDays: number | null;
  today: string;
  hasPassword: boolean;
};

const getProfile = async (user: TestUser) => json<Profile>(await t.request("/api/profile", { cookie: user.cookie }));
const patch = (user: TestUser, body: unknown) => t.request("/api/profile", { method: "PATCH", body, cookie: user.cookie });
const upload = (user: TestUser, form: FormData) => t.request("/api/profile/avatar", { method: "POST", body: form, cookie: user.cookie });
const session = async (cookie: string) =>
  json<{ user: { id: string; email: string; name: string; image: string | null } } | null>(await t.request("/api/auth/get-session", { cookie }));
/** The stored file behind a public /files/… link: its bytes, or undefined when it is gone. */
async function storedBytes(url: string): Promise<Buffer | undefined> {
  const found = await t.services.files.get(url.replace(/^\/files\//, ""));
  if (!found) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
/** The names in her avatar folder. */
const storedAvatars = async (user: TestUser) => (await t.services.files.list(`avatars/${user.id}/`)).map((key) => path.basename(key));

describe("GET /api/profile", () => {
  it("answers 401 without a session, on every account route", async () => {
    for (const [method, url] of [
      ["GET", "/api/profile"],
      ["PATCH", "/api/profile"],
      ["POST", "/api/profile/avatar"],
      ["GET", "/api/preferences"],
      ["PATCH", "/api/preferences"],
      ["GET", "/api/account/export"],
      ["DELETE", "/api/account"],
    ] as const) {
      const res = await t.request(url, { method, body: method === "GET" ? undefined : {} });
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });

  it("starts from sign-up (name, browser time zone) and creates the row on first load when there is none", async () => {
    const user = await t.signUp({ firstName: "Ada", lastName: "Moss" });
    const first = await getProfile(user);
    expect(first).toMatchObject({
      name: "Ada Moss",
      email: user.email,
      dob: null,
      countryCode: null,
      avatarUrl: null,
      experienceDays: null,
      hasPassword: true,
    });

    // Deleted behind the app's back: the cached answer goes when the database's notification arrives.
    await t.services.db.delete(profiles).where(eq(profiles.userId, user.id));
    await expect.poll(async () => (await json<Profile>(await t.request("/api/profile", { cookie: user.cookie }))).name).toBeNull();
    const res = await t.request("/api/profile", { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(await json<Profile>(res)).toMatchObject({ name: null, timezone: "UTC", dob: null });
    const rows = await t.services.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(rows).toHaveLength(1);
  });
});

describe("PATCH /api/profile", () => {
  it("saves name, birthday, country, time zone, licence and graduation dates", async () => {
    const user = await t.signUp();
    const res = await patch(user, {
      name: "  Jordan Lee  ",
      dob: "1988-04-12",
      countryCode: "ca",
      timezone: "America/Halifax",
      licenseDate: "2015-06-30",
      gradDate: "2015-05-01",
    });
    expect(res.status).toBe(200);
    const saved = await getProfile(user);
    expect(saved).toMatchObject({
      name: "Jordan Lee",
      dob: "1988-04-12",
      countryCode: "CA",
      timezone: "America/Halifax",
      licenseDate: "2015-06-30",
      gradDate: "2015-05-01",
    });
    // The header reads the session's name.
    expect((await session(user.cookie))?.user.name).toBe("Jordan Lee");
    // null clears a field.
    await patch(user, { dob: null, countryCode: null });
    expect(await getProfile(user)).toMatchObject({ dob: null, countryCode: null, name: "Jordan Lee" });
  });

  it("shows experience as whole days since the licence date, else graduation, in the user's time zone, never below 0", async () => {
    const user = await t.signUp();
    const zone = "Pacific/Kiritimati";
    const today = todayIn(zone);
    await patch(user, { timezone: zone, gradDate: addDays(today, -400) });
    expect((await getProfile(user)).experienceDays).toBe(400);
    await patch(user, { licenseDate: addDays(today, -10) });
    expect((await getProfile(user)).experienceDays).toBe(10);
    await patch(user, { licenseDate: addDays(today, 30) });
    expect((await getProfile(user)).experienceDays).toBe(0);
    expect((await getProfile(user)).today).toBe(today);
  });

  it.each([
    ["a name of 10,000 characters", { name: "x".repeat(10_000) }, "name", "Your name must be at most 200 characters long."],
    ["a blank name", { name: "   " }, "name", "Please enter your name."],
    ["a name with a carriage return in it", { name: "Maya\rOkafor" }, "name", "Your name cannot contain line breaks, tabs or other control characters"],
    ["a number for a name", { name: 42 }, "name", "Please enter your name."],
    ["a birthday in 1899", { dob: "1899-12-31" }, "dob", "Birthday must be on or after January 1, 1900."],
    ["a birthday that is no date (Feb 30)", { dob: "1990-02-30" }, "dob", "Birthday must be a date like 1990-05-31."],
    ["a birthday written dd/MM/yyyy", { dob: "31/05/1990" }, "dob", "Birthday must be a date like 1990-05-31."],
    ["a birthday in the future", { dob: "2999-01-01" }, "dob", "Birthday can't be in the future."],
    ["an unknown country code", { countryCode: "XX" }, "countryCode", "Please choose a country from the list."],
    ["UK (the ISO code is GB)", { countryCode: "UK" }, "countryCode", "Please choose a country from the list."],
    ["a country name instead of its code", { countryCode: "Canada" }, "countryCode", "Please choose a country from the list."],
    ["an unknown time zone", { timezone: "Mars/Olympus_Mons" }, "timezone", "Not a known time zone."],
    ["a licence date in month 13", { licenseDate: "2020-13-01" }, "licenseDate", "Licence date must be a date like 2015-06-30."],
    ["a graduation date in 1850", { gradDate: "1850-01-01" }, "gradDate", "Graduation date must be on or after January 1, 1900."],
  ])("refuses %s with a clear message, and saves nothing", async (_label, change, field, message) => {
    const user = await t.signUp();
    const before = await getProfile(user);
    const res = await patch(user, { name: "Changed Name", countryCode: "US", ...change });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("bad_request");
    expect(error.fields?.[field]).toBe(message);
    expect(error.message).toBe(message);
    expect(await getProfile(user)).toEqual(before);
  });

  it("checks the birthday against today in the user's own time zone", async () => {
    // Kiritimati (UTC+14) is always at least a day ahead of Pago Pago (UTC-11).
    const aheadToday = todayIn("Pacific/Kiritimati");
    const ahead = await t.signUp();
    expect((await patch(ahead, { timezone: "Pacific/Kiritimati", dob: aheadToday })).status).toBe(200);
    const behind = await t.signUp();
    await patch(behind, { timezone: "Pacific/Pago_Pago" });
    const res = await patch(behind, { dob: aheadToday });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.dob).toBe("Birthday can't be in the future.");
    expect((await patch(behind, { dob: "1900-01-01" })).status).toBe(200);
  });

  it("refuses a body that is not JSON", async () => {
    const user = await t.signUp();
    const res = await t.request("/api/profile", {
      method: "PATCH",
      body: "name=x",
      cookie: user.cookie,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(415);
  });

  it("changes only my own profile: a field it does not take (another user's id) is refused by name", async () => {
    const ann = await t.signUp({ firstName: "Ann", lastName: "One" });
    const bob = await t.signUp({ firstName: "Bob", lastName: "Two" });
    const res = await patch(bob, { userId: ann.id, name: "Taken Over" });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("Unknown field: userId.");
    expect((await getProfile(bob)).name).toBe("Bob Two");
    expect((await patch(bob, { name: "Bob Again" })).status).toBe(200);
    expect((await getProfile(ann)).name).toBe("Ann One");
    expect((await getProfile(bob)).name).toBe("Bob Again");
    const [annRow] = await t.services.db.select().from(users).where(eq(users.id, ann.id));
    expect(annRow?.name).toBe("Ann One");
  });

  it("says plainly when the body is not an object", async () => {
    const user = await t.signUp();
    for (const body of ["null", "[]", '"name"', "42"]) {
      const res = await t.request("/api/profile", { method: "PATCH", body, cookie: user.cookie, headers: { "content-type": "application/json" } });
      expect(res.status, body).toBe(400);
      expect((await errorOf(res)).message, body).toBe("The request body must be a JSON object.");
    }
  });
});

// The avatar suites run on each blob store (decision 011): files under DATA_DIR, and a real S3 API (s3rver).
describe.each(["local files", "an S3 store"] as const)("avatars on %s", (store) => {
  let main: TestApp;
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  beforeAll(async () => {
    main = t;
    if (store === "an S3 store") {
      s3 = await startS3();
      t = await createTestApp(s3.env);
    }
  });
  afterAll(async () => {
    if (s3) {
      await t.close();
      await s3.close();
    }
    t = main;
  });

  describe("POST /api/profile/avatar", () => {
    it("re-encodes a camera JPEG to PNG without its GPS metadata, serves it, and the header avatar shows it", async () => {
      const user = await t.signUp();
      const jpeg = await testImages.jpegWithGps();
      const exif = (await sharp(jpeg).metadata()).exif;
      expect(exif?.includes("NV-SECRET-WARD-7")).toBe(true);
      expect(exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer (tag 0x8825)

      const res = await upload(user, photoForm(jpeg, "IMG_0001.jpg", "image/jpeg"));
      expect(res.status).toBe(200);
      const { avatarUrl } = await json<{ avatarUrl: string }>(res);
      expect(avatarUrl).toMatch(new RegExp(`^/files/avatars/${user.id}/avatar-\\d+\\.png$`));
      expect((await getProfile(user)).avatarUrl).toBe(avatarUrl);
      expect((await session(user.cookie))?.user.image).toBe(avatarUrl);

      const served = await t.request(avatarUrl);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("content-disposition")).toMatch(/^inline/);
      expect(served.headers.get("cache-control")).toContain("max-age=31536000");
      const png = Buffer.from(await served.arrayBuffer());
      expect(png.equals((await storedBytes(avatarUrl))!)).toBe(true);
      const meta = await sharp(png).metadata();
      expect(meta.format).toBe("png");
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBeLessThanOrEqual(512);
      expect(png.includes("NV-SECRET-WARD-7")).toBe(false);
      expect(png.includes("eXIf")).toBe(false);
    });

    it("keeps one photo: a new upload replaces the file of the old one", async () => {
      const user = await t.signUp();
      const first = await json<{ avatarUrl: string }>(await upload(user, photoForm(await testImages.png("#dc2626"))));
      const second = await json<{ avatarUrl: string }>(await upload(user, photoForm(await testImages.png("#16a34a"))));
      expect(second.avatarUrl).not.toBe(first.avatarUrl);
      expect((await t.request(first.avatarUrl)).status).toBe(404);
      expect(await storedBytes(first.avatarUrl)).toBeUndefined();
      expect((await t.request(second.avatarUrl)).status).toBe(200);
    });

    it("two photos saved at the same moment: the profile and the header point at a file that exists, and only that one is kept", async () => {
      const user = await t.signUp();
      const { avatarUrl: before } = await json<{ avatarUrl: string }>(await upload(user, photoForm(await testImages.png("#000000"))));
      // Both photos are written before either is recorded: the moment two uploads overlap.
      const files = t.services.files;
      let writes = 0;
      let bothWritten!: () => void;
      const barrier = new Promise<void>((resolve) => (bothWritten = resolve));
      t.services.files = {
        ...files,
        async put(key, data) {
          const stored = await files.put(key, data);
          if (++writes === 2) bothWritten();
          await barrier;
          return stored;
        },
      };
      try {
        const answers = await Promise.all(["#dc2626", "#16a34a"].map(async (colour) => upload(user, photoForm(await testImages.png(colour)))));
        expect(answers.map((res) => res.status)).toEqual([200, 200]);
      } finally {
        t.services.files = files;
      }
      const { avatarUrl } = await getProfile(user);
      expect(avatarUrl).not.toBe(before);
      expect((await session(user.cookie))?.user.image).toBe(avatarUrl);
      expect((await t.request(avatarUrl!)).status).toBe(200);
      expect(await storedAvatars(user)).toEqual([path.basename(avatarUrl!)]);
    });

    it("photos uploaded by several nurses at once are all saved, each on its own profile", async () => {
      const nurses = await Promise.all([1, 2, 3].map(() => t.signUp()));
      const answers = await Promise.all(nurses.map(async (nurse) => upload(nurse, photoForm(await testImages.png()))));
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
      for (const nurse of nurses) {
        const { avatarUrl } = await getProfile(nurse);
        expect(avatarUrl).toMatch(new RegExp(`^/files/avatars/${nurse.id}/`));
        expect((await t.request(avatarUrl!)).status).toBe(200);
      }
    });

    it.each([
      ["a text file named photo.png", "hello, I am not a picture", "photo.png", "image/png"],
      ["an SVG (it can carry script)", SVG, "avatar.svg", "image/svg+xml"],
      ["an HTML page", HTML, "photo.png", "image/png"],
      ["a PDF", "%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n", "photo.jpg", "image/jpeg"],
    ])("refuses %s with 415 and saves nothing", async (_what, bytes, name, type) => {
      const user = await t.signUp();
      const res = await upload(user, photoForm(bytes, name, type));
      expect(res.status).toBe(415);
      expect((await errorOf(res)).message).toBe("Please select an image file");
      expect((await getProfile(user)).avatarUrl).toBeNull();
      expect(await storedAvatars(user)).toEqual([]);
    });

    it("refuses bytes that claim to be an image but cannot be read", async () => {
      const user = await t.signUp();
      const png = await testImages.png();
      const res = await upload(user, photoForm(png.subarray(0, 60)));
      expect(res.status).toBe(415);
      expect((await errorOf(res)).message).toBe("We could not read that image. Please choose another photo.");
    });

    it("refuses 6 MB with 413 while streaming: it stops reading long before the end", async () => {
      const user = await t.signUp();
      const boundary = "----nursevitals-test";
      const head = new TextEncoder().encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      );
      const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
      const total = 6 * 1024 * 1024;
      const chunk = new Uint8Array(64 * 1024).fill(0xff);
      // A real JPEG's first bytes: the type is checked first, then the size while the rest streams.
      const photo = await testImages.jpegWithGps();
      let sent = 0;
      let finished = false;
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (sent === 0) {
              controller.enqueue(head);
              controller.enqueue(photo);
            }
            if (sent >= total) {
              controller.enqueue(tail);
              controller.close();
              finished = true;
              return;
            }
            controller.enqueue(chunk);
            sent += chunk.byteLength;
          },
        },
        { highWaterMark: 0 },
      );
      const res = await t.app.request("/api/profile/avatar", {
        method: "POST",
        body,
        duplex: "half",
        headers: { cookie: user.cookie, origin: t.config.baseUrl, "content-type": `multipart/form-data; boundary=${boundary}` },
      } as RequestInit);
      expect(res.status).toBe(413);
      expect((await errorOf(res)).message).toBe("Image size must be less than 5MB");
      expect(finished).toBe(false);
      expect(sent).toBeLessThan(5.5 * 1024 * 1024);
      expect((await getProfile(user)).avatarUrl).toBeNull();
    });

    it("refuses a declared length over the limit before reading anything", async () => {
      const user = await t.signUp();
      const res = await t.request("/api/profile/avatar", {
        method: "POST",
        body: new Uint8Array(16),
        cookie: user.cookie,
        headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(6 * 1024 * 1024) },
      });
      expect(res.status).toBe(413);
    });

    it('takes a photo of 5 MB less one byte and refuses one of exactly 5 MB ("less than 5MB"), inside a body the framing allowance lets through', async () => {
      const user = await t.signUp();
      // A real PNG padded after its end, so only the size decides.
      const photoOf = async (bytes: number) => {
        const png = await testImages.png();
        const padded = new Uint8Array(bytes);
        padded.set(png);
        return photoForm(padded, "big.png");
      };
      const atLimit = await upload(user, await photoOf(5 * 1024 * 1024));
      expect(atLimit.status).toBe(413);
      expect((await errorOf(atLimit)).message).toBe("Image size must be less than 5MB");
      expect((await getProfile(user)).avatarUrl).toBeNull();

      const under = await upload(user, await photoOf(5 * 1024 * 1024 - 1));
      expect(under.status).toBe(200);
      expect((await getProfile(user)).avatarUrl).toBe((await json<{ avatarUrl: string }>(under)).avatarUrl);
    });

    it("needs a multipart body with a file", async () => {
      const user = await t.signUp();
      const json415 = await t.request("/api/profile/avatar", { method: "POST", body: { file: "x" }, cookie: user.cookie });
      expect(json415.status).toBe(415);
      const empty = new FormData();
      empty.set("note", "no file here");
      const res = await upload(user, empty);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields?.file).toBe("Please choose a photo to upload.");
    });
  });

  describe("GET /files/avatars/…", () => {
    it("serves only names the server made, and 404 for anything else", async () => {
      const user = await t.signUp();
      const { avatarUrl } = await json<{ avatarUrl: string }>(await upload(user, photoForm(await testImages.png())));
      const other = await t.signUp();
      for (const url of [
        `/files/avatars/${other.id}/${path.basename(avatarUrl)}`,
        `/files/avatars/${user.id}/avatar-1.png`,
        `/files/avatars/${user.id}/avatar.svg`,
        `/files/avatars/${user.id}/..%2F..%2Fauth-secret`,
        `/files/avatars/..%2F..%2F/auth-secret`,
      ]) {
        const res = await t.request(url);
        expect(res.status, url).toBe(404);
        expect(res.headers.get("content-type"), url).not.toContain("text/html");
      }
      const head = await t.app.request(avatarUrl, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-type")).toBe("image/png");
    });
  });
});

describe("change of email", () => {
  it("sends a link to the new inbox; the email changes only when it is followed", async () => {
    const user = await t.signUp();
    const newEmail = `moved-${Date.now()}@example.org`;
    const res = await t.request("/api/auth/change-email", { body: { newEmail: newEmail.toUpperCase() }, cookie: user.cookie });
    expect(res.status).toBe(200);
    expect((await session(user.cookie))?.user.email).toBe(user.email);

    const mail = await t.waitForMail(newEmail);
    expect(mail.subject).toBe("Confirm your new email for NurseVitals");
    expect(t.mails.some((m) => m.to === user.email && m.subject.includes("new email"))).toBe(false);
    // Still the old address: nothing changed yet.
    expect((await t.signIn(user.email, user.password)).res.status).toBe(200);

    const link = new URL(linkIn(mail));
    const follow = await t.request(link.pathname + link.search, { cookie: user.cookie });
    expect(follow.status).toBe(302);
    expect(follow.headers.get("location")).toBe("/account?emailChanged=1");
    expect((await session(user.cookie))?.user.email).toBe(newEmail);
    expect((await getProfile(user)).email).toBe(newEmail);
    expect((await t.signIn(newEmail, user.password)).res.status).toBe(200);
    expect((await t.signIn(user.email, user.password)).res.status).toBe(401);
  });

  it("a tampered link changes nothing and comes back with an error", async () => {
    const user = await t.signUp();
    const res = await t.request("/api/auth/verify-email?token=not-a-token&callbackURL=%2Faccount%3FemailChanged%3D1", { cookie: user.cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/account\?emailChanged=1&error=/);
    expect((await session(user.cookie))?.user.email).toBe(user.email);
  });

  it("does not tell whether another account uses the address, and does not take it", async () => {
    const user = await t.signUp();
    const taken = await t.signUp();
    const before = t.mails.length;
    const res = await t.request("/api/auth/change-email", { body: { newEmail: taken.email }, cookie: user.cookie });
    expect(res.status).toBe(200);
    // A change asked for afterwards is mailed; a mail to the taken address would have gone before it.
    const free = `free-${Date.now()}@example.org`;
    expect((await t.request("/api/auth/change-email", { body: { newEmail: free }, cookie: user.cookie })).status).toBe(200);
    await t.waitForMail(free);
    expect(t.mails.slice(before).some((m) => m.to === taken.email)).toBe(false);
    expect((await session(user.cookie))?.user.email).toBe(user.email);
  });

  it("checks the address and needs a session", async () => {
    const user = await t.signUp();
    const bad = await t.request("/api/auth/change-email", { body: { newEmail: "not-an-email" }, cookie: user.cookie });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields?.newEmail).toBe("Please enter a valid email address.");
    const anonymous = await t.request("/api/auth/change-email", { body: { newEmail: "a@example.com" } });
    expect(anonymous.status).toBe(401);
  });
});

describe("change of email through the dev outbox", () => {
  let o: TestApp;
  beforeAll(async () => {
    o = await createTestApp({}, { mail: "outbox" });
  });
  afterAll(async () => {
    await o.close();
  });

  type OutboxSummary = { to: string; subject: string; links: string[] };
  /** The .json summaries the outbox wrote next to each .eml, with the name they share. */
  const outbox = (): (OutboxSummary & { name: string })[] => {
    const dir = path.join(o.dataDir, "outbox");
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => ({ name: file.replace(/\.json$/, ""), ...(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as OutboxSummary) }));
  };

  it("writes the confirmation to DATA_DIR/outbox, and following its link changes the email", async () => {
    const user = await o.signUp();
    const newEmail = `outbox-${Date.now()}@example.org`;
    expect((await o.request("/api/auth/change-email", { body: { newEmail }, cookie: user.cookie })).status).toBe(200);

    await expect.poll(() => outbox().filter((m) => m.to === newEmail)).toHaveLength(1);
    const mail = outbox().find((m) => m.to === newEmail)!;
    expect(mail.subject).toBe("Confirm your new email for NurseVitals");
    expect(fs.readFileSync(path.join(o.dataDir, "outbox", `${mail.name}.eml`), "utf8")).toContain(`To: ${newEmail}`);
    expect(outbox().some((m) => m.to === user.email && m.subject === mail.subject)).toBe(false);

    const link = new URL(mail.links[0]!);
    expect(link.origin).toBe(o.config.baseUrl);
    const follow = await o.request(link.pathname + link.search, { cookie: user.cookie });
    expect(follow.status).toBe(302);
    expect(follow.headers.get("location")).toBe("/account?emailChanged=1");
    expect((await json<Profile>(await o.request("/api/profile", { cookie: user.cookie }))).email).toBe(newEmail);
    expect((await o.signIn(newEmail, user.password)).res.status).toBe(200);
  });
});
