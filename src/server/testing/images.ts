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
