import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { storageMessages, storagePercent, storageSizeText, storageUsageText } from "./storage-quota";

const MB = 1024 * 1024;

describe("storage sizes", () => {
  it("says a size in the binary units the upload limits use", () => {
    expect(storageSizeText(0)).toBe("0 MB");
    expect(storageSizeText(1)).toBe("1 KB");
    expect(storageSizeText(830 * 1024)).toBe("830 KB");
    expect(storageSizeText(2.4 * MB)).toBe("2.4 MB");
    expect(storageSizeText(2 * MB)).toBe("2 MB");
    expect(storageSizeText(25 * MB)).toBe("25 MB");
    expect(storageSizeText(312 * MB + 1000)).toBe("312 MB");
    expect(storageSizeText(1024 * MB)).toBe("1 GB");
    expect(storageSizeText(1536 * MB)).toBe("1.5 GB");
  });

  it("never calls a stored byte nothing", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 40 }), (bytes) => !storageSizeText(bytes).startsWith("0 ")));
  });

  it("says used of total, and how full for a meter", () => {
    expect(storageUsageText(312 * MB, 1024 * MB)).toBe("312 MB of 1 GB used");
    expect(storagePercent(256 * MB, 1024 * MB)).toBe(25);
    expect(storagePercent(2048 * MB, 1024 * MB)).toBe(100);
    expect(storagePercent(0, 1024 * MB)).toBe(0);
  });

  it("names her quota and what is used when a file does not fit", () => {
    expect(storageMessages.full(1000 * MB, 1024 * MB)).toBe(
      "Not enough storage for this file: 1000 MB of 1 GB used. Delete files you no longer need, then try again.",
    );
  });
});
