import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { AVATAR_TYPES, avatarFileProblem, avatarHint, avatarTypeOfBytes } from "./avatar-rules";

describe("a chosen photo, before it is sent", () => {
  const MiB = 1024 * 1024;
  it("must be an image under 5MB: 5 MiB itself is refused", () => {
    expect(avatarFileProblem({ type: "image/jpeg", size: 5 * MiB - 1 })).toBeUndefined();
    expect(avatarFileProblem({ type: "image/jpeg", size: 5 * MiB })).toBe("Image size must be less than 5MB");
    expect(avatarFileProblem({ type: "text/plain", size: 10 })).toBe("Please select an image file");
  });

  it("the hint names every format the server takes", () => {
    expect(avatarHint).toBe("JPEG, PNG, WebP, GIF, AVIF or TIFF, under 5MB.");
  });
});

describe("what a file's bytes say it is", () => {
  const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

  it.each([
    ["image/jpeg", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF")],
    ["image/png", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR")],
    ["image/gif", bytes("GIF89a", [1, 0, 1, 0])],
    ["image/gif", bytes("GIF87a")],
    ["image/webp", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ")],
    ["image/tiff", bytes("II", [0x2a, 0])],
    ["image/tiff", bytes("MM", [0, 0x2a])],
    ["image/avif", bytes([0, 0, 0, 0x20], "ftypavif", [0, 0, 0, 0], "avifmif1miaf")],
    ["image/avif", bytes([0, 0, 0, 0x1c], "ftypmif1", [0, 0, 0, 0], "mif1avifmiaf")],
  ])("%s", (type, data) => {
    expect(avatarTypeOfBytes(data)).toBe(type);
  });

  // A text file named photo.png had the browser's type image/png and showed a broken preview.
  it.each([
    ["a text file", bytes("Hello, this is not a picture.\n")],
    ["an SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["HTML", bytes("<!doctype html><p>hi")],
    ["a PDF", bytes("%PDF-1.7\n")],
    ["an MP4 video", bytes([0, 0, 0, 0x18], "ftypmp42", [0, 0, 0, 0], "isommp42")],
    ["HEIC", bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0], "mif1heic")],
    ["nothing", bytes()],
    ["a cut-off PNG header", bytes([0x89], "PNG")],
  ])("not an image taken: %s", (_what, data) => {
    expect(avatarTypeOfBytes(data)).toBeUndefined();
  });

  it("answers a taken type or nothing, whatever the bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (data) => {
        const type = avatarTypeOfBytes(data);
        expect(type === undefined || AVATAR_TYPES.includes(type)).toBe(true);
      }),
    );
  });
});
