import type { Server } from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minimalPdf, uploadForm } from "../testing/images";
import { createTestApp, json, type TestApp, type TestUser, errorOf } from "../testing/test-app";
import { DEFAULT_TIME_LIMITS, startHttpServer } from "./node-server";

const BOUNDARY = "----nv";
const encoder = new TextEncoder();
const pdf = minimalPdf();

/** The start of a contract document's form (label, then the file's part headers and first bytes) and its end. */
function attachmentParts(fileBytes: Uint8Array) {
  const head = encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="label"\r\n\r\nSigned contract\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="contract.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  return { head: Buffer.concat([head, fileBytes]), tail: encoder.encode(`\r\n--${BOUNDARY}--\r\n`) };
}

/** A PDF padded to `size` bytes (a comment after %%EOF keeps it a PDF by its first bytes). */
const pdfOfSize = (size: number) => Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]);

async function newContract(t: TestApp, user: TestUser) {
  const res = await t.request("/api/contracts", { cookie: user.cookie, body: { contractName: "ICU", startDate: "2026-01-05", endDate: "2026-04-04" } });
  return (await json<{ id: string }>(res)).id;
}

const storedFiles = async (t: TestApp, user: TestUser) => t.services.files.list(`contracts/${user.id}/`);

/**
 * A raw connection to the server: what a slow phone, or a client that means
 * harm, sends. `closed` resolves with when the server ended it and what it answered.
 */
function connect(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  let answer = "";
  socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
  socket.on("error", () => undefined);
  const closed = new Promise<{ at: number; answer: string }>((resolve) => socket.on("close", () => resolve({ at: Date.now(), answer })));
  const send = (data: string | Uint8Array) => new Promise<void>((resolve) => socket.write(data, () => resolve()));
  /** Resolves once a whole answer (headers and a JSON body) has come. */
  const answered = () =>
    new Promise<string>((resolve) => {
      const check = () => (/\r\n\r\n\{.*\}$/s.test(answer) ? resolve(answer) : setTimeout(check, 20));
      check();
    });
  return { socket, closed, send, answered };
}

function uploadHeaders(t: TestApp, user: TestUser, contractId: string, length: number) {
  return (
    `POST /api/contracts/${contractId}/attachments HTTP/1.1\r\nHost: localhost\r\nOrigin: ${t.config.baseUrl}\r\nCookie: ${user.cookie}\r\n` +
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\n\r\n`
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Real sockets and Node's own timers: the limits are made small (1 s) rather than faked.
describe("a request that stops coming is cut off", () => {
  let t: TestApp;
  let server: Server;
  let port: number;
  const IDLE_MS = 1_000;
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_IDLE_SECONDS: String(IDLE_MS / 1000), UPLOADS_PER_NURSE: "1" });
    const limits = { ...DEFAULT_TIME_LIMITS, headersMs: 1_000, bodyIdleMs: t.config.requestLimits.bodyIdleMs };
    server = startHttpServer(t.app.fetch, { port: 0, hostname: "127.0.0.1", limits });
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it("headers and 1 KB of a declared 2 MB upload, then silence: ended within the limit, nothing kept, her upload's place given back", async () => {
    const nurse = await t.signUp();
    const contractId = await newContract(t, nurse);
    const { head } = attachmentParts(pdfOfSize(1024));
    const client = connect(port);
    await client.send(uploadHeaders(t, nurse, contractId, 2 * 1024 * 1024));
    await client.send(head);
    const silentFrom = Date.now();
    const { at } = await client.closed;
    expect(at - silentFrom).toBeGreaterThanOrEqual(IDLE_MS - 50);
    expect(at - silentFrom).toBeLessThan(IDLE_MS + 2_000);
    expect(await storedFiles(t, nurse)).toEqual([]);
    // Her one place for uploads (UPLOADS_PER_NURSE=1 here) is hers again.
    const next = await fetch(`http://127.0.0.1:${port}/api/contracts/${contractId}/attachments`, {
      method: "POST",
      headers: { origin: t.config.baseUrl, cookie: nurse.cookie },
      body: uploadForm("file", pdf, "contract.pdf", "application/pdf", { label: "Signed contract" }),
    });
    expect(next.status).toBe(201);
  });

  it("a slow upload that keeps moving is taken, however long it takes", async () => {
    const nurse = await t.signUp();
    const contractId = await newContract(t, nurse);
    const piece = 16 * 1024;
    const pieces = 12;
    const { head, tail } = attachmentParts(pdfOfSize(pdf.length + piece * pieces));
    const [start, rest] = [head.subarray(0, head.length - piece * pieces), head.subarray(head.length - piece * pieces)];
    const client = connect(port);
    await client.send(uploadHeaders(t, nurse, contractId, head.length + tail.length));
    await client.send(start);
    // 16 KB every quarter of the idle limit: three seconds in all, three times the limit.
    for (let i = 0; i < pieces; i++) {
      await wait(IDLE_MS / 4);
      await client.send(rest.subarray(i * piece, (i + 1) * piece));
    }
    await client.send(tail);
    expect(await client.answered()).toMatch(/^HTTP\/1\.1 201/);
    client.socket.destroy();
    expect(await storedFiles(t, nurse)).toHaveLength(1);
  });

  it("a JSON body that stops coming is ended too", async () => {
    const nurse = await t.signUp();
    const client = connect(port);
    await client.send(
      `POST /api/notes HTTP/1.1\r\nHost: localhost\r\nOrigin: ${t.config.baseUrl}\r\nCookie: ${nurse.cookie}\r\nContent-Type: application/json\r\nContent-Length: 50000\r\n\r\n{"title":"`,
    );
    const silentFrom = Date.now();
    const { at } = await client.closed;
    expect(at - silentFrom).toBeLessThan(IDLE_MS + 2_000);
  });

  it("headers that never end are answered 408 and ended", async () => {
    const client = connect(port);
    await client.send("GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
    const silentFrom = Date.now();
    const { at, answer } = await client.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(at - silentFrom).toBeLessThan(1_000 + 2_000);
  });
});

