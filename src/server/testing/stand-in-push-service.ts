import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll } from "vitest";
import { createPushSender } from "../push/push-sender";
import { VAPID_FILE } from "../push/vapid";
import type { TestApp } from "./test-app";

/**
 * A push service for tests (decision 046): an HTTPS endpoint on localhost, with a
 * certificate made for the run, that keeps what it is sent and answers 201, or the
 * status a test gives a path (410 for a subscription it no longer knows).
 */
export interface StandInPushService {
  url: string;
  /** Trusts the service's certificate: the push sender's agent. */
  agent: https.Agent;
  received: { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[];
  answer: Map<string, number>;
  close(): Promise<void>;
}

export async function startStandInPushService(): Promise<StandInPushService> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nv-push-"));
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", key, "-out", cert, "-days", "1"].concat([
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
    ]),
    { stdio: "ignore" },
  );
  const received: StandInPushService["received"] = [];
  const answer = new Map<string, number>();
  const server = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer.get(req.url ?? "") ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const agent = new https.Agent({ ca: fs.readFileSync(cert) });
  fs.rmSync(dir, { recursive: true, force: true });
  return {
    url: `https://localhost:${(server.address() as AddressInfo).port}`,
    agent,
    received,
    answer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, as PushManager.subscribe() makes them. */
export function browserKeys() {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString("base64url"), authSecret: auth.toString("base64url") };
}

/**
 * The browser's decryption of a push message (RFC 8291, "aes128gcm", RFC 8188): written
 * here from the RFCs, independent of the sender's library, so the test reads what a phone reads.
 */
export function decryptPush(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdhSecret = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(crypto.hkdfSync("sha256", ecdhSecret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("Not the last record's delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/**
 * A stand-in push service for a test file, and the app's push sender pointed at it
 * (trusting its certificate, with the pair the app made in its data dir); what it
 * received is cleared after each test.
 */
export function useStandInPush(t: TestApp): { readonly service: StandInPushService; pushesTo(name: string): StandInPushService["received"] } {
  let service: StandInPushService | undefined;
  beforeAll(async () => {
    service = await startStandInPushService();
    const keys = JSON.parse(fs.readFileSync(path.join(t.services.config.dataDir, VAPID_FILE), "utf8")) as { publicKey: string; privateKey: string };
    t.services.push = createPushSender(t.services.db, keys, "mailto:ops@example.org", t.services.logger, service.agent);
  });
  afterEach(() => {
    if (service) service.received.length = 0;
  });
  afterAll(() => service?.close());
  return {
    get service() {
      return service!;
    },
    pushesTo: (name) => service!.received.filter((r) => r.path === `/${name}`),
  };
}
