import crypto from "node:crypto";
import { PassThrough, type Readable } from "node:stream";
import { eq } from "drizzle-orm";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { z } from "zod";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { ownedBy } from "../../db/user-scope";
import { userTables } from "../../db/user-tables";
import { assertSafeKey, type BlobStore } from "../../files/blob-store";
import { keyOfPublicPath, type FileAreaRules } from "../../files/user-files";
import { ApiError, badRequest, conflict, payloadTooLarge, unsupportedMediaType } from "../../http/errors";
import { ARCHIVE_FILES_DIR } from "./account-data";
import { importTables, SEEDED, type ImportTable } from "./archive-rows";
import { ARCHIVE_DATA, ARCHIVE_README } from "./export-archive";

/** More entries than any nurse's files (a photo per card side, a few documents per contract). */
const MAX_ENTRIES = 20_000;
/** data.json of a ten-year nurse is a few MB. */
const MAX_DATA_BYTES = 64 * 1024 * 1024;
const MAX_ROWS_PER_TABLE = 200_000;
/** Bytes file-type reads to tell a file's type. */
const SNIFF_BYTES = 4100;

export const importMessages = {
  notZip: "That file is not a ZIP. Choose the ZIP that Export my data made, as it was downloaded.",
  notExport: "That ZIP is not a NurseVitals export: it has no data.json. Choose the ZIP that Export my data made.",
  notEmpty: (what: string) =>
    `Your account already has records (${what}). An export comes back only into an empty account, so nothing is mixed or doubled: sign up for a new account (or delete this one) and import there.`,
  tooLarge: (limit: number) => `That ZIP is too large: an export can be at most ${Math.round(limit / 1024 / 1024)} MB.`,
} as const;

/** What came back, by table (for the nurse's message and the tests). */
export interface ImportSummary {
  rows: Record<string, number>;
  files: number;
}

interface Deps {
  db: Database;
  files: BlobStore;
  fileRules: Record<string, FileAreaRules>;
  maxBytes: number;
}

const exportDocument = z.object({
  format: z.literal("nursevitals-export", "data.json is not a NurseVitals export"),
  version: z.literal(2, "data.json comes from another version of NurseVitals' export, which this server cannot read"),
  exportedAt: z.string(),
  user: z.looseObject({ id: z.string().min(1).max(255), name: z.string().max(500).optional(), image: z.string().max(2000).nullish() }),
  tables: z.record(z.string(), z.array(z.unknown()).max(MAX_ROWS_PER_TABLE)),
  files: z.array(z.strictObject({ key: z.string().max(1000), path: z.string().max(1000) })).max(MAX_ENTRIES),
});

