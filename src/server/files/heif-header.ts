/**
 * The size a HEIC/HEIF photo declares, read from its boxes (ISO/IEC 23008-12)
 * without decoding a pixel and without loading the decoder: the primary
 * image's `ispe` property, and where the primary image is a grid or an overlay
 * of tiles, the canvas its own data declares, which is what the decoder
 * allocates. A 19 KB "grid" of one tile repeated 400 times declares 9600 × 6000.
 */
export interface DeclaredSize {
  width: number;
  height: number;
}

interface Box {
  type: string;
  /** Where the box's content starts (after its header) and ends. */
  start: number;
  end: number;
}

class Malformed extends Error {}

function* boxesIn(view: DataView, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(view.getUint8(at + 4), view.getUint8(at + 5), view.getUint8(at + 6), view.getUint8(at + 7));
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) throw new Malformed("truncated box");
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) throw new Malformed(`box ${type} runs past its parent`);
    yield { type, start: at + header, end: at + size };
    at += size;
  }
}

const child = (view: DataView, parent: { start: number; end: number }, type: string) => {
  for (const box of boxesIn(view, parent.start, parent.end)) if (box.type === type) return box;
  return undefined;
};

/** Reads an unsigned integer of 0, 2, 4 or 8 bytes (iloc's field sizes). */
function uint(view: DataView, at: number, bytes: number): number {
  if (bytes === 0) return 0;
  if (bytes === 2) return view.getUint16(at);
  if (bytes === 4) return view.getUint32(at);
  if (bytes === 8) return Number(view.getBigUint64(at));
  throw new Malformed(`field of ${bytes} bytes`);
}

/** Where an item's data is: in the file (construction method 0) or in the meta box's idat (1). */
function itemData(view: DataView, meta: Box, itemId: number): DataView | undefined {
  const iloc = child(view, meta, "iloc");
  if (!iloc) return undefined;
  const version = view.getUint8(iloc.start);
  let at = iloc.start + 4;
  const sizes = view.getUint16(at);
  at += 2;
  const offsetSize = sizes >> 12;
  const lengthSize = (sizes >> 8) & 0xf;
  const baseOffsetSize = (sizes >> 4) & 0xf;
  const indexSize = version === 1 || version === 2 ? sizes & 0xf : 0;
  const count = version < 2 ? view.getUint16(at) : view.getUint32(at);
  at += version < 2 ? 2 : 4;
  for (let i = 0; i < count; i++) {
    const id = version < 2 ? view.getUint16(at) : view.getUint32(at);
    at += version < 2 ? 2 : 4;
    const method = version === 1 || version === 2 ? view.getUint16(at) & 0xf : 0;
    if (version === 1 || version === 2) at += 2;
    at += 2; // data_reference_index
    const base = uint(view, at, baseOffsetSize);
    at += baseOffsetSize;
    const extents = view.getUint16(at);
    at += 2;
    let first: { offset: number; length: number } | undefined;
    for (let e = 0; e < extents; e++) {
      at += indexSize;
      const offset = uint(view, at, offsetSize);
      at += offsetSize;
      const length = uint(view, at, lengthSize);
      at += lengthSize;
      first ??= { offset, length };
    }
    if (id !== itemId || !first) continue;
    const container = method === 1 ? child(view, meta, "idat") : { start: 0, end: view.byteLength };
    if (!container) return undefined;
    const from = container.start + base + first.offset;
    const length = first.length || container.end - from;
    if (from < container.start || from + length > container.end) throw new Malformed("item data out of the file");
    return new DataView(view.buffer, view.byteOffset + from, length);
  }
  return undefined;
}