describe("uploads under way, per nurse and per address", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ UPLOADS_PER_NURSE: "3", UPLOADS_PER_IP: "5" });
  });
  afterAll(async () => {
    await t.close();
  });

  /** An upload whose body comes when `finish` is called: the connection of a slow phone, held open. */
  function heldUpload(user: TestUser, contractId: string, ip: string) {
    const { head, tail } = attachmentParts(pdf);
    let finish = () => undefined as void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
        finish = () => {
          controller.enqueue(tail);
          controller.close();
        };
      },
    });
    const answer = Promise.resolve(
      t.app.request(`/api/contracts/${contractId}/attachments`, {
        method: "POST",
        body,
        duplex: "half",
        headers: { origin: t.config.baseUrl, cookie: user.cookie, "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "x-forwarded-for": ip },
      } as RequestInit),
    );
    return { answer, finish: () => finish() };
  }

  const upload = (user: TestUser, contractId: string, ip: string) =>
    t.request(`/api/contracts/${contractId}/attachments`, {
      cookie: user.cookie,
      headers: { "x-forwarded-for": ip },
      body: uploadForm("file", pdf, "contract.pdf", "application/pdf", { label: "Signed contract" }),
    });

  /** Lets the held uploads reach the point where they wait for their bodies. */
  const settle = () => wait(300);

  it("her fourth upload at once is refused with 429 and a plain message; another nurse's goes through; hers go through once hers end", async () => {
    const [maya, ben] = [await t.signUp(), await t.signUp()];
    const [mayaContract, benContract] = [await newContract(t, maya), await newContract(t, ben)];
    const held = [1, 2, 3].map(() => heldUpload(maya, mayaContract, "10.1.1.1"));
    await settle();

    const fourth = await upload(maya, mayaContract, "10.1.1.1");
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await errorOf(fourth)).message).toBe("You already have 3 uploads under way. Please wait for one to finish, then try again.");
    // From her phone on another network too: the limit is hers.
    expect((await upload(maya, mayaContract, "10.9.9.9")).status).toBe(429);

    expect((await upload(ben, benContract, "10.2.2.2")).status).toBe(201);

    for (const h of held) h.finish();
    expect((await Promise.all(held.map((h) => h.answer))).map((r) => r.status)).toEqual([201, 201, 201]);
    expect((await upload(maya, mayaContract, "10.1.1.1")).status).toBe(201);
  });

  it("one address's sixth upload at once is refused; another address is not", async () => {
    const nurses = [await t.signUp(), await t.signUp(), await t.signUp()];
    const contracts = await Promise.all(nurses.map((n) => newContract(t, n)));
    const [a, b, c] = nurses as [TestUser, TestUser, TestUser];
    const held = [...[1, 2, 3].map(() => heldUpload(a, contracts[0]!, "10.3.3.3")), ...[1, 2].map(() => heldUpload(b, contracts[1]!, "10.3.3.3"))];
    await settle();

    const sixth = await upload(c, contracts[2]!, "10.3.3.3");
    expect(sixth.status).toBe(429);
    expect((await errorOf(sixth)).message).toBe("Too many uploads are under way from your network. Please wait a moment, then try again.");
    expect((await upload(c, contracts[2]!, "10.4.4.4")).status).toBe(201);

    for (const h of held) h.finish();
    expect((await Promise.all(held.map((h) => h.answer))).map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
  });
});
