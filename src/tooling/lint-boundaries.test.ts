import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The boundaries of decision 004 are lint rules: this proves each
 * one fires, by linting small files written where a newcomer would put them.
 *
 * Typed linting only reads a file that is on disk, in a TypeScript project; the
 * probes are written to a scratch copy of the layout (src/…, a tsconfig.json,
 * node_modules linked), never into src/ where a typecheck, a lint or a build
 * running beside this test would meet them. The scratch project is linted with
 * the repository's own eslint.config.js, and holds only the probes: its
 * TypeScript program is small, so each lint takes a moment, not the repository's.
 */
const root = path.resolve(import.meta.dirname, "../..");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "nv-lint-probes-"));
fs.symlinkSync(path.join(root, "node_modules"), path.join(scratch, "node_modules"), "dir");
fs.writeFileSync(path.join(scratch, "eslint.config.js"), `export { default } from ${JSON.stringify(path.join(root, "eslint.config.js"))};\n`);
fs.writeFileSync(
  path.join(scratch, "tsconfig.json"),
  JSON.stringify({
    compilerOptions: { target: "ES2022", module: "ESNext", moduleResolution: "bundler", strict: true, noEmit: true, types: ["node"] },
    include: ["src"],
  }),
);
const eslint = new ESLint({ cwd: scratch, overrideConfig: { languageOptions: { parserOptions: { tsconfigRootDir: scratch } } } });

function write(relativePath: string, code: string): string {
  const file = path.join(scratch, relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, code);
  return file;
}

// What the probes import: another area's repository, another feature's page.
write("src/server/features/shift-library/repository.ts", "export const listShiftTypes = () => [];\n");
write("src/web/features/shift-library/shifts-page.ts", "export const ShiftsPage = () => null;\n");

async function ruleIdsFor(relativePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintFiles([write(relativePath, code)]);
  const messages = result!.messages;
  // A probe the parser could not read proves nothing about the rule.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.map((m) => m.ruleId);
}

// The boundary zones are paths from the working directory, as `npm run lint` runs from the repository's root.
beforeAll(() => process.chdir(scratch));
afterAll(() => {
  process.chdir(root);
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe("lint boundaries", { timeout: 60_000 }, () => {
  it("a web feature importing another feature fails", async () => {
    const ids = await ruleIdsFor("src/web/features/notes/lint-probe-feature.ts", 'export { ShiftsPage } from "../shift-library/shifts-page";\n');
    expect(ids).toContain("import-x/no-restricted-paths");
  });

  it("a server area importing another area's repository fails", async () => {
    const ids = await ruleIdsFor("src/server/features/notes/lint-probe-area.ts", 'export { listShiftTypes } from "../shift-library/repository";\n');
    expect(ids).toContain("import-x/no-restricted-paths");
  });

  it("an import cycle fails", async () => {
    write("src/core/lint-probe-cycle-b.ts", 'import { a } from "./lint-probe-cycle-a";\nexport const b = () => a;\n');
    const ids = await ruleIdsFor("src/core/lint-probe-cycle-a.ts", 'import { b } from "./lint-probe-cycle-b";\nexport const a = () => b;\n');
    expect(ids).toContain("import-x/no-cycle");
  });

  it("a Node module in the web app or in core fails; on the server it passes", async () => {
    const code = 'import fs from "node:fs";\nexport const exists = fs.existsSync;\n';
    expect(await ruleIdsFor("src/web/lib/lint-probe-node.ts", code)).toContain("no-restricted-imports");
    expect(await ruleIdsFor("src/web/features/notes/lint-probe-node-bare.ts", 'import path from "path";\nexport const join = path.join;\n')).toContain(
      "no-restricted-imports",
    );
    expect(await ruleIdsFor("src/core/lint-probe-node-core.ts", code)).toContain("no-restricted-imports");
    expect(await ruleIdsFor("src/server/features/notes/lint-probe-node-server.ts", code)).not.toContain("no-restricted-imports");
  });

  it("raw SQL outside a repository fails; inside one it passes", async () => {
    const code = 'import { sql } from "drizzle-orm";\nexport const probe = sql`select 1`;\n';
    expect(await ruleIdsFor("src/server/features/notes/lint-probe-sql.ts", code)).toContain("no-restricted-syntax");
    expect(await ruleIdsFor("src/server/features/notes/lint-probe-repository.ts", code)).not.toContain("no-restricted-syntax");
  });

  it("process.env outside the config fails", async () => {
    const ids = await ruleIdsFor("src/server/features/notes/lint-probe-env.ts", "export const port = process.env.PORT;\n");
    expect(ids).toContain("no-restricted-properties");
  });
});
