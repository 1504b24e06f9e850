import fs from "node:fs";
import { gzipSync } from "node:zlib";
import sharp from "sharp";

/** Test pictures made with sharp. */
export const testImages = {
  /** A JPEG from a phone camera: EXIF with a description and GPS coordinates. */
  jpegWithGps: () =>
    sharp({ create: { width: 900, height: 600, channels: 3, background: "#3b82f6" } })
      .jpeg()
      .withExif({
        IFD0: { ImageDescription: "NV-SECRET-WARD-7", Make: "NurseCam" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "49/1 16/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "123/1 7/1 0/1" },
      })
      .toBuffer(),
  /**
   * A real HEIC (an iPhone's default), 480 × 300: red left half, blue right half.
   * Made once with libheif's heif-enc (x265), as no JS encoder exists; 1.2 KB.
   */
  heic: () => new Uint8Array(fs.readFileSync(new URL("./fixtures/red-blue-card.heic", import.meta.url))),
  /**
   * A HEIC "grid" image: the 480 × 300 photo's one tile referenced columns × rows
   * times, so a few kilobytes declare (and, once decoded, fill) a canvas of
   * 480·columns × 300·rows pixels (20 × 20: 9600 × 6000, 57.6 MP).
   */
  heicGrid: (columns: number, rows: number) => heicGrid(testImages.heic(), columns, rows),
  png: (background = "#16a34a") =>
    sharp({ create: { width: 64, height: 64, channels: 3, background } })
      .png()
      .toBuffer(),
};

export const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>`;
export const HTML = `<!doctype html><html><body><script>alert(document.cookie)</script></body></html>`;

/** A multipart form with one file. */
export function photoForm(bytes: Uint8Array | string, name = "photo.png", type = "image/png"): FormData {
  return uploadForm("file", typeof bytes === "string" ? new TextEncoder().encode(bytes) : new Uint8Array(bytes), name, type);
}

/** A one-page PDF, valid to the byte: its cross-reference table points at each object. */
export function minimalPdf(): Uint8Array {
  const objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>"];
  let text = "%PDF-1.4\n";
  const offsets = objects.map((object, i) => {
    const at = text.length;
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n \n`).join("")}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}

/** A genuine file of a type an upload endpoint accepts (its documented content types). */
export async function sampleFile(accept: string[]): Promise<{ bytes: Uint8Array; type: string; ext: string }> {
  if (accept.includes("image/png")) return { bytes: new Uint8Array(await testImages.png()), type: "image/png", ext: "png" };
  if (accept.includes("application/pdf")) return { bytes: minimalPdf(), type: "application/pdf", ext: "pdf" };
  if (accept.includes("image/heic")) return { bytes: testImages.heic(), type: "image/heic", ext: "heic" };
  throw new Error(`no sample file for ${accept.join(", ")}`);
}

/** A genuine file of a type the endpoint does not accept: a PDF, or where PDFs are welcome a gzip archive. */
export function foreignFile(accept: string[]): { bytes: Uint8Array; type: string; ext: string } {
  if (!accept.includes("application/pdf")) return { bytes: minimalPdf(), type: "application/pdf", ext: "pdf" };
  return { bytes: new Uint8Array(gzipSync("a compressed file")), type: "application/gzip", ext: "gz" };
}

