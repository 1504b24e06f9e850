import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { projectPath } from "../server/paths";

/** The variables `src/server/config.ts` parses: the keys of its `envSchema` object. */
function variablesConfigReads(): string[] {
  const source = fs.readFileSync(projectPath("src/server/config.ts"), "utf8");
  const schema = /const envSchema = z\.object\(\{\n([\s\S]*?)\n\}\);/.exec(source)?.[1];
  if (!schema) throw new Error("envSchema not found in src/server/config.ts");
  return [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!).sort();
}

/** The variables the README's Configuration table names: every `NAME` in its first column. */
function variablesReadmeLists(): string[] {
  const readme = fs.readFileSync(projectPath("README.md"), "utf8");
  const section = /^## Configuration\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1];
  if (!section) throw new Error("no Configuration section in README.md");
  const rows = section.split("\n").filter((line) => line.startsWith("| `"));
  return rows.flatMap((row) => [...row.split("|")[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!)).sort();
}

describe("README", () => {
  it("its configuration table lists every variable config.ts reads, and nothing else", () => {
    const read = variablesConfigReads();
    expect(read.length).toBeGreaterThan(10);
    expect(variablesReadmeLists()).toEqual(read);
  });
});
