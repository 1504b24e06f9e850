import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { addDays, todayIn } from "@core/calendar-dates";
import { certMessages } from "@core/schemas/certifications";
import { testImages, uploadForm } from "../../testing/images";
import { json, type TestUser, useTestApp, errorOf } from "../../testing/test-app";
import { closeRenderer, renderer } from "../../render/renderer";
import { heicPreviewMessages } from "../../files/heic-preview";
import { cardPhotoMessages } from "../../image-text/photo";

const t = useTestApp();
afterAll(() => closeRenderer());
afterEach(() => {
  vi.useRealTimers();
});

interface Cert {
  id: string;
  name: string;
  category: string;
  completionDate: string | null;
  expiryDate: string | null;
  noExpiry: boolean;
  status: string;
  statusLabel: string;
  statusDetail: string;
  frontPhotoUrl: string | null;
  backPhotoUrl: string | null;
  renewalUrl: string;
  createdAt: string;
}

const add = (user: TestUser, body: Record<string, unknown>) => t.request("/api/certifications", { cookie: user.cookie, body });
const addOk = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await add(user, body);
  expect(res.status).toBe(201);
  return json<Cert>(res);
};
const list = async (user: TestUser) => {
  const res = await t.request("/api/certifications", { cookie: user.cookie });
  expect(res.status).toBe(200);
  return json<{ certifications: Cert[]; today: string }>(res);
};
const upload = (user: TestUser, id: string, bytes: Uint8Array, side = "front", name = "card.jpg", type = "image/jpeg") =>
  t.request(`/api/certifications/${id}/${side}-photo`, { cookie: user.cookie, body: uploadForm("file", bytes, name, type) });
const setZone = (user: TestUser, timezone: string, countryCode?: string) =>
  t.request("/api/profile", { method: "PATCH", cookie: user.cookie, body: { timezone, ...(countryCode ? { countryCode } : {}) } });

const cardJpeg = () =>
  sharp({ create: { width: 1200, height: 760, channels: 3, background: "#dbeafe" } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: "NV-SECRET-CARD", Make: "NurseCam" } })
    .toBuffer()
    .then((b) => new Uint8Array(b));

/** A PNG whose header says 20000 × 20000 pixels, a few hundred bytes long: decoding it whole would take 1.6 GB. */
function hugePngHeader(): Uint8Array {
  const crc32 = (buf: Buffer) => zlib.crc32(buf);
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const idat = zlib.deflateSync(Buffer.alloc(1000));
  return new Uint8Array(
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", idat), chunk("IEND", Buffer.alloc(0))]),
  );
}

