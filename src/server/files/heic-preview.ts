import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import { ApiError } from "../http/errors";
import type { Renderer } from "../render/renderer";
import type { BlobStore } from "./blob-store";
import { heifDeclaredSize, type DeclaredSize } from "./heif-header";

/**
 * HEIC is decoded whole by libheif (4 bytes a pixel, and a grid's canvas at
 * once), so a photo declaring more than this is refused from its header,
 * before any pixel is decoded (a 48 MP iPhone photo passes).
 */
export const MAX_HEIC_PIXELS = 50_000_000;

export const heicPreviewMessages = {
  tooManyPixels: "This photo has too many pixels to preview. Download it instead.",
  failed: "This photo could not be converted for preview. Download it instead.",
} as const;

const refused = () => new ApiError(415, "unsupported_media_type", heicPreviewMessages.failed);
const tooLarge = () => new ApiError(413, "too_many_pixels", heicPreviewMessages.tooManyPixels);

/** 413 unless the photo's header declares a size that may be decoded; 415 when it has no readable header. */
function checkDeclared(size: DeclaredSize | undefined): void {
  if (!size) throw refused();
  if (size.width * size.height > MAX_HEIC_PIXELS) throw tooLarge();
}

export const checkHeicSize = (bytes: Uint8Array) => checkDeclared(heifDeclaredSize(bytes));

/**
 * A HEIC photo's pixels (an iPhone's), in the render process: libheif (as
 * WebAssembly, through heic-decode) decodes it, as sharp's own build reads no
 * HEVC. The size is checked from the boxes first, then again as libheif reads
 * them, before it decodes.
 */
export async function heicToRgba(heic: Uint8Array): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  checkHeicSize(heic);
  const { default: decode } = await import("heic-decode");
  let images: Awaited<ReturnType<typeof decode.all>>;
  try {
    images = await decode.all({ buffer: heic });
  } catch {
    throw refused();
  }
  try {
    const primary = images[0];
    if (!primary) throw refused();
    if (primary.width * primary.height > MAX_HEIC_PIXELS) throw tooLarge();
    try {
      return await primary.decode();
    } catch {
      throw refused();
    }
  } finally {
    images.dispose();
  }
}

/** The largest side of a stored HEIC photo's preview: a phone's or a laptop's screen, not the 48 MP original. */
export const PREVIEW_SIZE = 2560;

/**
 * A HEIC photo's bytes as a JPEG at most `size` px on its long side, made in
 * the render process in `owner`'s fair turn; 413/415 as heicToRgba.
 */
export async function heicBytesToJpeg(work: Renderer, owner: string, heic: Uint8Array, size: number): Promise<Buffer> {
  checkHeicSize(heic);
  const input = await work.tempFile(".heic");
  const output = await work.tempFile(".jpg");
  try {
    await fs.promises.writeFile(input, heic);
    await work.run(owner, { kind: "heic-preview", file: input, out: output, size });
    return await fs.promises.readFile(output);
  } finally {
    await Promise.all([fs.promises.rm(input, { force: true }), fs.promises.rm(output, { force: true })]);
  }
}

/** Where a HEIC original's JPEG preview is kept: beside it, in the same store. */
export const previewKeyOf = (key: string) => `${key}.preview.jpg`;

/**
 * JPEG previews of stored HEIC photos, each made once and kept beside its
 * original (in the local store or S3 alike): a link fetched a thousand times
 * decodes once. Fetches of the same photo while its preview is being made
 * share that one job, and a photo that could not be converted is remembered
 * (for this server's life) so it is not decoded again.
 */
export function createHeicPreviews({ files, renderer }: { files: BlobStore; renderer: () => Renderer }) {
  const making = new Map<string, Promise<string>>();
  const failed = new Map<string, ApiError>();
  const FAILED_KEPT = 1_000;

  async function make(owner: string, key: string, previewKey: string): Promise<string> {
    const original = await files.get(key);
    if (!original) throw new ApiError(404, "not_found", "That file was not found.");
    const work = renderer();
    const input = await work.tempFile(".heic");
    const output = await work.tempFile(".jpg");
    try {
      await pipeline(original.stream, fs.createWriteStream(input));
      // The header is read here, on the server's thread (microseconds): an oversized photo costs no process.
      const head = Buffer.alloc(Math.min(original.size, 256 * 1024));
      const handle = await fs.promises.open(input);
      try {
        await handle.read(head, 0, head.length, 0);
      } finally {
        await handle.close();
      }
      let declared = heifDeclaredSize(head);
      // Its boxes run past the first part (a grid's data at the end, say): read them all.
      if (!declared && original.size > head.length) declared = heifDeclaredSize(await fs.promises.readFile(input));
      checkDeclared(declared);
      await work.run(owner, { kind: "heic-preview", file: input, out: output, size: PREVIEW_SIZE });
      // Derived from a file she stored: it counts in her storage, but is never refused for it (a nurse at her quota still sees her photos).
      await files.put(previewKey, fs.createReadStream(output), { derived: true });
      return previewKey;
    } finally {
      await Promise.all([fs.promises.rm(input, { force: true }), fs.promises.rm(output, { force: true })]);
    }
  }

  return {
    /**
     * The key of the stored JPEG preview of the HEIC photo at `key`, made now
     * if it is not yet (in `owner`'s fair turn); 413 for a photo with too many
     * pixels, 415 for one that cannot be decoded.
     */
    async preview(owner: string, key: string): Promise<string> {
      const previewKey = previewKeyOf(key);
      const known = failed.get(key);
      if (known) throw known;
      const kept = await files.get(previewKey);
      if (kept) {
        kept.stream.destroy();
        return previewKey;
      }
      let job = making.get(key);
      if (!job) {
        job = make(owner, key, previewKey).finally(() => making.delete(key));
        making.set(key, job);
      }
      try {
        return await job;
      } catch (error) {
        // The photo itself was refused: remembered. A busy or timed-out renderer may do it next time.
        if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
          if (failed.size >= FAILED_KEPT) failed.delete(failed.keys().next().value!);
          failed.set(key, error);
        }
        throw error;
      }
    },
  };
}
