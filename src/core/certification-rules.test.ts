import { describe, expect, it } from "vitest";
import { isCardPhotoBytes } from "./certification-rules";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((ch) => ch.charCodeAt(0)) : part)));

describe("isCardPhotoBytes", () => {
  it.each([
    ["a JPEG", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF")],
    ["a PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], "IHDR")],
    ["a WebP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ")],
    ["an iPhone's HEIC", bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0], "mif1heic")],
    ["a HEIF whose brand is mif1", bytes([0, 0, 0, 0x18], "ftypmif1", [0, 0, 0, 0], "heicmiaf")],
  ])("takes %s", (_what, head) => {
    expect(isCardPhotoBytes(head)).toBe(true);
  });

  it.each([
    ["a PDF named fake.jpg", bytes("%PDF-1.7\n%\xe2\xe3")],
    ["an MP4 video (ISO-BMFF, not an image brand)", bytes([0, 0, 0, 0x18], "ftypisom", [0, 0, 2, 0], "isomiso2")],
    ["an AVIF (the card reader does not take it)", bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "avifmif1")],
    ["a text file", bytes("Card number 12345")],
    ["an empty file", new Uint8Array()],
  ])("refuses %s", (_what, head) => {
    expect(isCardPhotoBytes(head)).toBe(false);
  });
});
