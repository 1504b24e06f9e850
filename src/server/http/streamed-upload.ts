import type { EventEmitter } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import busboy from "busboy";
import type { z } from "zod";
import { ApiError, badRequest, invalidInput, payloadTooLarge, unsupportedMediaType } from "./errors";
import type { UploadSpec } from "./route-spec";

/** Room for the multipart framing and the small text fields around a file at the limit. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** Bytes looked at to tell a file's type (file-type reads at most this many for the kinds taken here). */
const SNIFF_BYTES = 4100;

/** What a refused upload is told: written beside the route's `upload` declaration, in the product's words. */
export interface UploadMessages {
  tooLarge: (fileName: string) => string;
  /** `detected`: the type its bytes showed, when they showed one (a photo the server cannot read is not "not a photo"). */
  invalidType: (fileName: string, detected: string | undefined) => string;
  missing: string;
}

export interface IncomingFile {
  /** The bytes, already checked: the first ones by their type, all of them against the limit while they flow. */
  stream: Readable;
  mimeType: string;
  /** The name the client gave (for messages and the sanitised stored name; never trusted as a path). */
  name: string;
  /** The text fields sent before the file. */
  fields: Record<string, string>;
}

/**
 * Reads a multipart upload while it streams (docs/product/README.md, Security): at most one file in
 * `field`, refused with 415 unless its first bytes say it is one of `accept`,
 * refused with 413 as soon as it (or the body) passes the limit, and handed to
 * `store` as a stream, so no file is ever held whole in memory. When `store`
 * fails or the upload is refused midway, the stream `store` reads errors, so
 * a store that writes beside and renames leaves nothing behind. Text fields
 * sent before the file reach `store`; all of them are in the answer.
 */
