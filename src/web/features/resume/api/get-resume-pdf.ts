import { call, client } from "@web/lib/api/client";

export const RESUME_PDF_URL = "/api/resume.pdf";

/** The PDF the server makes (Preview draws it; Export downloads it). */
export async function fetchResumePdf(): Promise<ArrayBuffer> {
  return call(client.GET("/api/resume.pdf", { parseAs: "arrayBuffer" })) as Promise<ArrayBuffer>;
}
