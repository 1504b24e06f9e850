import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Where files live. Keys are server-made paths like "avatars/{userId}/avatar-1700000000.png";
 * the local store keeps them under DATA_DIR/files, an S3 store is the scale path.
 */
export interface BlobStore {
  put(key: string, data: Buffer | Readable, options?: PutOptions): Promise<{ size: number }>;
  /** The bytes, or undefined when there is no such file. */
  get(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  delete(key: string): Promise<void>;
  /** Remove every file under a prefix ("avatars/{userId}/"). */
  deletePrefix(prefix: string): Promise<void>;
  list(prefix: string): Promise<string[]>;
  /** The bytes of every file under a prefix, together (a nurse's storage). */
  bytesUnder(prefix: string): Promise<number>;
  /**
   * An object store's own time-limited links (S3 presigned URLs): a private file
   * then goes from the store to the browser directly, not through this server.
   */
  directLinks?: DirectLinks;
}

export interface PutOptions {
  /**
   * A file the server makes from one already stored (a photo's preview): it
   * counts in her storage but is never refused for it, so a nurse at her
   * quota can still open what she stored.
   */
  derived?: boolean;
}

export interface DirectLinks {
  /** Where those links point (the page's CSP lets images and frames come from it). */
  origin: string;
  /** A link to `key` valid `seconds`, answered with this type and disposition. */
  url(key: string, options: { seconds: number; contentType: string; contentDisposition: string }): Promise<string>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9._-]+)*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split("/").some((part) => part === ".." || part === ".")) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

export function createLocalBlobStore(root: string): BlobStore {
  const resolve = (key: string) => {
    assertSafeKey(key);
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`unsafe storage key: ${key}`);
    return full;
  };
  /** The full paths of the files under a prefix (a file still being written, ".part", is not one yet). */
  const walk = async (prefix: string): Promise<string[]> => {
    const out: string[] = [];
    const visit = async (dir: string) => {
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await visit(full);
        else if (!entry.name.endsWith(".part")) out.push(full);
      }
    };
    await visit(resolve(prefix.replace(/\/+$/, "")));
    return out;
  };
  return {
    async put(key, data) {
      const full = resolve(key);
      await fsp.mkdir(path.dirname(full), { recursive: true });
      // Write beside, then rename: a reader never sees half a file.
      const temp = `${full}.${crypto.randomBytes(4).toString("hex")}.part`;
      try {
        await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, fs.createWriteStream(temp));
        await fsp.rename(temp, full);
      } catch (error) {
        // A refused or broken upload leaves nothing behind.
        await fsp.rm(temp, { force: true });
        throw error;
      }
      return { size: (await fsp.stat(full)).size };
    },
    async get(key) {
      const full = resolve(key);
      try {
        const stat = await fsp.stat(full);
        if (!stat.isFile()) return undefined;
        return { stream: fs.createReadStream(full), size: stat.size };
      } catch {
        return undefined;
      }
    },
    async delete(key) {
      await fsp.rm(resolve(key), { force: true });
    },
    async deletePrefix(prefix) {
      const trimmed = prefix.replace(/\/+$/, "");
      await fsp.rm(resolve(trimmed), { recursive: true, force: true });
    },
    async list(prefix) {
      return (await walk(prefix)).map((full) => path.relative(root, full).split(path.sep).join("/")).sort();
    },
    async bytesUnder(prefix) {
      const sizes = await Promise.all(
        (await walk(prefix)).map((full) =>
          fsp.stat(full).then(
            (stat) => stat.size,
            () => 0,
          ),
        ),
      );
      return sizes.reduce((sum, size) => sum + size, 0);
    },
  };
}
