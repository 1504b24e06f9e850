import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { HTML, minimalPdf, SVG, testImages, uploadForm } from "../../testing/images";
import { startS3 } from "../../testing/s3-server";
import { createTestApp, json, type TestApp, type TestUser, errorOf, type ErrorBody } from "../../testing/test-app";
import { heicPreviewMessages } from "../../files/heic-preview";
import { closeRenderer, renderer } from "../../render/renderer";

afterEach(() => {
  vi.useRealTimers();
});

// The whole suite runs on each blob store (decision 011): files under DATA_DIR, and a real S3 API (s3rver).
describe.each(["local files", "an S3 store"] as const)("attachments on %s", (store) => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  beforeAll(async () => {
    if (store === "an S3 store") s3 = await startS3();
    t = await createTestApp(s3?.env);
  });
  afterAll(async () => {
    await closeRenderer();
    await t.close();
    await s3?.close();
  });

  type Attachment = { id: string; contractId: string; label: string; notes: string; mimeType: string; sizeBytes: number; createdAt: string };
  type WithLinks = Attachment & { url: string; previewUrl: string; expiresAt: string };

  const pdf = minimalPdf();
  /** The first bytes of a HEIC photo (an ISO box "ftyp" of brand heic): what a phone's picture starts with. */
  const heic = () => {
    const bytes = new Uint8Array(64);
    bytes.set([0, 0, 0, 24], 0);
    bytes.set(new TextEncoder().encode("ftypheic\0\0\0\0mif1heic"), 4);
    return bytes;
  };

  async function newContract(user: TestUser) {
    const res = await t.request("/api/contracts", { cookie: user.cookie, body: { contractName: "ICU", startDate: "2026-01-05", endDate: "2026-04-04" } });
    return (await json<{ id: string }>(res)).id;
  }

  function upload(
    user: TestUser,
    contractId: string,
    bytes: Uint8Array,
    name: string,
    type: string,
    fields: Record<string, string> = { label: "Signed contract", notes: "Countersigned" },
  ) {
    return t.request(`/api/contracts/${contractId}/attachments`, { cookie: user.cookie, body: uploadForm("file", bytes, name, type, fields) });
  }

  /** A multipart body (boundary "----nv") streamed without a length, as a slow phone or a hostile client sends it. */
  function uploadStream(user: TestUser, contractId: string, body: ReadableStream<Uint8Array>) {
    return t.app.request(`/api/contracts/${contractId}/attachments`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { origin: t.config.baseUrl, cookie: user.cookie, "content-type": "multipart/form-data; boundary=----nv" },
    } as RequestInit);
  }

  /** Her contracts' files in the store, relative to her folder. */
  const storedFiles = async (user: TestUser) => (await t.services.files.list(`contracts/${user.id}/`)).map((key) => key.slice(`contracts/${user.id}/`.length));

  /**
   * Opens a signed link as a browser does: on S3 the app answers with a redirect
   * to the store's presigned URL, followed here; locally the app sends the bytes.
   */
  async function open(link: string): Promise<Response> {
    const res = await t.request(link);
    if (res.status !== 302) return res;
    const direct = res.headers.get("location")!;
    expect(new URL(direct).origin).toBe(s3!.endpoint);
    return fetch(direct);
  }

  describe("attachments", () => {
    it("uploads pdf, jpeg, png and heic, lists newest first, opens through a signed link and deletes", async () => {
      const nurse = await t.signUp();
      const contractId = await newContract(nurse);
      const first = await upload(nurse, contractId, pdf, "Contract 2026.pdf", "application/pdf");
      expect(first.status).toBe(201);
      const a = await json<Attachment>(first);
      expect(a).toMatchObject({ contractId, label: "Signed contract", notes: "Countersigned", mimeType: "application/pdf", sizeBytes: pdf.length });
      const jpeg = new Uint8Array(await testImages.jpegWithGps());
      const b = await json<Attachment>(await upload(nurse, contractId, jpeg, "housing.jpg", "image/jpeg", { label: "Housing" }));
      const c = await json<Attachment>(await upload(nurse, contractId, new Uint8Array(await testImages.png()), "badge.png", "image/png", { label: "Badge" }));
      const d = await json<Attachment>(await upload(nurse, contractId, heic(), "IMG_0001.HEIC", "image/heic", { label: "Photo" }));
      expect([b.mimeType, c.mimeType, d.mimeType]).toEqual(["image/jpeg", "image/png", "image/heic"]);
      expect(b.notes).toBe("");

      const list = await json<{ attachments: Attachment[] }>(await t.request(`/api/contracts/${contractId}/attachments`, { cookie: nurse.cookie }));
      expect(list.attachments.map((x) => x.id)).toEqual([d.id, c.id, b.id, a.id]);
      expect((await json<{ attachmentCount: number }>(await t.request(`/api/contracts/${contractId}`, { cookie: nurse.cookie }))).attachmentCount).toBe(4);

      // Stored at contracts/{userId}/{contractId}/{timestamp}_{safeName}.
      expect((await storedFiles(nurse)).sort()).toEqual(
        expect.arrayContaining([expect.stringMatching(new RegExp(`^${contractId}/\\d{13,}_Contract-2026\\.pdf$`)), expect.stringMatching(/_IMG-0001\.HEIC$/)]),
      );

      const linked = await json<WithLinks>(await t.request(`/api/attachments/${a.id}`, { cookie: nurse.cookie }));
      expect(linked.url).toMatch(new RegExp(`^/files/private/contracts/${nurse.id}/${contractId}/\\d+_Contract-2026\\.pdf\\?expires=\\d+&sig=`));
      expect(new Date(linked.expiresAt).getTime() - Date.now()).toBeGreaterThan(3590_000);
      expect(linked.previewUrl).toBe(linked.url);
      const file = await open(linked.url);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("application/pdf");
      expect(file.headers.get("content-disposition")).toBe('inline; filename="Contract-2026.pdf"');
      if (!s3) {
        // From this server: never sniffed, framable by the app only (from the store: another origin altogether).
        expect(file.headers.get("x-content-type-options")).toBe("nosniff");
        expect(file.headers.get("content-security-policy")).toMatch(/default-src 'none'.*frame-ancestors 'self'/);
      }
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);

      // A HEIC photo gets a JPEG preview link of its own; one that cannot be decoded says so.
      const photo = await json<WithLinks>(await t.request(`/api/attachments/${d.id}`, { cookie: nurse.cookie }));
      expect(photo.previewUrl).toMatch(/&as=jpeg$/);
      const preview = await t.request(photo.previewUrl);
      expect(preview.status).toBe(415);
      expect((await errorOf(preview)).message).toBe("This photo could not be converted for preview. Download it instead.");
      const realPhoto = await json<Attachment>(await upload(nurse, contractId, testImages.heic(), "IMG_0002.HEIC", "image/heic", { label: "Badge" }));
      const realPreview = await open((await json<WithLinks>(await t.request(`/api/attachments/${realPhoto.id}`, { cookie: nurse.cookie }))).previewUrl);
      expect(realPreview.status).toBe(200);
      expect(realPreview.headers.get("content-type")).toBe("image/jpeg");
      expect(await sharp(Buffer.from(await realPreview.arrayBuffer())).metadata()).toMatchObject({ format: "jpeg", width: 480, height: 300 });

      const deleted = await t.request(`/api/attachments/${a.id}`, { method: "DELETE", cookie: nurse.cookie });
      expect(deleted.status).toBe(200);
      expect((await open(linked.url)).status).toBe(404);
      expect((await storedFiles(nurse)).some((f) => f.endsWith("Contract-2026.pdf"))).toBe(false);
      expect((await t.request(`/api/attachments/${a.id}`, { cookie: nurse.cookie })).status).toBe(404);

      // Deleting the contract removes the rest, rows and files.
      expect((await t.request(`/api/contracts/${contractId}`, { method: "DELETE", cookie: nurse.cookie })).status).toBe(200);
      expect(await storedFiles(nurse)).toEqual([]);
    });

    it("needs a label that is not blank, and a file; nothing is stored otherwise", async () => {
      const nurse = await t.signUp();
      const contractId = await newContract(nurse);
      const cases: Record<string, string>[] = [{}, { label: "   " }, { notes: "no label" }];
      for (const fields of cases) {
        const res = await upload(nurse, contractId, pdf, "a.pdf", "application/pdf", fields);
        expect(res.status).toBe(400);
        const body = await json<ErrorBody>(res);
        expect(body.error.message).toBe("Missing label: Please add a label for all attachments.");
        expect(body.error.fields?.label).toBe("Missing label: Please add a label for all attachments.");
      }
      const form = new FormData();
      form.set("label", "Nothing");
      const none = await t.request(`/api/contracts/${contractId}/attachments`, { cookie: nurse.cookie, body: form });
      expect(none.status).toBe(400);
      expect((await errorOf(none)).message).toBe("Please choose a file to attach.");
      const notMultipart = await t.request(`/api/contracts/${contractId}/attachments`, { cookie: nurse.cookie, body: { label: "x" } });
      expect(notMultipart.status).toBe(415);
      expect(await storedFiles(nurse)).toEqual([]);
    });

    it.each([
      ["HTML renamed .pdf", new TextEncoder().encode(HTML), "contract.pdf", "application/pdf"],
      ["an SVG", new TextEncoder().encode(SVG), "badge.svg", "image/svg+xml"],
      ["an SVG renamed .png", new TextEncoder().encode(SVG), "badge.png", "image/png"],
      ["plain text", new TextEncoder().encode("hello, not a document"), "notes.pdf", "application/pdf"],
    ])("refuses %s with 415 and the product's message, storing nothing", async (_what, bytes, name, type) => {
      const nurse = await t.signUp();
      const contractId = await newContract(nurse);
      const res = await upload(nurse, contractId, bytes, name, type);
      expect(res.status).toBe(415);
      expect((await errorOf(res)).message).toBe(`Invalid file type (${name} is not a supported format)`);
      expect(await storedFiles(nurse)).toEqual([]);
    });

    it("a PDF renamed .exe is 415 and nothing is stored; a PNG named .jpg is kept as the PNG it is", async () => {
      const nurse = await t.signUp();
      const contractId = await newContract(nurse);
      const res = await upload(nurse, contractId, pdf, "scan.exe", "application/octet-stream");
      expect(res.status).toBe(415);
      expect((await errorOf(res)).message).toBe("Invalid file type (scan.exe is not a supported format)");
      expect(await storedFiles(nurse)).toEqual([]);
      const png = await upload(nurse, contractId, await testImages.png(), "badge.jpg", "image/jpeg");
      expect(png.status).toBe(201);
      expect((await json<Attachment>(png)).mimeType).toBe("image/png");
      expect(await storedFiles(nurse)).toEqual([expect.stringMatching(/_badge\.jpg\.png$/)]);
    });

    it("stores hostile names safely and never echoes them", async () => {
      const nurse = await t.signUp();
      const contractId = await newContract(nurse);
      for (const name of ["../../etc/passwd", "<script>alert(1)</script>.pdf", "nul\u0000byte.pdf"]) {
        const res = await upload(nurse, contractId, pdf, name, "application/pdf", { label: "<b>label</b>" });
        expect(res.status).toBe(201);
        const text = await res.text();
        expect(text).not.toContain("passwd");
        expect(text).not.toContain("<script>");
        expect(text).not.toContain("byte");
        expect((JSON.parse(text) as Attachment).label).toBe("<b>label</b>"); // text, shown as text by the app
      }
      expect((await storedFiles(nurse)).sort()).toEqual([
        expect.stringMatching(/_passwd\.pdf$/),
        expect.stringMatching(/_script\.pdf$/),
        expect.stringMatching(/_nul-byte\.pdf$/),
      ]);
    });

    it("takes a file of exactly 25 MB and refuses one byte more with 413 while it streams, leaving nothing behind", async () => {
      const nurse = await t.signUp();
      const contractId = await newContract(nurse);
      const max = 26_214_400;
      const big = new Uint8Array(max);
      big.set(pdf);
      const ok = await upload(nurse, contractId, big, "big.pdf", "application/pdf");
      expect(ok.status).toBe(201);
      expect((await json<Attachment>(ok)).sizeBytes).toBe(max);

      const over = new Uint8Array(max + 1);
      over.set(pdf);
      const res = await upload(nurse, contractId, over, "huge.pdf", "application/pdf");
      expect(res.status).toBe(413);
      expect((await errorOf(res)).message).toBe("File too large (huge.pdf exceeds 25MB limit)");
      expect(await storedFiles(nurse)).toEqual([expect.stringMatching(/_big\.pdf$/)]);
      const list = await json<{ attachments: Attachment[] }>(await t.request(`/api/contracts/${contractId}/attachments`, { cookie: nurse.cookie }));
      expect(list.attachments.length).toBe(1);

      // A 26 MB body streamed without a length: refused before it is all read.
      let sent = 0;
      const chunk = new Uint8Array(64 * 1024);
      const head = new TextEncoder().encode(
        '------nv\r\nContent-Disposition: form-data; name="label"\r\n\r\nBig\r\n------nv\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
      );
      let started = false;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (!started) {
            started = true;
            controller.enqueue(head);
            controller.enqueue(pdf);
            return;
          }
          if (sent >= 27 * 1024 * 1024) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const streamed = await uploadStream(nurse, contractId, body);
      expect(streamed.status).toBe(413);
      expect(sent).toBeLessThan(26 * 1024 * 1024 + 512 * 1024);
      expect((await storedFiles(nurse)).length).toBe(1);
    }, 60_000);

    it("refuses a long upload of a refused type with 415 after its first bytes, without waiting for the rest", async () => {
      const nurse = await t.signUp();
      const contractId = await newContract(nurse);
      // An .exe sent as a PDF, 6 MB, streamed without a length.
      let sent = 0;
      const chunk = new Uint8Array(64 * 1024).fill(0x4d);
      const head = new TextEncoder().encode(
        '------nv\r\nContent-Disposition: form-data; name="file"; filename="setup.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
      );
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (sent === 0) controller.enqueue(head);
            if (sent >= 6 * 1024 * 1024) return controller.close();
            sent += chunk.length;
            controller.enqueue(chunk);
          },
        },
        { highWaterMark: 0 },
      );
      const res = await uploadStream(nurse, contractId, body);
      expect(res.status).toBe(415);
      expect(sent).toBeLessThan(1024 * 1024);
      expect(await storedFiles(nurse)).toEqual([]);
    }, 30_000);

    it("a tampered or expired link answers 403", async () => {
      const nurse = await t.signUp();
      const contractId = await newContract(nurse);
      const a = await json<Attachment>(await upload(nurse, contractId, pdf, "a.pdf", "application/pdf"));
      const { url } = await json<WithLinks>(await t.request(`/api/attachments/${a.id}`, { cookie: nurse.cookie }));
      const u = new URL(url, "http://test");
      const variants = [
        url.replace(/sig=[^&]+/, "sig=AAAA"),
        url.replace(/expires=(\d+)/, (_, n: string) => `expires=${Number(n) + 3600}`),
        `${u.pathname}?expires=${u.searchParams.get("expires")}&sig=${u.searchParams.get("sig")}&as=jpeg`,
        u.pathname,
      ];
      for (const bad of variants) {
        const res = await t.request(bad);
        expect(res.status, bad).toBe(403);
        expect((await errorOf(res)).code).toBe("forbidden");
      }
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + 3601_000);
      const expired = await t.request(url);
      expect(expired.status).toBe(403);
      expect((await errorOf(expired)).message).toBe("This link has expired. Open the attachment again from the contract.");
    });

    it("B gets 404 for A's contract's attachments, and A's stay", async () => {
      const [a, b] = [await t.signUp(), await t.signUp()];
      const contractId = await newContract(a);
      const att = await json<Attachment>(await upload(a, contractId, pdf, "a.pdf", "application/pdf"));
      expect((await t.request(`/api/contracts/${contractId}/attachments`, { cookie: b.cookie })).status).toBe(404);
      expect((await upload(b, contractId, pdf, "b.pdf", "application/pdf")).status).toBe(404);
      expect((await t.request(`/api/attachments/${att.id}`, { cookie: b.cookie })).status).toBe(404);
      expect((await t.request(`/api/attachments/${att.id}`, { method: "DELETE", cookie: b.cookie })).status).toBe(404);
      expect(await storedFiles(b)).toEqual([]);
      expect((await storedFiles(a)).length).toBe(1);
      expect(
        (await json<{ attachments: Attachment[] }>(await t.request(`/api/contracts/${contractId}/attachments`, { cookie: a.cookie }))).attachments,
      ).toEqual([att]);
    });
  });

  describe("HEIC previews", () => {
    const attachPhoto = async (user: TestUser, contractId: string, bytes: Uint8Array, name: string) => {
      const attached = await json<Attachment>(await upload(user, contractId, bytes, name, "image/heic", { label: "Badge" }));
      return json<WithLinks>(await t.request(`/api/attachments/${attached.id}`, { cookie: user.cookie }));
    };
    const previewsMade = () => renderer().stats().done["heic-preview"];

    it("a grid photo declaring 9600 × 6000 in 18 KB is refused from its header (413), without decoding a pixel", async () => {
      const nurse = await t.signUp();
      const contractId = await newContract(nurse);
      const grid = testImages.heicGrid(20, 20);
      expect(grid.length).toBeLessThan(20_000);
      const photo = await attachPhoto(nurse, contractId, grid, "IMG_GRID.HEIC");
      const made = previewsMade();
      const res = await t.request(photo.previewUrl);
      expect(res.status).toBe(413);
      expect((await errorOf(res)).message).toBe(heicPreviewMessages.tooManyPixels);
      // Refused on the server's side of the renderer: no job reached the decoder, and nothing was stored.
      expect(previewsMade()).toBe(made);
      expect((await storedFiles(nurse)).filter((f) => f.endsWith(".preview.jpg"))).toEqual([]);
      // Asked again, refused again at once.
      expect((await t.request(photo.previewUrl)).status).toBe(413);
      expect(previewsMade()).toBe(made);
    });

    it("a preview is made once and kept beside the photo: many fetches, at once and after, decode it once", async () => {
      const nurse = await t.signUp();
      const contractId = await newContract(nurse);
      // 2 × 2 tiles: a 960 × 600 photo.
      const photo = await attachPhoto(nurse, contractId, testImages.heicGrid(2, 2), "IMG_0003.HEIC");
      const made = previewsMade();
      const together = await Promise.all(Array.from({ length: 8 }, () => open(photo.previewUrl)));
      const after = [];
      for (let i = 0; i < 4; i++) after.push(await open(photo.previewUrl));
      for (const res of [...together, ...after]) {
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/jpeg");
        expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: "jpeg", width: 960, height: 600 });
      }
      expect(previewsMade()).toBe(made + 1);
      const kept = (await storedFiles(nurse)).filter((f) => f.endsWith(".preview.jpg"));
      expect(kept).toEqual([expect.stringMatching(new RegExp(`^${contractId}/\\d{13,}_IMG-0003\\.HEIC\\.preview\\.jpg$`))]);
      // Deleting the photo deletes its preview.
      const id = photo.id;
      expect((await t.request(`/api/attachments/${id}`, { method: "DELETE", cookie: nurse.cookie })).status).toBe(200);
      expect(await storedFiles(nurse)).toEqual([]);
    });

    it("is made in the render process: the server's thread keeps answering while a photo decodes", async () => {
      const nurse = await t.signUp();
      const contractId = await newContract(nurse);
      // 8 × 8 tiles: 3840 × 2400 (9.2 MP), a few hundred milliseconds of decoding.
      const photo = await attachPhoto(nurse, contractId, testImages.heicGrid(8, 8), "IMG_0004.HEIC");
      let previewDone = false;
      const preview = open(photo.previewUrl).then((res) => ((previewDone = true), res));
      // Once the photo is in the render process, another request is answered while it decodes.
      await expect.poll(() => renderer().stats().running, { timeout: 10_000 }).toBe(1);
      const other = await t.request("/api/contracts", { cookie: nurse.cookie });
      expect(other.status).toBe(200);
      expect(previewDone).toBe(false);
      expect((await preview).status).toBe(200);
      expect(renderer().stats().pid).not.toBe(process.pid);
    }, 30_000);
  });
});
