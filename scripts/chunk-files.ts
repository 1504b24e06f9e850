import type { Manifest } from "vite";

/** The chunk of a manifest entry and every chunk it imports statically (what loading it fetches). */
export function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))];
}
