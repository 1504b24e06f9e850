import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildInputsFingerprint } from "../../scripts/build-inputs";
import { projectPath } from "../server/paths";

/** What a newcomer meets on `npm ci && npm start`: no warning to wonder about, no rebuild when nothing changed. */
describe("first run", () => {
  it("npm start rebuilds only when a source changed: a test file or an unrelated folder does not count", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "nv-build-inputs-"));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write("src/web/app.tsx", "export const a = 1;");
    write("scripts/build.ts", "// build");
    write("package-lock.json", "{}");
    const first = buildInputsFingerprint(root);
    expect(buildInputsFingerprint(root)).toBe(first);
    write("src/web/app.test.tsx", "test");
    write("data/pg/PG_VERSION", "18");
    expect(buildInputsFingerprint(root), "tests and data are not built").toBe(first);
    write("src/web/app.tsx", "export const a = 2;");
    const second = buildInputsFingerprint(root);
    expect(second).not.toBe(first);
    write("package-lock.json", '{"lockfileVersion":3}');
    expect(buildInputsFingerprint(root), "a dependency changed").not.toBe(second);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("every installed package with an install script is approved or denied in allowScripts, so npm ci warns about none", () => {
    const pkg = JSON.parse(fs.readFileSync(projectPath("package.json"), "utf8")) as { allowScripts: Record<string, boolean> };
    const lock = JSON.parse(fs.readFileSync(projectPath("package-lock.json"), "utf8")) as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const withScripts = Object.entries(lock.packages)
      .filter(([where, entry]) => where && entry.hasInstallScript)
      .map(([where]) => where.slice(where.lastIndexOf("node_modules/") + "node_modules/".length));
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => !(name in pkg.allowScripts))).toEqual([]);
  });
});
