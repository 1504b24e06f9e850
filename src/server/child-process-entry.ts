import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { projectPath } from "./paths";

/**
 * The entry of a process the server forks: the TypeScript source when run from
 * source (tests, tsx; through tsx's loader), else the built
 * `dist/server/<name>.js` (scripts/build.ts), which sits in this chunk's folder
 * or the one above it.
 */
export function childProcessEntry(name: string, source: string): { file: string; execArgv: string[] } {
  if (import.meta.url.endsWith(".ts")) return { file: projectPath(source), execArgv: ["--import", "tsx"] };
  const here = path.dirname(fileURLToPath(import.meta.url));
  const file = [here, path.dirname(here)].map((dir) => path.join(dir, `${name}.js`)).find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`${name}.js is missing from the build`);
  return { file, execArgv: [] };
}