describe("certifications: records and statuses", () => {
  it("adds, lists the last added first, reads, edits and deletes", async () => {
    const nurse = await t.signUp();
    const bls = await addOk(nurse, { name: "BLS Provider", category: "Life Support", completionDate: "2025-03-12", expiryDate: "2099-03-31" });
    expect(bls).toMatchObject({ name: "BLS Provider", category: "Life Support", status: "valid", statusLabel: "Valid", frontPhotoUrl: null, noExpiry: false });
    expect(bls.renewalUrl).toContain("heart.org");
    const cen = await addOk(nurse, { name: "CEN", noExpiry: true, expiryDate: "2030-01-01" });
    expect(cen).toMatchObject({ expiryDate: null, noExpiry: true, statusDetail: "No expiry", category: "" });

    expect((await list(nurse)).certifications.map((c) => c.name)).toEqual(["CEN", "BLS Provider"]);
    expect(await json<Cert>(await t.request(`/api/certifications/${bls.id}`, { cookie: nurse.cookie }))).toMatchObject({ id: bls.id, name: "BLS Provider" });

    const put = await t.request(`/api/certifications/${bls.id}`, {
      method: "PUT",
      cookie: nurse.cookie,
      body: { name: "BLS", category: "Life Support", completionDate: "2025-03-12", expiryDate: "2027-03-31" },
    });
    expect(put.status).toBe(200);
    expect(await json<Cert>(put)).toMatchObject({ name: "BLS", expiryDate: "2027-03-31" });
    const patch = await t.request(`/api/certifications/${bls.id}`, { method: "PATCH", cookie: nurse.cookie, body: { category: "BLS" } });
    expect(await json<Cert>(patch)).toMatchObject({ name: "BLS", category: "BLS", expiryDate: "2027-03-31" });

    const del = await t.request(`/api/certifications/${bls.id}`, { method: "DELETE", cookie: nurse.cookie });
    expect(await json(del)).toEqual({ id: bls.id });
    expect((await t.request(`/api/certifications/${bls.id}`, { cookie: nurse.cookie })).status).toBe(404);
    expect((await list(nurse)).certifications.map((c) => c.name)).toEqual(["CEN"]);
  });

  it("statuses are for her own day: Valid, Expiring Soon within 30 days, Expired with how long ago", async () => {
    const nurse = await t.signUp();
    await setZone(nurse, "Pacific/Kiritimati");
    const today = todayIn("Pacific/Kiritimati");
    const at = async (offset: number) => addOk(nurse, { name: `Cert ${offset}`, expiryDate: addDays(today, offset) });
    expect(await at(31)).toMatchObject({ status: "valid", statusLabel: "Valid" });
    expect(await at(30)).toMatchObject({ status: "expiring", statusLabel: "Expiring Soon", statusDetail: "Expires in 30 days" });
    expect(await at(0)).toMatchObject({ status: "expiring", statusDetail: "Expires today" });
    expect(await at(-1)).toMatchObject({ status: "expired", statusLabel: "Expired", statusDetail: "Expired yesterday" });
    expect(await at(-90)).toMatchObject({ status: "expired", statusDetail: "Expired 3 months ago" });
    expect((await list(nurse)).today).toBe(today);
  });

  it("Find renewal: a nursing licence goes to her country's regulator; an unknown name to a web search", async () => {
    const nurse = await t.signUp();
    await setZone(nurse, "Europe/London", "GB");
    expect((await addOk(nurse, { name: "RN Licence" })).renewalUrl).toBe("https://www.nmc.org.uk/revalidation/");
    expect((await addOk(nurse, { name: "Wound care" })).renewalUrl).toContain("duckduckgo.com/?q=renew%20Wound%20care");
  });

  it.each([
    [{ name: "" }, "name", certMessages.nameRequired],
    [{ category: "x" }, "name", certMessages.nameRequired],
    [{ name: "x".repeat(101) }, "name", certMessages.nameTooLong],
    [{ name: "BLS", category: "y".repeat(61) }, "category", certMessages.categoryTooLong],
    [{ name: "BLS", expiryDate: "12/31/2026" }, "expiryDate", certMessages.dateFormat],
    [{ name: "BLS", completionDate: "2026-02-30" }, "completionDate", certMessages.dateFormat],
    [{ name: "BLS", completionDate: "2026-05-01", expiryDate: "2026-04-30" }, "expiryDate", "Expiry date cannot be before the completion date"],
    [{ name: "BLS", noExpiry: "yes" }, "noExpiry", "No expiry must be on or off"],
  ])("refuses %j with 400 and the field's message, saving nothing", async (body, field, message) => {
    const nurse = await t.signUp();
    const res = await add(nurse, body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.[field]).toBe(message);
    expect((await list(nurse)).certifications).toEqual([]);
  });

  it("an edit that puts the expiry before the completion is refused, and the record stays as it was", async () => {
    const nurse = await t.signUp();
    const cert = await addOk(nurse, { name: "ACLS", completionDate: "2025-06-01", expiryDate: "2027-06-30" });
    for (const [method, body] of [
      ["PATCH", { expiryDate: "2025-05-31" }],
      ["PUT", { name: "ACLS", completionDate: "2025-06-01", expiryDate: "2025-05-31" }],
    ] as const) {
      const res = await t.request(`/api/certifications/${cert.id}`, { method, cookie: nurse.cookie, body });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields?.expiryDate).toBe(certMessages.expiryBeforeCompletion);
    }
    expect((await list(nurse)).certifications[0]).toMatchObject({ expiryDate: "2027-06-30" });
  });

  it("another nurse's certification is 404 to read, change, delete or give a photo, and stays as it was", async () => {
    const [a, b] = [await t.signUp(), await t.signUp()];
    const cert = await addOk(a, { name: "PALS", expiryDate: "2027-01-31" });
    const url = `/api/certifications/${cert.id}`;
    expect((await t.request(url, { cookie: b.cookie })).status).toBe(404);
    expect((await t.request(url, { method: "PATCH", cookie: b.cookie, body: { name: "Hacked" } })).status).toBe(404);
    expect((await t.request(url, { method: "PUT", cookie: b.cookie, body: { name: "Hacked" } })).status).toBe(404);
    expect((await t.request(url, { method: "DELETE", cookie: b.cookie })).status).toBe(404);
    expect((await upload(b, cert.id, await cardJpeg())).status).toBe(404);
    expect((await t.request(`${url}/front-photo`, { method: "DELETE", cookie: b.cookie })).status).toBe(404);
    expect((await list(b)).certifications).toEqual([]);
    expect((await list(a)).certifications[0]).toMatchObject({ name: "PALS", frontPhotoUrl: null });
  });
});

