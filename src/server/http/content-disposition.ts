/**
 * `attachment` with a file name that keeps every character (RFC 6266 with
 * RFC 5987's `filename*`: UTF-8, percent-encoded), and a plain ASCII one
 * for clients that read only `filename`.
 */
export function attachmentDisposition(name: string, asciiFallback: string): string {
  // encodeURIComponent leaves ' ( ) * ! as they are; RFC 5987's attr-char has none of them but "!".
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFallback.replace(/["\\]/g, "")}"; filename*=UTF-8''${encoded}`;
}
