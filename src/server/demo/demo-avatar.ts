/**
 * The demo nurse's photo: a friendly illustrated portrait (scrubs and a
 * stethoscope on the app's blue), drawn as SVG and rendered to PNG by sharp.
 * Shapes only, no text, so it looks the same whatever fonts the machine has.
 */
const PORTRAIT = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#93c5fd"/>
      <stop offset="1" stop-color="#2563eb"/>
    </linearGradient>
    <linearGradient id="scrubs" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#14b8a6"/>
      <stop offset="1" stop-color="#0f766e"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" fill="url(#bg)"/>
  <circle cx="420" cy="92" r="120" fill="#ffffff" opacity="0.12"/>
  <path d="M150 206c-8-92 48-140 106-140s116 44 106 140c-4 40-18 74-18 74H168s-14-34-18-74z" fill="#3f2a1d"/>
  <rect x="226" y="262" width="60" height="70" rx="24" fill="#e0a98a"/>
  <path d="M64 512c0-112 82-178 192-178s192 66 192 178z" fill="url(#scrubs)"/>
  <path d="M212 336l44 64 44-64z" fill="#e0a98a"/>
  <ellipse cx="256" cy="196" rx="82" ry="96" fill="#f1c7a3"/>
  <path d="M172 190c6-70 46-98 88-98 44 0 80 30 84 96-30-8-66-32-84-62-18 34-52 58-88 64z" fill="#3f2a1d"/>
  <circle cx="226" cy="206" r="8" fill="#2b1d14"/>
  <circle cx="288" cy="206" r="8" fill="#2b1d14"/>
  <path d="M230 246c16 14 38 14 54 0" fill="none" stroke="#b45f4a" stroke-width="7" stroke-linecap="round"/>
  <circle cx="206" cy="234" r="12" fill="#f59e9e" opacity="0.45"/>
  <circle cx="308" cy="234" r="12" fill="#f59e9e" opacity="0.45"/>
  <path d="M190 352c-6 60 10 92 50 104M322 352c6 60-10 92-50 104" fill="none" stroke="#1e293b" stroke-width="9" stroke-linecap="round"/>
  <path d="M240 456c8 10 24 10 32 0" fill="none" stroke="#1e293b" stroke-width="9" stroke-linecap="round"/>
  <circle cx="256" cy="478" r="20" fill="#cbd5e1" stroke="#1e293b" stroke-width="7"/>
  <rect x="342" y="410" width="56" height="40" rx="8" fill="#ffffff" opacity="0.9"/>
  <path d="M360 430h20M370 420v20" stroke="#dc2626" stroke-width="6" stroke-linecap="round"/>
</svg>`;

/** sharp is loaded here, on a new data dir only, not with every start. */
export async function demoAvatarPng(): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(PORTRAIT)).png({ compressionLevel: 9 }).toBuffer();
}
