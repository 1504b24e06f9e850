import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The boundaries DESIGN and issue 13 promise are lint rules: this proves each
 * one fires, by linting small files written where a newcomer would put them.
 */
const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });
const written: string[] = [];

function write(relativePath: string, code: string): string {
  const file = path.join(root, relativePath);
  fs.writeFileSync(file, code);
  written.push(file);
  return file;
}

async function ruleIdsFor(relativePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintFiles([write(relativePath, code)]);
  return result!.messages.map((m) => m.ruleId);
}

afterAll(() => {
  for (const file of written) fs.rmSync(file, { force: true });
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
