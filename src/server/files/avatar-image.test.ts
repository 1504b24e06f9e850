import zlib from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AVATAR_FORMATS, avatarMessages } from "@core/avatar-rules";
import { testImages } from "../testing/images";
import { toAvatarPng } from "./avatar-image";

const solid = (width: number, height: number, channels: 3 | 4 = 3) => sharp({ create: { width, height, channels, background: "#3b82f6" } });

/** A PNG whose header claims this size (the limits are checked from the header, before decoding). */
function pngClaiming(width: number, height: number, { interlaced }: { interlaced: boolean }): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 6; // RGBA
  header[12] = interlaced ? 1 : 0;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", zlib.deflateSync(Buffer.alloc(64))), chunk("IEND", Buffer.alloc(0))]);
}

/** A GIF whose header claims this size. */
function gifClaiming(width: number, height: number): Uint8Array {
  const bytes = Buffer.alloc(28);
  bytes.write("GIF89a", 0, "latin1");
  bytes.writeUInt16LE(width, 6);
  bytes.writeUInt16LE(height, 8);
  bytes[13] = 0x2c; // image descriptor
  bytes.writeUInt16LE(width, 18);
  bytes.writeUInt16LE(height, 20);
  bytes[23] = 2; // LZW code size
  bytes[24] = 1;
  bytes[27] = 0x3b; // trailer
  return bytes;
}

/** A 2×1 BMP (file header, BITMAPINFOHEADER, one padded row of pixels). */
function bmp(): Uint8Array {
  const bytes = Buffer.alloc(62);
  bytes.write("BM", 0, "latin1");
  bytes.writeUInt32LE(62, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14);
  bytes.writeInt32LE(2, 18);
  bytes.writeInt32LE(1, 22);
  bytes.writeUInt16LE(1, 26);
  bytes.writeUInt16LE(24, 28);
  bytes.writeUInt32LE(8, 34);
  return bytes;
}

/** The start of an iPhone HEIC (ISO box "ftyp", brand heic). */
function heic(): Uint8Array {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic", "latin1"), Buffer.alloc(4), Buffer.from("mif1heic", "latin1")]);
  return Buffer.concat([ftyp, Buffer.alloc(64)]);
}

/** The status and message a refused photo gets; undefined when it is taken. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { status: number; message: string }) => ({ status: error.status, message: error.message }),
  );

describe("toAvatarPng", () => {
  it("decodes one photo at a time, in the order they came, and every one succeeds", async () => {
    // The large photo takes far longer to decode: run side by side, the small ones would finish first.
    const inputs = [
      await solid(8000, 6000).png().toBuffer(),
      ...(await Promise.all(["#111111", "#222222", "#333333"].map((colour) => testImages.png(colour)))),
    ];
    const finished: number[] = [];
    const outputs = await Promise.all(inputs.map((bytes, i) => toAvatarPng(bytes).then((png) => (finished.push(i), png))));
    expect(finished).toEqual([0, 1, 2, 3]);
    for (const png of outputs) expect((await sharp(png).metadata()).format).toBe("png");
  });

  it("takes every format the account screen names (AVATAR_FORMATS)", async () => {
    const encoders = {
      "image/jpeg": "jpeg",
      "image/png": "png",
      "image/webp": "webp",
      "image/gif": "gif",
      "image/avif": "avif",
      "image/tiff": "tiff",
    } as const;
    for (const type of Object.keys(AVATAR_FORMATS) as (keyof typeof AVATAR_FORMATS)[]) {
      const photo = await solid(40, 30).toFormat(encoders[type]).toBuffer();
      expect((await sharp(await toAvatarPng(photo)).metadata()).format, type).toBe("png");
    }
  });

  it("refuses photos with more pixels than it decodes, with a plain message", async () => {
    const tooMany = { status: 413, message: avatarMessages.tooManyPixels };
    // Read strip by strip: up to 80 megapixels.
    expect(await refusal(toAvatarPng(pngClaiming(9000, 9000, { interlaced: false })))).toEqual(tooMany);
    // Interlaced PNG and GIF are decoded whole: 12 megapixels there, while a plain PNG that size is fine.
    expect(await refusal(toAvatarPng(pngClaiming(4000, 3001, { interlaced: true })))).toEqual(tooMany);
    expect(await refusal(toAvatarPng(gifClaiming(4000, 3001)))).toEqual(tooMany);
    expect(await refusal(toAvatarPng(await solid(4000, 3001, 4).png().toBuffer()))).toBeUndefined();
  });

  it("says it could not read a photo in a format it has no decoder for (HEIC, BMP)", async () => {
    for (const bytes of [heic(), bmp()]) {
      expect(await refusal(toAvatarPng(bytes))).toEqual({ status: 415, message: avatarMessages.unreadable });
    }
  });
});
