import crypto from "node:crypto";
import fs from "node:fs";
import type { PdfDocument } from "./render-protocol";
import { renderer, type Renderer } from "./renderer";

/** Changes whenever what a document looks like changes (fonts, layout): kept PDFs of the old look are not served. */
const LOOK = "2026-11-26";
/** The kept PDFs' total size on disk; past it the least recently used go first. */
export const KEPT_PDF_BYTES = 64 * 1024 * 1024;

interface Kept {
  fingerprint: string;
  file: string;
  size: number;
}

/**
 * A nurse's PDFs (her resume, her certification packet), made in the render
 * process and kept: the last PDF of each kind is served again as long as what
 * it is made from is the same (a fingerprint of that data, so any change to
 * the resume, her certifications, her name or her day makes a new one, and
 * nothing has to remember to forget it). Requests for the same PDF while it is
 * being made share that one render; her renders run one at a time, in her
 * fair turn with other nurses' (renderer.ts).
 */
export function createPdfRenders({ renderer, maxBytes = KEPT_PDF_BYTES }: { renderer: () => Renderer; maxBytes?: number }) {
  /** By owner and kind, least recently used first (a Map keeps insertion order). */
  const kept = new Map<string, Kept>();
  let keptBytes = 0;
  const making = new Map<string, Promise<Buffer>>();

  const forget = (slot: string) => {
    const entry = kept.get(slot);
    if (!entry) return;
    kept.delete(slot);
    keptBytes -= entry.size;
    void fs.promises.rm(entry.file, { force: true });
  };
  const keep = (slot: string, entry: Kept) => {
    forget(slot);
    kept.set(slot, entry);
    keptBytes += entry.size;
    for (const [oldest] of kept) {
      if (keptBytes <= maxBytes || oldest === slot) break;
      forget(oldest);
    }
  };

  async function make(owner: string, slot: string, fingerprint: string, prepare: () => Promise<{ document: PdfDocument; done?: () => Promise<void> }>) {
    const work = renderer();
    const out = await work.tempFile(".pdf");
    const { document, done } = await prepare();
    try {
      await work.run(owner, { kind: "pdf", document, out });
      const pdf = await fs.promises.readFile(out);
      keep(slot, { fingerprint, file: out, size: pdf.length });
      return pdf;
    } catch (error) {
      await fs.promises.rm(out, { force: true });
      throw error;
    } finally {
      await done?.();
    }
  }

  return {
    /**
     * The PDF of `kind` for `owner`, made from `data` (plain data: its
     * fingerprint decides whether the kept PDF still stands); `prepare` gives
     * the document to render (and a clean-up for its input files) when it
     * must be made.
     */
    async pdf(
      owner: string,
      kind: PdfDocument["type"],
      data: unknown,
      prepare: () => Promise<{ document: PdfDocument; done?: () => Promise<void> }>,
    ): Promise<Buffer> {
      const slot = `${owner}/${kind}`;
      const fingerprint = crypto.createHash("sha256").update(LOOK).update(JSON.stringify(data)).digest("base64url");
      const entry = kept.get(slot);
      if (entry?.fingerprint === fingerprint) {
        try {
          const pdf = await fs.promises.readFile(entry.file);
          // Used: to the back of the line.
          kept.delete(slot);
          kept.set(slot, entry);
          return pdf;
        } catch {
          forget(slot);
        }
      }
      const key = `${slot}/${fingerprint}`;
      let job = making.get(key);
      if (!job) {
        job = make(owner, slot, fingerprint, prepare).finally(() => making.delete(key));
        making.set(key, job);
      }
      return job;
    },
    /** How many PDFs are kept and their bytes (tests). */
    stats: () => ({ kept: kept.size, bytes: keptBytes }),
  };
}

let shared: ReturnType<typeof createPdfRenders> | undefined;

/** The process's kept PDFs, made on first use; rendered by the process's renderer. */
export const pdfRenders = () => (shared ??= createPdfRenders({ renderer }));