/** The item's type ("hvc1", "grid", "iovl"…) from its infe entry. */
function itemType(view: DataView, meta: Box, itemId: number): string | undefined {
  const iinf = child(view, meta, "iinf");
  if (!iinf) return undefined;
  const entriesAt = iinf.start + 4 + (view.getUint8(iinf.start) === 0 ? 2 : 4);
  for (const infe of boxesIn(view, entriesAt, iinf.end)) {
    if (infe.type !== "infe") continue;
    const version = view.getUint8(infe.start);
    if (version < 2) continue;
    const idBytes = version === 2 ? 2 : 4;
    const id = idBytes === 2 ? view.getUint16(infe.start + 4) : view.getUint32(infe.start + 4);
    if (id !== itemId) continue;
    const at = infe.start + 4 + idBytes + 2;
    return String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
  }
  return undefined;
}

/** The item's `ispe` (image spatial extents) from its associated properties. */
function itemExtents(view: DataView, meta: Box, itemId: number): DeclaredSize | undefined {
  const iprp = child(view, meta, "iprp");
  if (!iprp) return undefined;
  const ipco = child(view, iprp, "ipco");
  if (!ipco) return undefined;
  const properties = [...boxesIn(view, ipco.start, ipco.end)];
  let found: DeclaredSize | undefined;
  for (const ipma of boxesIn(view, iprp.start, iprp.end)) {
    if (ipma.type !== "ipma") continue;
    const version = view.getUint8(ipma.start);
    const wideIndex = (view.getUint8(ipma.start + 3) & 1) === 1;
    let at = ipma.start + 4;
    const count = view.getUint32(at);
    at += 4;
    for (let i = 0; i < count; i++) {
      const id = version < 1 ? view.getUint16(at) : view.getUint32(at);
      at += version < 1 ? 2 : 4;
      const associations = view.getUint8(at++);
      for (let a = 0; a < associations; a++) {
        const index = wideIndex ? view.getUint16(at) & 0x7fff : view.getUint8(at) & 0x7f;
        at += wideIndex ? 2 : 1;
        const property = properties[index - 1];
        if (id === itemId && property?.type === "ispe") {
          const size = { width: view.getUint32(property.start + 4), height: view.getUint32(property.start + 8) };
          // Two ispe for one item would be an odd file: the larger is what may be allocated.
          if (!found || size.width * size.height > found.width * found.height) found = size;
        }
      }
    }
  }
  return found;
}

/**
 * The declared size of a HEIC/HEIF photo's primary image, or undefined when
 * its boxes cannot be read (not a HEIF file, or a broken one). Pixels =
 * the larger of the image's `ispe` and, for a grid or overlay, its canvas.
 */
export function heifDeclaredSize(bytes: Uint8Array): DeclaredSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    let meta: Box | undefined;
    for (const box of boxesIn(view, 0, view.byteLength)) {
      if (box.type === "meta") {
        // A full box: version and flags first.
        meta = { ...box, start: box.start + 4 };
        break;
      }
    }
    if (!meta) return undefined;
    const pitm = child(view, meta, "pitm");
    if (!pitm) return undefined;
    const primary = view.getUint8(pitm.start) === 0 ? view.getUint16(pitm.start + 4) : view.getUint32(pitm.start + 4);
    const sizes: DeclaredSize[] = [];
    const extents = itemExtents(view, meta, primary);
    if (extents) sizes.push(extents);
    const type = itemType(view, meta, primary);
    if (type === "grid" || type === "iovl") {
      const data = itemData(view, meta, primary);
      if (!data) return undefined;
      // grid: version, flags (bit 0: 32-bit sizes), rows − 1, columns − 1, width, height.
      // iovl: version, flags (bit 0: 32-bit sizes), fill colour (4 × 16 bits), width, height, offsets.
      const wide = (data.getUint8(1) & 1) === 1;
      const at = type === "grid" ? 4 : 10;
      sizes.push(wide ? { width: data.getUint32(at), height: data.getUint32(at + 4) } : { width: data.getUint16(at), height: data.getUint16(at + 2) });
    }
    if (sizes.length === 0) return undefined;
    return sizes.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
  } catch (error) {
    if (error instanceof Malformed || error instanceof RangeError) return undefined;
    throw error;
  }
}
