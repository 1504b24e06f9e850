import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** A real S3 API on localhost (s3rver), with one bucket, for the object-store tests; the env that points the app at it. */
export async function startS3(bucket = "nursevitals-test") {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "nv-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: { FILES_S3_BUCKET: bucket, FILES_S3_ENDPOINT: endpoint, FILES_S3_ACCESS_KEY_ID: "S3RVER", FILES_S3_SECRET_ACCESS_KEY: "S3RVER" },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
