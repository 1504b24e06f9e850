/** What the server and the image reader's process (ocr-process.ts) say to each other. */

import { LOWEST_NICE } from "../render/low-priority";

/** The lowest CPU priority (nice 19): the reader takes only what the API and the database leave. */
export const OCR_NICE = LOWEST_NICE;

export interface OcrRequest {
  id: number;
  /**
   * The photo, written by the server to a file of its own: a 12 MP photo sent
   * over IPC would be copied into a message on the server's thread (~15 ms).
   */
  file: string;
  /**
   * "layout": a page whose words' places matter (a schedule's grid): every word
   * with its box and line, read twice (as sparse text, and as one block of
   * lines). Left out: a card's text.
   */
  mode?: "layout";
}

/** A word read, with its box in the image as read (shrunk or enlarged, turned upright), the engine's line for it and the reading it came from. */
export interface OcrWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  line: number;
  /** 0: read as sparse text (a grid's lone codes); 1: read as a block of lines (a list's). */
  pass: number;
}

export type OcrReply =
  | { id: number; ok: true; text: string; words?: OcrWord[] }
  /** `refused`: the photo was refused (415, 413) before any reading; otherwise the OCR engine failed. */
  | { id: number; ok: false; refused?: { status: number; code: string; message: string } };

/** Sent once, when sharp and the OCR model are loaded. */
export interface OcrReady {
  ready: true;
}
