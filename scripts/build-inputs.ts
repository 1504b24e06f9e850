import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** What the build is made from: every source file but the tests, the build's own scripts and the dependencies' lock. */
const INPUT_DIRS = ["src", "scripts"];
const INPUT_FILES = ["package.json", "package-lock.json", "vite.config.ts", "tsconfig.json"];
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** A hash of the build's inputs (names and contents): `npm start` rebuilds only when it changes. */
export function buildInputsFingerprint(root: string): string {
  const files = [
    ...INPUT_DIRS.flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !isTest(entry.name))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
    ),
    ...INPUT_FILES.filter((file) => fs.existsSync(path.join(root, file))),
  ].sort();
  const hash = crypto.createHash("sha256");
  for (const file of files)
    hash
      .update(file)
      .update("\0")
      .update(fs.readFileSync(path.join(root, file)))
      .update("\0");
  return hash.digest("hex");
}
