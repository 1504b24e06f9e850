import type { BlobStore } from "./blob-store";

/**
 * Convention for every stored file: `{area}/{userId}/…`. "avatars" is served
 * publicly (/files/avatars/…); "certifications" (card photos) holds documents behind signed links,
 * as does "contracts" (a contract's attachments, contracts/{userId}/{contractId}/…).
 * A feature that stores files uses one of these areas (or adds one here), so
 * an account's export and deletion find all of its files.
 */
export const FILE_AREAS = ["avatars", "certifications", "contracts"] as const;

export type FileArea = (typeof FILE_AREAS)[number];

export const userPrefix = (area: FileArea, userId: string) => `${area}/${userId}/`;

/** Every stored file of this user. */
export async function listUserFiles(files: BlobStore, userId: string): Promise<string[]> {
  const lists = await Promise.all(FILE_AREAS.map((area) => files.list(userPrefix(area, userId))));
  return lists.flat();
}

export async function deleteUserFiles(files: BlobStore, userId: string): Promise<void> {
  await Promise.all(FILE_AREAS.map((area) => files.deletePrefix(userPrefix(area, userId))));
}

const PUBLIC_PREFIX = "/files/";

/** The public path of a file in the avatars area. */
export const publicFilePath = (key: string) => `${PUBLIC_PREFIX}${key}`;

/** The storage key behind a public path; undefined when it is none. */
export const keyOfPublicPath = (publicPath: string) => (publicPath.startsWith(PUBLIC_PREFIX) ? publicPath.slice(PUBLIC_PREFIX.length) : undefined);
