import type { Operation } from "../http/route-spec";
import type { BlobStore } from "./blob-store";

/**
 * Convention for every stored file: `{area}/{userId}/…`. "avatars" is served
 * publicly (/files/avatars/…); "certifications" (card photos) holds documents behind signed links,
 * as does "contracts" (a contract's attachments, contracts/{userId}/{contractId}/…).
 * The file areas are the ones the upload routes declare (`upload.fileArea`), collected by
 * the composition root into `services.fileAreas` (see fileAreasOf), so an account's
 * export and deletion find every file without a list to keep.
 */
export const userPrefix = (area: string, userId: string) => `${area}/${userId}/`;

/** The file areas the upload routes declare, each once, by name (avatars, certifications, contracts). */
export const fileAreasOf = (operations: readonly Operation[]): string[] =>
  [...new Set(operations.flatMap(({ spec: { upload } }) => (upload?.fileArea ? [upload.fileArea] : [])))].sort();

/** What an area's upload routes take, together: what an imported file of that area must be. */
export interface FileAreaRules {
  /** The names the server gives its files inside the user's folder. */
  storedNames: RegExp[];
  /** Media types taken, by their bytes. */
  accept: string[];
  maxBytes: number;
}

/** Each file area's rules, from the upload routes that declare it. */
export function fileRulesOf(operations: readonly Operation[]): Record<string, FileAreaRules> {
  const rules: Record<string, FileAreaRules> = {};
  for (const { upload } of operations.map((op) => op.spec)) {
    if (!upload?.fileArea || !upload.storedName) continue;
    const { storedName } = upload;
    const area = (rules[upload.fileArea] ??= { storedNames: [], accept: [], maxBytes: 0 });
    if (!area.storedNames.some((name) => name.source === storedName.source)) area.storedNames.push(storedName);
    area.accept = [...new Set([...area.accept, ...upload.accept])];
    area.maxBytes = Math.max(area.maxBytes, upload.maxBytes);
  }
  return rules;
}

/** Every stored file of this user, in each of these areas. */
export async function listUserFiles(files: BlobStore, areas: readonly string[], userId: string): Promise<string[]> {
  const lists = await Promise.all(areas.map((area) => files.list(userPrefix(area, userId))));
  return lists.flat();
}

export async function deleteUserFiles(files: BlobStore, areas: readonly string[], userId: string): Promise<void> {
  await Promise.all(areas.map((area) => files.deletePrefix(userPrefix(area, userId))));
}

const PUBLIC_PREFIX = "/files/";

/** The public path of a file in the avatars area. */
export const publicFilePath = (key: string) => `${PUBLIC_PREFIX}${key}`;

/** The storage key behind a public path; undefined when it is none. */
export const keyOfPublicPath = (publicPath: string) => (publicPath.startsWith(PUBLIC_PREFIX) ? publicPath.slice(PUBLIC_PREFIX.length) : undefined);
