import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project root: this file sits two folders below it both as source
 * (src/server/paths.ts) and once bundled (dist/server/main.js).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function projectPath(...parts: string[]): string {
  return path.join(root, ...parts);
}
