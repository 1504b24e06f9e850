import { Transform, pipeline, type Readable } from "node:stream";
import { storageMessages } from "@core/storage-quota";
import { ApiError } from "../http/errors";
import type { BlobStore } from "./blob-store";
import { userPrefix } from "./user-files";

/** 413 naming her quota and what is used. */
export const storageFull = (usedBytes: number, quotaBytes: number) => new ApiError(413, "storage_full", storageMessages.full(usedBytes, quotaBytes));

/** Her stored bytes, in every file area: what the store holds is the count, so nothing is kept beside it to drift. */
export async function storageUsed(files: BlobStore, areas: readonly string[], userId: string): Promise<number> {
  const sizes = await Promise.all(areas.map((area) => files.bytesUnder(userPrefix(area, userId))));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * The store, with each nurse's storage quota kept on every file put under her
 * folders ({area}/{userId}/…): whatever the route, a file that would take her
 * past her quota is refused (413) while it streams, and the store's own
 * clean-up (a local file written beside, an S3 multipart upload) leaves
 * nothing of it. Uploads of hers under way on this instance count as they
 * flow, so two at once cannot share the same room. Once stored, her files are
 * counted again: an upload that landed on another instance meanwhile is seen
 * then (each file is in the store before its own count, so of two racing
 * uploads the later count sees both), and a file that no longer fits is deleted.
 */
export function withStorageQuota(store: BlobStore, options: { quotaBytes: number; fileAreas: () => readonly string[] }): BlobStore {
  const { quotaBytes, fileAreas } = options;
  const underWay = new Map<string, number>();
  const ownerOf = (key: string) => {
    const [area, userId] = key.split("/");
    return area && userId && fileAreas().includes(area) ? userId : undefined;
  };
  return {
    ...store,
    async put(key, data, putOptions) {
      const userId = ownerOf(key);
      if (!userId || putOptions?.derived) return store.put(key, data, putOptions);
      const areas = fileAreas();
      const used = await storageUsed(store, areas, userId);
      let counted = 0;
      /** Counts bytes as they come; false once they pass what is left. */
      const fits = (bytes: number) => {
        counted += bytes;
        const total = (underWay.get(userId) ?? 0) + bytes;
        underWay.set(userId, total);
        return used + total <= quotaBytes;
      };
      let stored: { size: number };
      try {
        if (Buffer.isBuffer(data)) {
          if (!fits(data.length)) throw storageFull(used, quotaBytes);
          stored = await store.put(key, data, putOptions);
        } else {
          const counter = new Transform({
            transform(chunk: Buffer, _encoding, done) {
              if (fits(chunk.length)) done(null, chunk);
              else done(storageFull(used, quotaBytes));
            },
          });
          // A refusal here ends the upload's stream too; its own failure (too large, cut off) fails the store's put.
          pipeline(data as Readable, counter, () => undefined);
          stored = await store.put(key, counter, putOptions);
        }
      } finally {
        const left = (underWay.get(userId) ?? 0) - counted;
        if (left > 0) underWay.set(userId, left);
        else underWay.delete(userId);
      }
      const after = await storageUsed(store, areas, userId);
      if (after > quotaBytes) {
        await store.delete(key);
        throw storageFull(after - stored.size, quotaBytes);
      }
      return stored;
    },
  };
}
