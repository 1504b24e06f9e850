/** What the server and the render process (render-process.ts) say to each other. */
import type { CertificationPacketInput } from "@core/certification-packet";
import type { ResumeDocumentInput } from "@core/resume-document";

/** A document to render: its kind and the data its definition is built from (plain data: it crosses a process). */
export type PdfDocument = { type: "resume"; input: ResumeDocumentInput } | { type: "packet"; input: CertificationPacketInput<string> };

export type RenderJob =
  /** A HEIC photo in `file` as a JPEG at most `size` px on its long side, written to `out`. */
  | { kind: "heic-preview"; file: string; out: string; size: number }
  /** A PDF written to `out`; a packet's photos are files named in its input. */
  | { kind: "pdf"; document: PdfDocument; out: string };

export type RenderRequest = RenderJob & { id: number };

export type RenderReply =
  /** `rss`: the process's memory after the job (bytes): libheif's WebAssembly memory never shrinks. */
  | { id: number; ok: true; rss: number }
  /** `refused`: the input itself was refused (413, 415) and the process is fine; otherwise the job failed. */
  | { id: number; ok: false; refused?: { status: number; code: string; message: string } };

/** Sent once, when the process is listening. */
export interface RenderReady {
  ready: true;
}
