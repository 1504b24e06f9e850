import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project root: the nearest folder above this file with a package.json —
 * whether it runs as source (src/server/paths.ts) or bundled into any chunk
 * of dist/server/.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (dir === path.dirname(dir)) throw new Error(`No package.json above ${from}`);
  }
}

const root = findRoot(path.dirname(fileURLToPath(import.meta.url)));

export function projectPath(...parts: string[]): string {
  return path.join(root, ...parts);
}