describe("card photos", () => {
  it("stores front and back re-encoded as JPEG without metadata, behind signed links only the owner can open", async () => {
    const [a, b] = [await t.signUp(), await t.signUp()];
    const cert = await addOk(a, { name: "RN Licence", expiryDate: "2027-12-31" });
    const front = await upload(a, cert.id, await cardJpeg(), "front", "../../etc/passwd.jpg");
    expect(front.status).toBe(200);
    const withFront = await json<Cert>(front);
    expect(withFront.frontPhotoUrl).toMatch(/^\/files\/private\/certifications\/[^/]+\/cert-[0-9a-f-]{36}-front-\d+\.jpg\?expires=\d+&sig=[\w-]+$/);
    const png = new Uint8Array(
      await sharp({ create: { width: 300, height: 200, channels: 4, background: "#ffffff80" } })
        .png()
        .toBuffer(),
    );
    const back = await json<Cert>(await upload(a, cert.id, png, "back", "back.png", "image/png"));
    expect(back.backPhotoUrl).toContain("-back-");

    const photo = await t.request(withFront.frontPhotoUrl!, { cookie: a.cookie });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(photo.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await photo.arrayBuffer());
    expect(bytes.includes("NV-SECRET-CARD")).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe("jpeg");
    // The link alone works (an <img> of hers); another nurse's session with it does not.
    expect((await t.request(withFront.frontPhotoUrl!)).status).toBe(200);
    expect((await t.request(withFront.frontPhotoUrl!, { cookie: b.cookie })).status).toBe(404);

    // Tampered: another signature, another file, another expiry.
    const url = new URL(withFront.frontPhotoUrl!, "http://x");
    const tampered = [
      `${url.pathname}?expires=${url.searchParams.get("expires")}&sig=${"A".repeat(43)}`,
      `${url.pathname.replace("-front-", "-back-")}${url.search}`,
      `${url.pathname}?expires=${Number(url.searchParams.get("expires")) + 3600}&sig=${url.searchParams.get("sig")}`,
      url.pathname,
    ];
    for (const link of tampered) {
      const res = await t.request(link, { cookie: a.cookie });
      expect(res.status, link).toBe(403);
      expect((await errorOf(res)).message).toBe("This link is not valid.");
    }
    // Expired after its hour (and at most ten minutes more: links are shared within ten minutes, to be cached).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 3600_000 + 601_000);
    const expired = await t.request(withFront.frontPhotoUrl!, { cookie: a.cookie });
    expect(expired.status).toBe(403);
    expect((await errorOf(expired)).message).toContain("expired");
    vi.useRealTimers();

    // A new photo replaces the old file; deleting the certification removes both.
    const again = await json<Cert>(await upload(a, cert.id, await cardJpeg()));
    expect(again.frontPhotoUrl).not.toBe(withFront.frontPhotoUrl);
    expect((await t.request(withFront.frontPhotoUrl!, { cookie: a.cookie })).status).toBe(404);
    const removed = await json<Cert>(await t.request(`/api/certifications/${cert.id}/back-photo`, { method: "DELETE", cookie: a.cookie }));
    expect(removed.backPhotoUrl).toBeNull();
    expect(await t.services.files.list(`certifications/${a.id}/`)).toHaveLength(1);
    await t.request(`/api/certifications/${cert.id}`, { method: "DELETE", cookie: a.cookie });
    expect(await t.services.files.list(`certifications/${a.id}/`)).toEqual([]);
  });

  it("a HEIC photo from an iPhone is decoded and kept as a JPEG of the same picture", async () => {
    const nurse = await t.signUp();
    const cert = await addOk(nurse, { name: "ACLS", expiryDate: "2027-06-30" });
    const res = await upload(nurse, cert.id, testImages.heic(), "front", "IMG_4032.HEIC", "image/heic");
    expect(res.status).toBe(200);
    const { frontPhotoUrl } = await json<Cert>(res);
    expect(frontPhotoUrl).toMatch(/-front-\d+\.jpg\?/);
    const photo = Buffer.from(await (await t.request(frontPhotoUrl!, { cookie: nurse.cookie })).arrayBuffer());
    const { data, info } = await sharp(photo).raw().toBuffer({ resolveWithObject: true });
    expect([info.format, info.width, info.height]).toEqual(["raw", 480, 300]);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const near = (rgb: number[], want: number[]) => rgb.every((v, i) => Math.abs(v - want[i]!) < 24);
    expect(near(pixel(60, 150), [0xdc, 0x26, 0x26]), `left ${pixel(60, 150).join()}`).toBe(true);
    expect(near(pixel(420, 150), [0x25, 0x63, 0xeb]), `right ${pixel(420, 150).join()}`).toBe(true);
  });

  it("a HEIC photo is decoded in the render process, never on the server's thread; a grid declaring 57.6 MP is refused from its header", async () => {
    const nurse = await t.signUp();
    const cert = await addOk(nurse, { name: "ACLS", expiryDate: "2027-06-30" });
    const decoded = renderer().stats().done["heic-preview"];
    expect((await upload(nurse, cert.id, testImages.heicGrid(2, 2), "front", "IMG_4033.HEIC", "image/heic")).status).toBe(200);
    expect(renderer().stats().done["heic-preview"]).toBe(decoded + 1);
    const grid = await upload(nurse, cert.id, testImages.heicGrid(20, 20), "back", "IMG_4034.HEIC", "image/heic");
    expect(grid.status).toBe(413);
    expect((await json<{ error: { message: string } }>(grid)).error.message).toBe(cardPhotoMessages.tooManyPixels);
    expect(renderer().stats().done["heic-preview"]).toBe(decoded + 1);
  });

  it("previews a HEIC photo for the form before it is saved (a small JPEG, nothing stored); anything else is 415", async () => {
    const nurse = await t.signUp();
    const preview = (bytes: Uint8Array, name = "IMG_4035.HEIC", type = "image/heic", cookie: string | undefined = nurse.cookie) =>
      t.request("/api/certifications/photo-preview", { cookie, body: uploadForm("file", bytes, name, type) });
    const res = await preview(testImages.heicGrid(2, 2));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: "jpeg", width: 480, height: 300 });
    expect(await t.services.files.list(`certifications/${nurse.id}/`)).toEqual([]);
    const tooMany = await preview(testImages.heicGrid(20, 20));
    expect(tooMany.status).toBe(413);
    expect((await json<{ error: { message: string } }>(tooMany)).error.message).toBe(heicPreviewMessages.tooManyPixels);
    // A small one: refused on its first bytes, all of it sent in one piece.
    expect((await preview(new Uint8Array(await testImages.png()), "card.png", "image/png")).status).toBe(415);
    expect((await preview(testImages.heic(), "IMG.HEIC", "image/heic", "")).status).toBe(401);
  });

  it("a text file named card.jpg is 415; a 20000 × 20000 image is refused from its header; nothing is saved", async () => {
    const nurse = await t.signUp();
    const cert = await addOk(nurse, { name: "BLS" });
    const text = await upload(nurse, cert.id, new TextEncoder().encode("just some notes, not a photo"));
    expect(text.status).toBe(415);
    expect((await errorOf(text)).message).toBe(cardPhotoMessages.notImage);
    const started = performance.now();
    const huge = await upload(nurse, cert.id, hugePngHeader(), "front", "huge.png", "image/png");
    expect(huge.status).toBe(413);
    expect((await errorOf(huge)).message).toBe(cardPhotoMessages.tooManyPixels);
    expect(performance.now() - started).toBeLessThan(2000);
    const empty = await t.request(`/api/certifications/${cert.id}/front-photo`, { cookie: nurse.cookie, body: new FormData() });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe(cardPhotoMessages.missing);
    expect((await list(nurse)).certifications[0]!.frontPhotoUrl).toBeNull();
    expect(await t.services.files.list(`certifications/${nurse.id}/`)).toEqual([]);
  });

  it("a 30 MB photo is refused with 413 while it streams", async () => {
    const nurse = await t.signUp();
    const cert = await addOk(nurse, { name: "BLS" });
    const total = 30 * 1024 * 1024;
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x41);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await t.app.request(`/api/certifications/${cert.id}/front-photo`, {
      method: "POST",
      body,
      headers: { origin: t.config.baseUrl, cookie: nurse.cookie, "content-type": "multipart/form-data; boundary=----nv" },
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe(cardPhotoMessages.tooLarge);
    expect(sent).toBeLessThan(23 * 1024 * 1024);
  });
});