/** A multipart form with one file in the given field, after the text fields given (an upload's label, say). */
export function uploadForm(field: string, bytes: Uint8Array, name: string, type: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set(field, new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return form;
}

/** An ISO BMFF box: size, type, content. */
function box(type: string, ...parts: Uint8Array[]): Uint8Array {
  const size = 8 + parts.reduce((n, part) => n + part.length, 0);
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, size);
  out.set(new TextEncoder().encode(type), 4);
  let at = 8;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Big-endian fields: [value, bytes] pairs, or raw bytes. */
function fields(...values: ([number, 1 | 2 | 4] | string | Uint8Array)[]): Uint8Array {
  const chunks = values.map((value) => {
    if (typeof value === "string") return new TextEncoder().encode(value);
    if (value instanceof Uint8Array) return value;
    const [n, bytes] = value;
    const chunk = new Uint8Array(bytes);
    const view = new DataView(chunk.buffer);
    if (bytes === 1) view.setUint8(0, n);
    else if (bytes === 2) view.setUint16(0, n);
    else view.setUint32(0, n);
    return chunk;
  });
  const out = new Uint8Array(chunks.reduce((n, chunk) => n + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Builds a grid HEIC from a single-image one (its hvcC and coded picture, as heif-enc wrote them). */
function heicGrid(single: Uint8Array, columns: number, rows: number): Uint8Array {
  const view = new DataView(single.buffer, single.byteOffset, single.byteLength);
  const find = (start: number, end: number, type: string): { start: number; end: number; whole: Uint8Array } => {
    for (let at = start; at < end;) {
      const size = view.getUint32(at);
      if (new TextDecoder().decode(single.subarray(at + 4, at + 8)) === type) return { start: at + 8, end: at + size, whole: single.subarray(at, at + size) };
      at += size;
    }
    throw new Error(`no ${type} box`);
  };
  const meta = find(0, single.length, "meta");
  const iprp = find(meta.start + 4, meta.end, "iprp");
  const ipco = find(iprp.start, iprp.end, "ipco");
  const hvcC = find(ipco.start, ipco.end, "hvcC").whole;
  // iloc version 0 as heif-enc writes it (4-byte offsets, lengths and base offset): the first item's one extent.
  const iloc = find(meta.start + 4, meta.end, "iloc");
  const item = iloc.start + 4 + 2 + 2;
  const tileOffset = view.getUint32(item + 4) + view.getUint32(item + 10);
  const tileLength = view.getUint32(item + 14);
  const tile = single.subarray(tileOffset, tileOffset + tileLength);

  const tiles = Array.from({ length: columns * rows }, (_, i) => i + 2);
  const full = (version: number, flags = 0) => fields([version, 1], [flags >> 16, 1], [flags & 0xffff, 2]);
  const infe = (id: number, type: string, hidden: boolean) => box("infe", full(2, hidden ? 1 : 0), fields([id, 2], [0, 2], type, [0, 1]));
  const gridData = fields([0, 1], [0, 1], [rows - 1, 1], [columns - 1, 1], [480 * columns, 2], [300 * rows, 2]);
  const properties = box("ipco", hvcC, box("ispe", full(0), fields([480, 4], [300, 4])), box("ispe", full(0), fields([480 * columns, 4], [300 * rows, 4])));
  const ipma = box(
    "ipma",
    full(0),
    fields([1 + tiles.length, 4], [1, 2], [1, 1], [0x80 | 3, 1]),
    ...tiles.map((id) => fields([id, 2], [2, 1], [0x80 | 1, 1], [2, 1])),
  );
  const iref = box("iref", full(0), box("dimg", fields([1, 2], [tiles.length, 2], ...tiles.map((id): [number, 2] => [id, 2]))));
  const build = (mdatAt: number) => {
    const iloc = box(
      "iloc",
      full(1),
      fields([0x44, 1], [0x00, 1], [1 + tiles.length, 2]),
      fields([1, 2], [1, 2], [0, 2], [1, 2], [0, 4], [gridData.length, 4]),
      ...tiles.map((id) => fields([id, 2], [0, 2], [0, 2], [1, 2], [mdatAt + 8, 4], [tile.length, 4])),
    );
    const metaBox = box(
      "meta",
      full(0),
      box("hdlr", full(0), fields([0, 4], "pict", [0, 4], [0, 4], [0, 4], [0, 1])),
      box("pitm", full(0), fields([1, 2])),
      iloc,
      box("iinf", full(0), fields([1 + tiles.length, 2]), infe(1, "grid", false), ...tiles.map((id) => infe(id, "hvc1", true))),
      iref,
      box("iprp", properties, ipma),
      box("idat", gridData),
    );
    const ftyp = box("ftyp", fields("heic", [0, 4], "mif1heicmiaf"));
    return { head: fields(ftyp, metaBox), mdat: box("mdat", tile) };
  };
  const { head } = build(0);
  const { head: placed, mdat } = build(head.length);
  return fields(placed, mdat);
}
