/**
 * A photo of a certification card, drawn: the demo's cards, and the cards the
 * AI Read tests and the bench read (testing/card-fixtures.ts).
 */
export interface CardSpec {
  /** A line's `columns` are set side by side across the card (an eCard's fields), its `text` alone at the left. */
  lines: { text: string; size: number; weight?: "bold" | "normal"; columns?: string[] }[];
  font: string;
  background: string;
  ink: string;
  rotate: number;
  blur: number;
  noise: number;
  quality: number;
  width?: number;
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A card photo: the card on a table, rotated a little, softened and noisy, saved as a JPEG. */
export async function cardImage(spec: CardSpec): Promise<Buffer> {
  const width = spec.width ?? 1100;
  const height = Math.round(width * 0.63);
  let y = 90;
  const texts = spec.lines
    .map((line) => {
      const at = y;
      y += line.size * 1.6;
      const columns = line.columns ?? [line.text];
      const step = (width - 120) / columns.length;
      return columns
        .map(
          (text, i) =>
            `<text x="${60 + i * step}" y="${at}" font-family="${spec.font}" font-size="${line.size}" font-weight="${line.weight ?? "normal"}" fill="${spec.ink}">${esc(text)}</text>`,
        )
        .join("");
    })
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" rx="28" fill="${spec.background}" stroke="#94a3b8" stroke-width="4"/>${texts}</svg>`;
  // Loaded here, not at start-up (the demo draws its cards once, on a new data dir).
  const { default: sharp } = await import("sharp");
  const card = await sharp(Buffer.from(svg))
    .rotate(spec.rotate, { background: "#8b8f94" })
    .extend({ top: 60, bottom: 60, left: 60, right: 60, background: "#8b8f94" })
    .blur(spec.blur > 0.3 ? spec.blur : undefined)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Sensor noise, the same every run (a fixed sequence).
  let seed = 12345;
  const data = card.data;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = Math.max(0, Math.min(255, data[i]! + ((seed % (2 * spec.noise + 1)) - spec.noise)));
  }
  return sharp(data, { raw: { width: card.info.width, height: card.info.height, channels: card.info.channels } })
    .jpeg({ quality: spec.quality })
    .toBuffer();
}