async function receiveUpload<T>(
  request: Request,
  options: {
    field: string;
    maxBytes: number;
    accept: readonly string[];
    messages: UploadMessages;
    store: (file: IncomingFile) => Promise<T>;
    /** Undoes a store whose upload failed afterwards (the body broke off past the file). */
    discard: (stored: T) => Promise<void>;
  },
): Promise<{ fields: Record<string, string>; stored: T; mimeType: string; size: number; name: string }> {
  const { field, maxBytes, accept, messages } = options;
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType)) throw unsupportedMediaType(`Send the file as multipart/form-data, in the field "${field}".`);
  const bodyLimit = maxBytes + MULTIPART_OVERHEAD;
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > bodyLimit) throw payloadTooLarge(messages.tooLarge("The file"));
  if (!request.body) throw badRequest(messages.missing, { [field]: messages.missing });

  // busboy reports "limit" on reaching its fileSize: one byte past ours is too many.
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { "content-type": contentType }, limits: { files: 1, fields: 20, fieldSize: 16 * 1024, fileSize: maxBytes + 1, parts: 30 } });
  } catch {
    throw badRequest("The upload could not be read. Please try again.");
  }

  const fields: Record<string, string> = {};
  let failure: unknown;
  const fail = (error: unknown) => {
    failure ??= error;
  };
  let fileWork: Promise<{ stored: T; mimeType: string; size: number; name: string }> | undefined;

  parser.on("field", (name, value) => {
    if (!(name in fields)) fields[name] = value;
  });
  parser.on("file", (name, stream, info) => {
    if (name !== field || fileWork || failure) {
      stream.resume();
      return;
    }
    const fileName = info.filename ?? "file";
    const snapshot = { ...fields };
    fileWork = (async () => {
      // Sniff the first bytes, then hand head + rest to the store as one stream.
      const head: Buffer[] = [];
      let headSize = 0;
      const iterator = stream[Symbol.asyncIterator]();
      // Once iterated, the stream no longer flows on resume(): a refused file is read to its end here, else
      // busboy waits for it to drain and the request hangs (seen with a 6 MB upload of a refused type).
      const discardRest = () =>
        void (async () => {
          while (!(await iterator.next()).done);
        })().catch(() => undefined);
      let ended = false;
      while (headSize < SNIFF_BYTES) {
        const next = await iterator.next();
        if (next.done) {
          ended = true;
          break;
        }
        head.push(next.value as Buffer);
        headSize += (next.value as Buffer).length;
      }
      if (headSize === 0) {
        throw badRequest(messages.missing, { [field]: messages.missing });
      }
      const first = Buffer.concat(head);
      // Loaded on the first upload, not at start-up.
      const { fileTypeFromBuffer } = await import("file-type");
      const type = await fileTypeFromBuffer(first);
      if (!type || !accept.includes(type.mime)) {
        discardRest();
        throw unsupportedMediaType(messages.invalidType(fileName, type?.mime));
      }
      const body = new PassThrough();
      // A store that refuses the file as it flows (her storage is full) ends the upload now, not once the rest is read.
      body.on("error", (error) => {
        if (error instanceof ApiError) fail(error);
      });
      let size = first.length;
      stream.on("limit", () => {
        const error = payloadTooLarge(messages.tooLarge(fileName));
        fail(error);
        body.destroy(error);
      });
      const pump = (async () => {
        if (!body.write(first)) await firstOf(body, ["drain", "close"]);
        if (!ended) {
          for (;;) {
            const next = await iterator.next();
            if (next.done) break;
            size += (next.value as Buffer).length;
            if (body.destroyed) continue;
            if (!body.write(next.value)) await firstOf(body, ["drain", "close"]);
          }
        }
        if ((stream as Readable & { truncated?: boolean }).truncated) {
          const error = payloadTooLarge(messages.tooLarge(fileName));
          fail(error);
          body.destroy(error);
          throw error;
        }
        body.end();
      })();
      pump.catch((error: unknown) => body.destroy(error as Error));
      let stored: T;
      try {
        stored = await options.store({ stream: body, mimeType: type.mime, name: fileName, fields: snapshot });
      } catch (error) {
        body.destroy();
        throw error;
      }
      await pump;
      return { stored, mimeType: type.mime, size, name: fileName };
    })();
    fileWork.catch((error: unknown) => {
      fail(error);
      stream.resume();
    });
  });
  parser.on("error", () => fail(badRequest("The upload could not be read. Please try again.")));

  // Feed the parser from the request body, counting every byte: a body past the limit is refused while it streams.
  const reader = (request.body as ReadableStream<Uint8Array>).getReader();
  const clean = partHeaderNulCleaner(/boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)?.slice(1).find(Boolean) ?? "");
  let total = 0;
  try {
    for (;;) {
      if (failure) break;
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > bodyLimit) {
        fail(payloadTooLarge(messages.tooLarge("The file")));
        break;
      }
      if (!parser.write(clean(value))) await firstOf(parser, ["drain", "error", "close"]);
    }
  } catch {
    fail(badRequest("The upload was interrupted. Please try again."));
  }
  if (failure) {
    await reader.cancel().catch(() => undefined);
    parser.destroy();
  } else {
    const finished = firstOf(parser, ["close", "finish", "error"]);
    parser.end();
    await finished;
  }
  if (fileWork) {
    try {
      const result = await fileWork;
      if (!failure) return { fields, ...result };
      await options.discard(result.stored);
    } catch (error) {
      fail(error);
    }
  }
  if (failure instanceof ApiError) throw failure;
  if (failure) throw failure instanceof Error ? failure : new Error("The upload failed.");
  throw badRequest(messages.missing, { [field]: messages.missing });
}

/** What a handler does with a streamed upload (see receiveUpload). */
export interface ReceiveOptions<T, F> {
  /** Checks the text fields sent before the file, once, before anything is stored (400 with a message per field). */
  fields?: z.ZodType<F>;
  /** Takes the file as it streams; with `fields`, it gets them parsed. */
  store: (file: Omit<IncomingFile, "fields"> & { fields: F }) => Promise<T>;
  /** Undoes a store whose upload failed afterwards (the body broke off past the file). */
  discard: (stored: T) => Promise<void>;
}

/**
 * The upload of a route, read as its `upload` declaration says (field, limit,
 * types, messages): the router makes one per request and hands it to the
 * handler, so a route states its limits once.
 */
