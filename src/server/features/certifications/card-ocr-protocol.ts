/** What the server and the card reader's process (card-ocr-process.ts) say to each other. */

/** The lowest CPU priority (nice 19): the reader takes only what the API and the database leave. */
export const OCR_NICE = 19;

export interface OcrRequest {
  id: number;
  /**
   * The photo, written by the server to a file of its own: a 12 MP photo sent
   * over IPC would be copied into a message on the server's thread (~15 ms).
   */
  file: string;
}

export type OcrReply =
  | { id: number; ok: true; text: string }
  /** `refused`: the photo was refused (415, 413) before any reading; otherwise the OCR engine failed. */
  | { id: number; ok: false; refused?: { status: number; code: string; message: string } };

/** Sent once, when sharp and the OCR model are loaded. */
export interface OcrReady {
  ready: true;
}
