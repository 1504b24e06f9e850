/**
 * The render process: forked by renderer.ts, it makes what is heavy to make
 * (a HEIC photo's JPEG preview, a resume or a certification packet as a PDF)
 * at the lowest CPU priority, so the decoding, the layout and their garbage
 * never share a thread, a heap or a priority with the server's answers. It
 * takes one job at a time over IPC, reads its input from a file and writes its
 * output to one, loads each library on its first job of that kind, and exits
 * when the server goes away.
 */
import fs from "node:fs";
import { certificationPacketDocument } from "@core/certification-packet";
import { resumeDocument } from "@core/resume-document";
import { ApiError } from "../http/errors";
import { lowerThisProcess } from "./low-priority";
import type { PdfDocument, RenderReady, RenderReply, RenderRequest } from "./render-protocol";

// Nice 19 without SCHED_IDLE: a nurse waits for her PDF, and under a sustained load SCHED_IDLE gave it no CPU at
// all (a render could reach its time limit); nice 19 still yields the cores to the API (measured: decision 025).
lowerThisProcess({ idle: false });
// One libvips thread: a photo is shrunk beside the server, not across both cores.
let sharpReady: Promise<typeof import("sharp")> | undefined;
const sharp = () => (sharpReady ??= import("sharp").then((module) => (module.default.concurrency(1), module)));

async function heicPreview(file: string, out: string, size: number) {
  const [{ heicToRgba }, { default: make }] = await Promise.all([import("../files/heic-preview"), sharp()]);
  const image = await heicToRgba(await fs.promises.readFile(file));
  const jpeg = await make(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .resize(size, size, { fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 85 })
    .toBuffer();
  await fs.promises.writeFile(out, jpeg);
}

async function pdf(document: PdfDocument, out: string) {
  const { renderPdf } = await import("../pdf/render-pdf");
  let definition: Record<string, unknown>;
  if (document.type === "resume") definition = resumeDocument(document.input);
  else {
    // The card photos (JPEGs the server re-encoded) go in as data: pdfmake reads no file but the fonts.
    const photos = await Promise.all(
      document.input.photos.map(async (photo) => ({
        ...photo,
        image: `data:image/jpeg;base64,${(await fs.promises.readFile(photo.image)).toString("base64")}`,
      })),
    );
    definition = certificationPacketDocument({ ...document.input, photos });
  }
  await fs.promises.writeFile(out, await renderPdf(definition));
}

async function answer(request: RenderRequest): Promise<RenderReply> {
  try {
    if (request.kind === "heic-preview") await heicPreview(request.file, request.out, request.size);
    else await pdf(request.document, request.out);
    return { id: request.id, ok: true, rss: process.memoryUsage.rss() };
  } catch (error) {
    if (error instanceof ApiError) return { id: request.id, ok: false, refused: { status: error.status, code: error.code, message: error.message } };
    // Into the server's log (its stderr is the server's): the nurse is told it could not be made.
    console.error(`The render process could not make a ${request.kind === "pdf" ? `${request.document.type} PDF` : "HEIC preview"}:`, error);
    return { id: request.id, ok: false };
  }
}

process.on("message", (request: RenderRequest) => {
  void answer(request).then((reply) => process.send?.(reply));
});
// The server is gone (or stopped this process): nothing left to make.
process.on("disconnect", () => process.exit(0));
process.send?.({ ready: true } satisfies RenderReady);