export interface UploadReader {
  /** The file streamed to `store`, and the fields sent before it (parsed, with `fields`). */
  receive<T, F = Record<string, string>>(options: ReceiveOptions<T, F>): Promise<{ fields: F; stored: T; mimeType: string; size: number; name: string }>;
  /**
   * The one file of a small upload (a photo to re-encode), as bytes. Parsing
   * while it streams matters even here: a whole-body form parse of a 12 MP photo
   * held the server's thread for 15–45 ms, delaying every answer queued behind it.
   */
  bytes(): Promise<Buffer>;
}

/** The reader of a route's declared upload (the router makes it; the handler gets it). */
export function uploadReader(request: Request, { field, maxBytes, accept, messages }: UploadSpec): UploadReader {
  const declared = { field, maxBytes, accept, messages };
  return {
    async receive<T, F>({ fields: schema, store, discard }: ReceiveOptions<T, F>) {
      const check = (fields: Record<string, string>): F => {
        // Without a schema F is the fields as sent (its default).
        if (!schema) return fields as F;
        const result = schema.safeParse(fields);
        if (!result.success) throw invalidInput(result.error);
        return result.data;
      };
      let parsed: F | undefined;
      const upload = await receiveUpload(request, { ...declared, store: (file) => store({ ...file, fields: (parsed = check(file.fields)) }), discard });
      // A file was stored, so its fields were checked.
      return { ...upload, fields: parsed! };
    },
    async bytes() {
      const { stored } = await receiveUpload(request, {
        ...declared,
        store: async ({ stream }) => {
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          return Buffer.concat(chunks);
        },
        discard: async () => undefined,
      });
      return stored;
    },
  };
}

/**
 * A NUL in a part's headers (a file named "a\u0000.pdf") makes busboy refuse
 * the whole form; browsers and fetch send such names as they are. This turns
 * NULs inside part headers, and only there, into "_" (the stored name is
 * sanitised anyway); file bytes pass untouched. Chunks keep their length.
 */
function partHeaderNulCleaner(boundary: string): (chunk: Uint8Array) => Uint8Array {
  if (!boundary) return (chunk) => chunk;
  const delimiter = Buffer.from(`--${boundary}`);
  let inHeaders = false;
  let tail = Buffer.alloc(0);
  let recent = 0; // the last four bytes seen in headers, to find CRLF CRLF
  return (input) => {
    let chunk = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
    let copied = false;
    let at = 0;
    while (at < chunk.length) {
      if (inHeaders) {
        for (; at < chunk.length; at++) {
          const byte = chunk[at]!;
          recent = ((recent << 8) | byte) >>> 0;
          if (byte === 0) {
            if (!copied) {
              chunk = Buffer.from(chunk);
              copied = true;
            }
            chunk[at] = 0x5f;
          }
          if (recent === 0x0d0a0d0a) {
            inHeaders = false;
            at++;
            break;
          }
        }
      } else {
        // The delimiter inside this chunk, or across the end of the last one and the start of this one.
        let end = -1;
        if (tail.length) {
          const joint = Buffer.concat([tail, chunk.subarray(at, at + delimiter.length - 1)]);
          const found = joint.indexOf(delimiter);
          if (found >= 0) end = at + found - tail.length + delimiter.length;
        }
        if (end < 0) {
          const found = chunk.indexOf(delimiter, at);
          if (found >= 0) end = found + delimiter.length;
        }
        if (end < 0) {
          tail = Buffer.from(chunk.subarray(Math.max(at, chunk.length - delimiter.length + 1)));
          break;
        }
        at = end;
        tail = Buffer.alloc(0);
        inHeaders = true;
        recent = 0;
      }
    }
    if (inHeaders) tail = Buffer.alloc(0);
    return chunk;
  };
}

/** Resolves on the first of these events, and leaves no listener behind (a loop that waits on drain would otherwise pile them up). */
function firstOf(emitter: EventEmitter, events: string[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const event of events) emitter.off(event, done);
      resolve();
    };
    for (const event of events) emitter.on(event, done);
  });
}
