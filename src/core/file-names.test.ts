import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attachmentDisposition, SAFE_NAME_MAX, safeFileName } from "./file-names";

describe("safe file names", () => {
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

describe("a download's name (RFC 6266 and 5987)", () => {
  it.each([
    ["Ana Diaz.vcf", `attachment; filename="Ana Diaz.vcf"; filename*=UTF-8''Ana%20Diaz.vcf`],
    ['Zoë "Z" Brien, RN.vcf', `attachment; filename="Zoe Z Brien, RN.vcf"; filename*=UTF-8''Zo%C3%AB%20Z%20Brien%2C%20RN.vcf`],
    ["王芳.vcf", `attachment; filename="contact.vcf"; filename*=UTF-8''%E7%8E%8B%E8%8A%B3.vcf`],
    ["O'Neil (ICU)*.vcf", `attachment; filename="O'Neil (ICU).vcf"; filename*=UTF-8''O%27Neil%20%28ICU%29.vcf`],
    ["a\r\nContent-Type: text/html; x.vcf", `attachment; filename="aContent-Type texthtml x.vcf"; filename*=UTF-8''aContent-Type%20texthtml%20x.vcf`],
    ["???.vcf", `attachment; filename="contact.vcf"; filename*=UTF-8''contact.vcf`],
  ])("%j", (name, header) => expect(attachmentDisposition(name, "contact.vcf")).toBe(header));

  it("is one header line of printable ASCII, whatever the name", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (name) => {
        expect(attachmentDisposition(`${name}.vcf`, "contact.vcf")).toMatch(/^[\x20-\x7e]+$/);
      }),
    );
  });
});
