import { badRequest, payloadTooLarge } from "./errors";

/**
 * The request (or fetched response) body, read chunk by chunk and refused (413) as soon as it passes
 * `maxBytes`: a larger body is never held in memory. The declared length is
 * checked first, so an honest client is refused before anything is read.
 */
export async function readLimitedBody(request: Pick<Request, "headers" | "body">, maxBytes: number, tooLargeMessage: string): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw payloadTooLarge(tooLargeMessage);
  if (!request.body) throw badRequest("The request body is empty.");
  const reader = (request.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop reading; the server drains and discards what the client still sends.
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge(tooLargeMessage);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
