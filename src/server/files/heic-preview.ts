/**
 * A HEIC photo (an iPhone's) as a JPEG a browser can show. libheif (as
 * WebAssembly, through heic-decode) decodes it, since sharp's own build reads
 * no HEVC; sharp writes the JPEG. Loaded on first use: most servers never see one.
 */
export async function heicToJpeg(heic: Buffer): Promise<Buffer> {
  const [{ default: decode }, { default: sharp }] = await Promise.all([import("heic-decode"), import("sharp")]);
  const image = await decode({ buffer: heic });
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), { raw: { width: image.width, height: image.height, channels: 4 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
