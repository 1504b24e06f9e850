/**
 * The phone app's icons (decision 045), drawn from the favicon's heart with sharp:
 * `npx tsx scripts/make-icons.ts` writes them to src/web/public, where they are committed.
 * Run it again only when favicon.svg changes.
 *
 * - icon-192.png, icon-512.png ("any"): the heart on a white rounded square, as a launcher shows it.
 * - icon-maskable-512.png: a full white square with the heart inside the central 80 % circle
 *   every platform's mask keeps (the maskable icon safe zone).
 * - apple-touch-icon.png (180 px): opaque, since iOS rounds the corners itself and draws transparency black.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const pub = path.resolve(import.meta.dirname, "../src/web/public");
const heart = fs.readFileSync(path.join(pub, "favicon.svg"), "utf8");
const inner = heart.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");

/** The heart (24-unit view box) at `scale` of the icon's side, centred on a white background. */
function iconSvg(size: number, scale: number, radius: number): string {
  const side = size * scale;
  const offset = (size - side) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="#ffffff"/>
  <svg x="${offset}" y="${offset + side * 0.03}" width="${side}" height="${side}" viewBox="0 0 24 24" fill="#ef4444" stroke="#ef4444" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</svg>
</svg>`;
}

const icons = [
  { file: "icon-192.png", size: 192, scale: 0.66, radius: 192 * 0.22 },
  { file: "icon-512.png", size: 512, scale: 0.66, radius: 512 * 0.22 },
  { file: "icon-maskable-512.png", size: 512, scale: 0.5, radius: 0 },
  { file: "apple-touch-icon.png", size: 180, scale: 0.62, radius: 0 },
];

for (const icon of icons) {
  const png = sharp(Buffer.from(iconSvg(icon.size, icon.scale, icon.radius))).png({ compressionLevel: 9, palette: true });
  await (icon.radius === 0 ? png.flatten({ background: "#ffffff" }) : png).toFile(path.join(pub, icon.file));
  console.log(`${icon.file} (${icon.size} px)`);
}