describe("the audit packet", () => {
  it("is one PDF: a table of every certification with dates and status, then each card photo on its own page", async () => {
    const nurse = await t.signUp({ firstName: "Maya", lastName: "Okafor" });
    const bls = await addOk(nurse, { name: "BLS Provider", category: "Life Support", completionDate: "2025-03-12", expiryDate: "2099-03-31" });
    await addOk(nurse, { name: "PALS", expiryDate: "2020-01-31" });
    await addOk(nurse, { name: "CEN", noExpiry: true });
    await upload(nurse, bls.id, await cardJpeg(), "front");
    await upload(nurse, bls.id, await cardJpeg(), "back");

    const res = await t.request("/api/certifications/packet.pdf", { cookie: nurse.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="certifications-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const { extractText, getDocumentProxy } = await import("unpdf");
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    expect(totalPages).toBe(3);
    const first = text[0]!;
    for (const words of [
      "Certifications",
      "Maya Okafor",
      "Name",
      "Completion Date",
      "Expiry Date",
      "Status",
      "BLS Provider",
      "Life Support",
      "March 12, 2025",
      "March 31, 2099",
      "Valid",
      "PALS",
      "January 31, 2020",
      "Expired",
      "CEN",
      "No expiry",
    ]) {
      expect(first, words).toContain(words);
    }
    expect(text[1]).toContain("BLS Provider — Front of the card");
    expect(text[2]).toContain("BLS Provider — Back of the card");
    // Another nurse's packet has none of hers.
    const other = await t.signUp();
    const theirs = await getDocumentProxy(new Uint8Array(await (await t.request("/api/certifications/packet.pdf", { cookie: other.cookie })).arrayBuffer()));
    expect((await extractText(theirs, { mergePages: true })).text).not.toContain("BLS Provider");
  });

  it("is Letter in Canada and A4 elsewhere, her name and the page on every page; made again only when a certification changes", async () => {
    const { extractText, getDocumentProxy } = await import("unpdf");
    const packet = async (user: TestUser) => {
      const res = await t.request("/api/certifications/packet.pdf", { cookie: user.cookie });
      expect(res.status).toBe(200);
      const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
      const [, , width, height] = (await pdf.getPage(1)).view;
      return { size: [Math.round(width!), Math.round(height!)], ...(await extractText(pdf, { mergePages: false })) };
    };
    const canadian = await t.signUp({ firstName: "Maya", lastName: "Okafor" });
    await t.request("/api/profile", { method: "PATCH", cookie: canadian.cookie, body: { countryCode: "CA" } });
    const bls = await addOk(canadian, { name: "BLS Provider", expiryDate: "2099-03-31" });
    await upload(canadian, bls.id, await cardJpeg(), "front");
    const made = renderer().stats().done.pdf;
    const letter = await packet(canadian);
    expect(letter.size).toEqual([612, 792]);
    expect(letter.totalPages).toBe(2);
    letter.text.forEach((page, i) => expect(page).toContain(`Maya Okafor · Certifications · page ${i + 1} of 2`));
    expect((await packet(canadian)).totalPages).toBe(2);
    expect(renderer().stats().done.pdf).toBe(made + 1);
    await t.request(`/api/certifications/${bls.id}`, {
      method: "PUT",
      cookie: canadian.cookie,
      body: { name: "BLS Instructor", category: "", completionDate: null, expiryDate: "2099-03-31", noExpiry: false },
    });
    expect((await packet(canadian)).text[0]).toContain("BLS Instructor");
    expect(renderer().stats().done.pdf).toBe(made + 2);

    const british = await t.signUp({ firstName: "Amelia", lastName: "Shaw" });
    await t.request("/api/profile", { method: "PATCH", cookie: british.cookie, body: { countryCode: "GB" } });
    await addOk(british, { name: "ILS", expiryDate: "2099-03-31" });
    expect((await packet(british)).size).toEqual([595, 842]);
  });
});
