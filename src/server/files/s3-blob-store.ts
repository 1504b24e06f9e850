import { Readable } from "node:stream";
import type { S3Config } from "../config";
import { assertSafeKey, type BlobStore, type DirectLinks } from "./blob-store";

/**
 * The blob store in an S3-compatible object store (AWS S3, MinIO, Cloudflare
 * R2), chosen by FILES_S3_BUCKET. A put streams: lib-storage's Upload sends
 * parts of 8 MB (a multipart upload past one part), so a file is never held
 * whole in memory, and a failed stream aborts the upload (nothing is left).
 * Private files are handed out as the store's presigned URLs (directLinks).
 * The AWS SDK is loaded only when this store is configured.
 */
export async function createS3BlobStore(config: S3Config): Promise<BlobStore> {
  const s3 = await import("@aws-sdk/client-s3");
  const { Upload } = await import("@aws-sdk/lib-storage");
  const { getSignedUrl } = await import("@aws-sdk/s3-request-presigner");
  const client = new s3.S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
  });
  const Bucket = config.bucket;

  const listed = async (prefix: string): Promise<{ key: string; size: number }[]> => {
    const items: { key: string; size: number }[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new s3.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const item of page.Contents ?? []) if (item.Key) items.push({ key: item.Key, size: item.Size ?? 0 });
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return items;
  };
  const list = async (prefix: string): Promise<string[]> => (await listed(prefix)).map((item) => item.key).sort();

  const directLinks: DirectLinks = {
    origin: "",
    async url(key, { seconds, contentType, contentDisposition }) {
      assertSafeKey(key);
      const command = new s3.GetObjectCommand({ Bucket, Key: key, ResponseContentType: contentType, ResponseContentDisposition: contentDisposition });
      return getSignedUrl(client, command, { expiresIn: seconds });
    },
  };
  // The store's origin, as its links will name it (virtual-hosted AWS buckets have one of their own).
  directLinks.origin = new URL(await directLinks.url("origin-probe", { seconds: 60, contentType: "text/plain", contentDisposition: "inline" })).origin;

  return {
    directLinks,
    async put(key, data) {
      assertSafeKey(key);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: Buffer.isBuffer(data) ? data : Readable.from(data) },
        partSize: 8 * 1024 * 1024,
        queueSize: 1,
      });
      let streamError: unknown;
      if (!Buffer.isBuffer(data)) {
        // A refused or broken stream aborts the multipart upload: no half object is left.
        data.once("error", (error) => {
          streamError = error;
          void upload.abort().catch(() => undefined);
        });
      }
      try {
        await upload.done();
      } catch (error) {
        // The stream's own error (a refusal, say) says more than "Upload aborted".
        throw streamError ?? error;
      }
      const head = await client.send(new s3.HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return undefined;
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey" || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
          return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      const keys = await list(prefix);
      for (let i = 0; i < keys.length; i += 1000) {
        await client.send(new s3.DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })) } }));
      }
    },
    list,
    async bytesUnder(prefix) {
      return (await listed(prefix)).reduce((sum, item) => sum + item.size, 0);
    },
  };
}
