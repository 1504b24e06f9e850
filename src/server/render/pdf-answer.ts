import type { Context } from "hono";
import { signedOutAnswer } from "../http/error-answers";
import { fileRules } from "../rate-limit";

/** What a route answering with one of her PDFs (the resume, the certification packet) declares: the PDF limit and its answers. */
export const pdfRoute = (description: string) => ({
  limits: [fileRules.pdfUser],
  responses: {
    200: { description, contentType: "application/pdf" },
    ...signedOutAnswer,
    503: { description: "The server is busy making PDFs (Retry-After), or making this one took too long" },
  },
});

/** Her PDF as a download: never cached on the way (it is hers, and made again when what it shows changes). */
export const pdfAnswer = (c: Context, pdf: Buffer, contentDisposition: string) =>
  c.body(new Uint8Array(pdf), 200, { "Content-Type": "application/pdf", "Content-Disposition": contentDisposition, "Cache-Control": "private, no-store" });
