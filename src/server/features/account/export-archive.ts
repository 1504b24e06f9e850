import { PassThrough, type Readable } from "node:stream";
import { ZipFile } from "yazl";
import type { BlobStore } from "../../files/blob-store";
import type { Logger } from "../../logger";
import type { AccountExport } from "./account-data";
import { archiveReadme } from "./archive-readme";

export const ARCHIVE_DATA = "data.json";
export const ARCHIVE_README = "README.txt";

/**
 * Her export as one ZIP, made while it is sent: README.txt and data.json first,
 * then each file read from the store only when the ZIP reaches it, stored as it
 * is (photos and PDFs are compressed already). The output waits for the
 * download (backpressure), so a gigabyte of files never sits in memory.
 */
export function exportArchive(
  { files, fileAreas, logger }: { files: BlobStore; fileAreas: readonly string[]; logger: Logger },
  data: AccountExport,
  email: string,
): Readable {
  const zip = new ZipFile();
  const mtime = new Date(data.exportedAt);
  zip.addBuffer(Buffer.from(archiveReadme({ exportedAt: data.exportedAt, email, fileAreas }).replaceAll("\n", "\r\n")), ARCHIVE_README, { mtime });
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), ARCHIVE_DATA, { mtime });
  for (const file of data.files) {
    zip.addReadStreamLazy(file.path, { compress: false, mtime }, (callback) => {
      files.get(file.key).then(
        (found) => {
          if (found) return callback(null, found.stream);
          // Deleted since it was listed (on another device, a moment ago): the ZIP cannot be finished truthfully.
          callback(new Error(`${file.key} was deleted while the export was being made`), new PassThrough());
        },
        (error: unknown) => callback(error, new PassThrough()),
      );
    });
  }
  zip.end();
  const output = zip.outputStream as Readable;
  zip.on("error", (error: unknown) => {
    logger.error("An export's ZIP could not be finished", error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}

/**
 * A Node stream as a web stream that reads one chunk when the reader asks for
 * one (Readable.toWeb read the whole ZIP ahead of a slow download).
 */
export function pulledStream(node: Readable): ReadableStream<Uint8Array> {
  const chunks = node[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
      },
      cancel() {
        node.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}
