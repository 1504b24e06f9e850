import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ATTACHMENT_MAX_BYTES, attachmentFileName, attachmentProblem, fileSizeText, hasForeignExtension, hasLabel } from "./attachment-rules";

describe("attachment rules", () => {
  it("checks extension or type and the 25 MB limit before sending", () => {
    expect(attachmentProblem({ name: "a.pdf", size: ATTACHMENT_MAX_BYTES, type: "application/pdf" })).toBeUndefined();
    expect(attachmentProblem({ name: "IMG_1.HEIC", size: 10, type: "" })).toBeUndefined();
    expect(attachmentProblem({ name: "a.pdf", size: ATTACHMENT_MAX_BYTES + 1, type: "application/pdf" })).toBe("File too large (a.pdf exceeds 25MB limit)");
    expect(attachmentProblem({ name: "a.svg", size: 10, type: "image/svg+xml" })).toBe("Invalid file type (a.svg is not a supported format)");
  });
  it("refuses a name that says it is another kind of file; no extension is left to the bytes", () => {
    for (const name of ["scan.exe", "contract.pdf.exe", "a.HTML", "dir.pdf/evil.svg"]) expect(hasForeignExtension(name), name).toBe(true);
    for (const name of ["scan.PDF", "IMG_1.heic", "photo.jpeg", "../../etc/passwd", ".hidden", "noext"]) expect(hasForeignExtension(name), name).toBe(false);
  });
  it("needs a label that is not blank", () => {
    expect(hasLabel(" ")).toBe(false);
    expect(hasLabel(null)).toBe(false);
    expect(hasLabel("Contract")).toBe(true);
  });
  it("stores a file under the extension of what it is", () => {
    expect(attachmentFileName("scan.exe", "application/pdf")).toBe("scan.exe.pdf");
    expect(attachmentFileName("photo.JPG", "image/jpeg")).toBe("photo.JPG");
    expect(attachmentFileName("../../etc/passwd", "image/png")).toBe("passwd.png");
    expect(attachmentFileName("<script>.pdf", "application/pdf")).toBe("script.pdf");
  });
  it("property: the stored name is safe and ends as its type", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.constantFrom("application/pdf" as const, "image/png" as const), (name, type) => {
        const stored = attachmentFileName(name, type);
        expect(stored).toMatch(/^[A-Za-z0-9][A-Za-z0-9.-]*$/);
        expect(stored.toLowerCase().endsWith(type === "application/pdf" ? ".pdf" : ".png")).toBe(true);
        expect(stored.length).toBeLessThanOrEqual(80);
      }),
    );
  });
  it("writes sizes for people", () => {
    expect(fileSizeText(12)).toBe("12 B");
    expect(fileSizeText(2048)).toBe("2 KB");
    expect(fileSizeText(ATTACHMENT_MAX_BYTES)).toBe("25.0 MB");
  });
});
