import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { readableAccent } from "@core/color-contrast";
import { DEFAULT_ACCENT } from "@core/preferences";
import { projectPath } from "../server/paths";

describe("app.css", () => {
  it("paints pages without a nurse's colour (public pages, the first paint) in the default accent's readable shade", () => {
    const css = fs.readFileSync(projectPath("src/web/styles/app.css"), "utf8");
    expect(css).toMatch(/--color-primary: var\(--nv-accent\);/);
    expect(/:root \{[^}]*--nv-accent: (#[0-9a-f]{6});/.exec(css)?.[1]).toBe(readableAccent(DEFAULT_ACCENT));
  });
});
