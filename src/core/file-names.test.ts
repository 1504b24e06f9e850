import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SAFE_NAME_MAX, safeFileName } from "./file-names";

describe("safe file names (spec §5)", () => {
  it.each([
    ["Contract 2026.pdf", "Contract-2026.pdf"],
    ["../../etc/passwd", "passwd"],
    ["<script>.pdf", "script.pdf"],
    ["..\\..\\evil.png", "evil.png"],
    ["résumé (final).pdf", "resume-final.pdf"],
    ["....", "file"],
    ["", "file"],
    ["a\u0000b.pdf", "a-b.pdf"],
  ])("%j → %j", (name, safe) => expect(safeFileName(name)).toBe(safe));

  it("keeps the extension of a long name", () => {
    const safe = safeFileName(`${"a".repeat(500)}.pdf`);
    expect(safe.length).toBeLessThanOrEqual(SAFE_NAME_MAX);
    expect(safe.endsWith(".pdf")).toBe(true);
  });

  it("property: only letters, digits, single dots and hyphens, never '..', never empty, bounded", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 120 }), (name) => {
        const safe = safeFileName(name);
        expect(safe).toMatch(/^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/);
        expect(safe).not.toContain("..");
        expect(safe.length).toBeLessThanOrEqual(SAFE_NAME_MAX);
        expect(safeFileName(safe)).toBe(safe);
      }),
    );
  });
});