const issueText = (error: z.ZodError, prefix: string) => {
  const issue = error.issues[0]!;
  const where = [prefix, ...issue.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`))].join("").replace(/^\./, "");
  return `${where}: ${issue.message}`;
};

/** Refuses an account that has records of her own (beyond what a new account starts with); the tables that do, in words. */
async function recordsIn(db: Database, userId: string): Promise<string[]> {
  const found: ImportTable[] = [];
  for (const table of importTables.filter((t) => !t.single)) {
    const seeded = SEEDED[table.name];
    const rows = (await db
      .select()
      .from(table.table)
      .where(ownedBy(table, userId))
      .limit(seeded ? 50 : 1)) as Record<string, unknown>[];
    if (rows.length && !seeded?.(rows)) found.push(table);
  }
  // Named as she knows them: certifications, not also their reminders.
  const names = new Set(found.map((t) => t.name));
  return found.filter((t) => !t.references.some((r) => r.table !== t.name && names.has(r.table))).map((t) => t.name.replaceAll("_", " "));
}

/** Why an import would be refused before any ZIP is sent (the account screen offers Import only without one). */
export async function importRefusal(db: Database, userId: string): Promise<string | undefined> {
  const found = await recordsIn(db, userId);
  return found.length ? importMessages.notEmpty(found.slice(0, 4).join(", ") + (found.length > 4 ? "…" : "")) : undefined;
}

export async function assertEmptyAccount(db: Database, userId: string): Promise<void> {
  const refusal = await importRefusal(db, userId);
  if (refusal) throw conflict(refusal);
}

/** Reads one entry whole, refusing it past `limit` bytes. */
async function readEntry(zip: ZipFile, entry: Entry, limit: number): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.destroy();
      throw payloadTooLarge(`${entry.fileName} is too large.`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** An entry as a stream for the store, after its first bytes showed it is one of `accept`. */
async function checkedEntry(zip: ZipFile, entry: Entry, accept: readonly string[], maxBytes: number): Promise<Readable> {
  const stream = await zip.openReadStreamPromise(entry);
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let size = 0;
  let ended = false;
  while (size < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    size += next.value.length;
  }
  const first = Buffer.concat(head);
  const { fileTypeFromBuffer } = await import("file-type");
  const type = first.length ? await fileTypeFromBuffer(first) : undefined;
  if (!type || !accept.includes(type.mime)) {
    stream.destroy();
    throw unsupportedMediaType(`${entry.fileName} is not a file of a kind NurseVitals keeps there (${accept.join(", ")}).`);
  }
  const out = new PassThrough();
  void (async () => {
    out.write(first);
    if (!ended) {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        size += next.value.length;
        if (size > maxBytes) throw payloadTooLarge(`${entry.fileName} is larger than NurseVitals takes.`);
        if (!out.write(next.value)) await new Promise((resolve) => out.once("drain", resolve));
      }
    }
    out.end();
  })().catch((error: unknown) => {
    stream.destroy();
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

/**
 * Brings an export (the ZIP of Export my data, spooled to `zipPath`) into an
 * empty account. Everything is checked before anything is written: the ZIP's
 * entries (names, sizes, count), data.json against the export's schema, each
 * row against its table's, links between rows and to files. Then the files are
 * stored under new names and the rows written in one transaction, with new ids
 * and every link remapped; a failure removes the files stored so far, so
 * nothing is left half imported.
 */
export async function importArchive(deps: Deps, user: { id: string }, zipPath: string): Promise<ImportSummary> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true });
  } catch {
    throw badRequest(importMessages.notZip);
  }
  try {
    return await importFrom(zip, deps, user);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // yauzl's own words for a broken or hostile ZIP: a name with "..", an absolute path, sizes that lie.
    if (error instanceof Error && !("code" in error)) throw badRequest(`That ZIP cannot be read safely: ${error.message}.`);
    throw error;
  } finally {
    zip.close();
  }
}

async function importFrom(zip: ZipFile, deps: Deps, user: { id: string }): Promise<ImportSummary> {
  const { db, files, fileRules, maxBytes } = deps;
  if (zip.entryCount > MAX_ENTRIES) throw badRequest(`That ZIP holds ${zip.entryCount} entries, more than any export.`);
  await assertEmptyAccount(db, user.id);

  // The entries: names and sizes from the ZIP's own directory (a size that lies is caught while reading).
  const entries = new Map<string, Entry>();
  let total = 0;
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName.endsWith("/")) continue;
    if (entries.has(entry.fileName)) throw badRequest(`That ZIP holds ${entry.fileName} twice.`);
    if (entry.isEncrypted()) throw badRequest(`${entry.fileName} is encrypted: an export never is.`);
    if (entry.fileName === ARCHIVE_DATA && entry.uncompressedSize > MAX_DATA_BYTES) throw payloadTooLarge("data.json is larger than any account's records.");
    total += entry.uncompressedSize;
    if (total > maxBytes) throw payloadTooLarge(importMessages.tooLarge(maxBytes));
    entries.set(entry.fileName, entry);
  }
  const dataEntry = entries.get(ARCHIVE_DATA);
  if (!dataEntry) throw badRequest(importMessages.notExport);
  const dataText = (await readEntry(zip, dataEntry, MAX_DATA_BYTES)).toString("utf8");
  let json: unknown;
  try {
    json = JSON.parse(dataText);
  } catch {
    throw badRequest("data.json is not valid JSON: it was changed or cut short.");
  }
  const parsed = exportDocument.safeParse(json);
  if (!parsed.success) throw badRequest(issueText(parsed.error, "data.json"));
  const doc = parsed.data;
  const oldUserId = doc.user.id;

  // Her rows, each checked against its table.
  const known = new Set(userTables.map((t) => t.name));
  for (const name of Object.keys(doc.tables)) {
    if (!known.has(name)) throw badRequest(`data.json holds "${name}" records, which this server does not know: it may come from a newer NurseVitals.`);
  }
  const rows = new Map<ImportTable, Record<string, unknown>[]>();
  for (const table of importTables) {
    const list = doc.tables[table.name] ?? [];
    if (table.single && list.length > 1) throw badRequest(`data.json: ${table.name} holds ${list.length} rows; an account has one.`);
    const checked = list.map((raw, i) => {
      const row = table.row.safeParse(raw);
      if (!row.success) throw badRequest(issueText(row.error, `data.json: ${table.name}[${i}]`));
      if (row.data.userId !== oldUserId) throw badRequest(`data.json: ${table.name}[${i}] belongs to another account than the export's.`);
      return row.data;
    });
    const order = table.orderKey;
    if (order) checked.sort((x, y) => Number(x[order] ?? 0) - Number(y[order] ?? 0));
    for (const row of checked) for (const key of table.generated) delete row[key];
    rows.set(table, checked);
  }

  // New ids for every row, and the links between rows through them.
  const ids = new Map<string, string>([[oldUserId, user.id]]);
  for (const [table, list] of rows) {
    if (!table.idKey) continue;
    for (const row of list) {
      const id = row[table.idKey] as string;
      if (ids.has(id)) throw badRequest(`data.json: the id ${id} is used twice.`);
      ids.set(id, crypto.randomUUID());
    }
  }
  for (const [table, list] of rows) {
    list.forEach((row, i) => {
      for (const { key } of table.references) {
        const value = row[key];
        if (value != null && !ids.has(value as string)) throw badRequest(`data.json: ${table.name}[${i}].${key} points at a record that is not in the export.`);
      }
    });
  }
  const remapText = (text: string) =>
    text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, (id) => ids.get(id.toLowerCase()) ?? id).replaceAll(oldUserId, user.id);
  const remap = (value: unknown): unknown => {
    if (typeof value === "string") return remapText(value);
    if (Array.isArray(value)) return value.map(remap);
    if (value && typeof value === "object" && !(value instanceof Date)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, remap(v)]));
    return value;
  };

  // Her files: each listed once, at its own place, under a name the server gives files of its area.
  const fileKeys = new Map<string, { entry: Entry; rules: FileAreaRules; newKey: string }>();
  for (const { key, path } of doc.files) {
    const [area, owner, ...rest] = key.split("/");
    const rules = area ? fileRules[area] : undefined;
    const name = rest.join("/");
    if (!rules || owner !== oldUserId || !rules.storedNames.some((pattern) => pattern.test(name)) || path !== `${ARCHIVE_FILES_DIR}${key}`) {
      throw badRequest(`data.json lists a file NurseVitals would not have stored: ${key.slice(0, 200)}.`);
    }
    const entry = entries.get(path);
    if (!entry) throw badRequest(`The ZIP lacks ${path.slice(0, 200)}, which data.json lists.`);
    if (entry.uncompressedSize > rules.maxBytes) throw payloadTooLarge(`${path.slice(0, 200)} is larger than NurseVitals takes.`);
    const newKey = remapText(key);
    assertSafeKey(newKey);
    fileKeys.set(path, { entry, rules, newKey });
  }
  for (const name of entries.keys()) {
    if (name !== ARCHIVE_DATA && name !== ARCHIVE_README && !fileKeys.has(name)) {
      throw badRequest(`That ZIP holds ${name.slice(0, 200)}, which is not part of an export.`);
    }
  }
  const newKeys = new Set([...fileKeys.values()].map((f) => f.newKey));

  // The rows as they will be written; a link to a stored file must be to one of hers from this ZIP.
  const prepared = new Map<ImportTable, Record<string, unknown>[]>();
  for (const [table, list] of rows) {
    prepared.set(
      table,
      list.map((row, i) => {
        const next = remap(row) as Record<string, unknown>;
        for (const [key, value] of Object.entries(next)) {
          if (typeof value !== "string") continue;
          const fileKey = keyOfPublicPath(value) ?? (Object.keys(fileRules).some((area) => value.startsWith(`${area}/`)) ? value : undefined);
          if (fileKey !== undefined && !newKeys.has(fileKey))
            throw badRequest(`data.json: ${table.name}[${i}].${key} points at a file that is not in the ZIP.`);
        }
        return next;
      }),
    );
  }
  const image = doc.user.image ? remapText(doc.user.image) : null;
  if (image && !newKeys.has(keyOfPublicPath(image) ?? "")) throw badRequest("data.json: the profile photo is not in the ZIP.");

  const [before] = await db.select({ image: users.image }).from(users).where(eq(users.id, user.id));
  const stored: string[] = [];
  try {
    for (const { entry, rules, newKey } of fileKeys.values()) {
      await files.put(newKey, await checkedEntry(zip, entry, rules.accept, rules.maxBytes));
      stored.push(newKey);
    }
    await db.transaction(async (tx) => {
      // One import at a time per account: a second waits here, then finds the records.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
      await assertEmptyAccount(tx as unknown as Database, user.id);
      for (const table of importTables.filter((t) => t.single || t.name in SEEDED)) await tx.delete(table.table).where(ownedBy(table, user.id));
      for (const [table, list] of prepared) {
        for (let at = 0; at < list.length; at += 500) await tx.insert(table.table).values(list.slice(at, at + 500));
      }
      await tx
        .update(users)
        .set({ ...(doc.user.name ? { name: doc.user.name } : {}), image, updatedAt: new Date() })
        .where(eq(users.id, user.id));
    });
  } catch (error) {
    await Promise.allSettled(stored.map((key) => files.delete(key)));
    if (error instanceof ApiError) throw error;
    const cause = (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message;
    if (/violates|invalid input|out of range|too long/i.test(cause)) throw badRequest(`data.json's records do not hang together: ${cause}.`);
    throw error;
  }
  // The photo the new account had (a Google picture) gives way to hers.
  const replaced = before?.image && before.image !== image ? keyOfPublicPath(before.image) : undefined;
  if (replaced) await files.delete(replaced);
  return {
    rows: Object.fromEntries([...prepared].map(([table, list]) => [table.name, list.length])),
    files: stored.length,
  };
}
