import { addMonths, dayOfWeek, daysInMonth, monthTitle } from "@core/calendar-dates";

/**
 * Posted schedules, drawn (SVG through sharp, as the card fixtures): lists in
 * three layouts and a month grid with several nurses' rows, in different fonts,
 * as screenshots and as a photo of a screen taken at an angle. Each is for the
 * month after `today`, so the weekdays written are that month's; `expect` is
 * what the nurse (Maya Okafor) works, by her library's keys (SCHEDULE_LIBRARY)
 * or, for a shift she does not have, its label and times.
 */

/** The test nurse's library: key, name, nickname, times. */
export const SCHEDULE_LIBRARY = [
  { key: "day", name: "Day", nickname: "D", startTime: "07:00", endTime: "19:00" },
  { key: "night", name: "Night", nickname: "N", startTime: "19:00", endTime: "07:00" },
  { key: "evening", name: "Evening", nickname: "E", startTime: "15:00", endTime: "23:00" },
  { key: "long", name: "Long day", nickname: "LD", startTime: "07:00", endTime: "19:30" },
] as const;
export type LibraryKey = (typeof SCHEDULE_LIBRARY)[number]["key"];

export const SCHEDULE_NURSE = "Maya Okafor";

export interface ExpectedDay {
  /** Day of the month. */
  day: number;
  /** Her shift type's key, or a new one's label and times. */
  shift: LibraryKey | { label: string; start: string; end: string };
}

export interface ScheduleImage {
  name: string;
  layout: "list" | "grid";
  /** The month drawn (yyyy-MM). */
  month: string;
  image: () => Promise<Buffer>;
  expect: ExpectedDay[];
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const ymd = (month: string, day: number) => `${month}-${String(day).padStart(2, "0")}`;

/** Her pattern over the month: what she works each day (undefined: off). */
const HER_DAYS: Record<number, LibraryKey | { label: string; start: string; end: string }> = {
  1: "day",
  2: "day",
  3: "night",
  4: "night",
  8: "long",
  9: "day",
  12: "evening",
  13: "evening",
  16: "night",
  17: "night",
  18: "night",
  22: "day",
  23: { label: "Charge", start: "11:00", end: "23:00" },
  26: "day",
  27: "long",
};
const libraryOf = (key: LibraryKey) => SCHEDULE_LIBRARY.find((s) => s.key === key)!;
const timesOf = (shift: ExpectedDay["shift"]) => (typeof shift === "string" ? { start: libraryOf(shift).startTime, end: libraryOf(shift).endTime } : shift);
const compact = (t: string) => t.replace(":", "");

interface Line {
  text: string;
  size: number;
  weight?: "bold" | "normal";
}

/** Lines of text on a page (a screenshot of a message or an app), as a PNG or a JPEG. */
async function page(lines: Line[], font: string, options: { width?: number; background?: string; ink?: string; jpeg?: number } = {}): Promise<Buffer> {
  const width = options.width ?? 900;
  let y = 60;
  const texts = lines
    .map((line) => {
      const at = y;
      y += line.size * 1.7;
      return `<text x="48" y="${at}" font-family="${font}" font-size="${line.size}" font-weight="${line.weight ?? "normal"}" fill="${options.ink ?? "#111827"}">${esc(line.text)}</text>`;
    })
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(y + 30)}"><rect width="100%" height="100%" fill="${options.background ?? "#ffffff"}"/>${texts}</svg>`;
  const { default: sharp } = await import("sharp");
  const image = sharp(Buffer.from(svg));
  return options.jpeg ? image.jpeg({ quality: options.jpeg }).toBuffer() : image.png().toBuffer();
}

/** A month grid as a unit posts it: title, weekday letters, day numbers, one row per nurse. */
function gridSvg(month: string, rows: { name: string; cells: string[] }[], font: string): string {
  const days = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5)));
  const nameWidth = 250;
  const cell = 46;
  const width = nameWidth + cell * days + 30;
  const rowHeight = 54;
  const top = 130;
  const height = top + rowHeight * (rows.length + 1) + 40;
  const parts: string[] = [
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="20" y="50" font-family="${font}" font-size="34" font-weight="bold" fill="#111827">4 West ICU - ${esc(monthTitle(month))}</text>`,
  ];
  for (let d = 1; d <= days; d++) {
    const x = nameWidth + (d - 1) * cell + cell / 2;
    const weekday = dayOfWeek(ymd(month, d));
    if (weekday === 0 || weekday === 6)
      parts.push(`<rect x="${x - cell / 2}" y="${top - 44}" width="${cell}" height="${rowHeight * (rows.length + 1) + 4}" fill="#f1f5f9"/>`);
    parts.push(`<text x="${x}" y="${top - 14}" text-anchor="middle" font-family="${font}" font-size="17" fill="#475569">${"SMTWTFS"[weekday]}</text>`);
    parts.push(`<text x="${x}" y="${top + 30}" text-anchor="middle" font-family="${font}" font-size="22" font-weight="bold" fill="#111827">${d}</text>`);
  }
  rows.forEach((row, r) => {
    const y = top + rowHeight * (r + 1) + 34;
    parts.push(`<line x1="10" x2="${width - 10}" y1="${y - 36}" y2="${y - 36}" stroke="#cbd5e1" stroke-width="1"/>`);
    parts.push(`<text x="20" y="${y}" font-family="${font}" font-size="22" fill="#111827">${esc(row.name)}</text>`);
    row.cells.forEach((code, i) => {
      if (!code) return;
      const x = nameWidth + i * cell + cell / 2;
      parts.push(
        `<text x="${x}" y="${y}" text-anchor="middle" font-family="${font}" font-size="${code.length > 2 ? 16 : 22}" fill="#111827">${esc(code)}</text>`,
      );
    });
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join("")}</svg>`;
}

/** Her row's codes and three colleagues' rows. */
function gridRows(month: string): { name: string; cells: string[] }[] {
  const days = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5)));
  const code = (shift: ExpectedDay["shift"] | undefined) =>
    shift === undefined ? "" : typeof shift === "string" ? libraryOf(shift).nickname : `${shift.start.slice(0, 2).replace(/^0/, "")}-${shift.end.slice(0, 2)}`;
  const hers = Array.from({ length: days }, (_, i) => code(HER_DAYS[i + 1]) || (i % 7 === 5 ? "OFF" : ""));
  const other = (offset: number, codes: string[]) => Array.from({ length: days }, (_, i) => codes[(i + offset) % codes.length]!);
  return [
    { name: "Sam Chen", cells: other(0, ["N", "N", "", "", "D", "D", "", ""]) },
    { name: "Priya Patel", cells: other(2, ["E", "E", "E", "", "", "D", ""]) },
    { name: SCHEDULE_NURSE, cells: hers },
    { name: "Jordan Rivera", cells: other(5, ["D", "", "N", "N", "", "", ""]) },
  ];
}

/** The photo of a screen: turned, sheared a little (the phone held at an angle), on a dark bezel, softened, noisy, a JPEG. */
async function photographed(png: Buffer, angle: number): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const turned = await sharp(png)
    .affine(
      [
        [1, 0.025],
        [0.01, 1],
      ],
      { background: "#1f2937" },
    )
    .rotate(angle, { background: "#1f2937" })
    .extend({ top: 80, bottom: 80, left: 80, right: 80, background: "#111111" })
    .blur(0.8)
    .raw()
    .toBuffer({ resolveWithObject: true });
  let seed = 4242;
  const data = turned.data;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = Math.max(0, Math.min(255, data[i]! + ((seed % 25) - 12)));
  }
  return sharp(data, { raw: { width: turned.info.width, height: turned.info.height, channels: turned.info.channels } })
    .modulate({ brightness: 0.92 })
    .jpeg({ quality: 72 })
    .toBuffer();
}

/** The schedules drawn for the month after `today` (her zone's day). */
export function scheduleImages(today: string): ScheduleImage[] {
  const month = addMonths(today.slice(0, 7), 1);
  const days = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5)));
  const m = Number(month.slice(5));
  const worked = Object.entries(HER_DAYS)
    .map(([d, shift]) => ({ day: Number(d), shift }))
    .filter((d) => d.day <= days);
  const weekday = (d: number) => WEEKDAYS[dayOfWeek(ymd(month, d))]!;
  const offDays = [5, 6, 14, 20].filter((d) => d <= days);
  const labelOf = (shift: ExpectedDay["shift"]) => (typeof shift === "string" ? libraryOf(shift).name : shift.label);

  return [
    {
      name: 'list "Tue Dec 1 0700-1930" (a screenshot, DejaVu Sans)',
      layout: "list",
      month,
      expect: worked,
      image: () =>
        page(
          [
            { text: `My shifts - ${monthTitle(month)}`, size: 30, weight: "bold" },
            ...[...worked.map((w) => w.day), ...offDays]
              .sort((a, b) => a - b)
              .map((day) => {
                const shift = HER_DAYS[day];
                if (!shift) return { text: `${weekday(day)} ${MONTHS[m - 1]} ${day}   OFF`, size: 26 };
                const { start, end } = timesOf(shift);
                return { text: `${weekday(day)} ${MONTHS[m - 1]} ${day}   ${compact(start)}-${compact(end)}`, size: 26 };
              }),
          ],
          "DejaVu Sans",
        ),
    },
    {
      name: 'list "12/01 07:00-19:30 Day" (an email, Liberation Serif, JPEG)',
      layout: "list",
      month,
      expect: worked,
      image: () =>
        page(
          [
            { text: "Hi Maya, here are your shifts:", size: 26 },
            ...worked.map(({ day, shift }) => {
              const { start, end } = timesOf(shift);
              return { text: `${String(m).padStart(2, "0")}/${String(day).padStart(2, "0")}   ${start}-${end}   ${labelOf(shift)}`, size: 26 };
            }),
            { text: "Thanks, Unit clerk", size: 22 },
          ],
          "Liberation Serif",
          { background: "#fdfdf8", jpeg: 82 },
        ),
    },
    {
      name: 'list "1 Dec D" (a phone note, DejaVu Sans Mono)',
      layout: "list",
      month,
      // Codes only: a new shift's times cannot be written, so her Charge day is given as its times.
      expect: worked,
      image: () =>
        page(
          [
            { text: `${MONTHS[m - 1]} schedule`, size: 30, weight: "bold" },
            ...worked.map(({ day, shift }) => ({
              text: `${day} ${MONTHS[m - 1]}  ${typeof shift === "string" ? libraryOf(shift).nickname : `${compact(shift.start)}-${compact(shift.end)} ${shift.label}`}`,
              size: 28,
            })),
          ],
          "DejaVu Sans Mono",
          { width: 700, background: "#fffbeb" },
        ),
    },
    {
      name: "month grid, her row among four (a screenshot, Liberation Sans)",
      layout: "grid",
      month,
      expect: worked,
      image: async () => {
        const { default: sharp } = await import("sharp");
        return sharp(Buffer.from(gridSvg(month, gridRows(month), "Liberation Sans")))
          .png()
          .toBuffer();
      },
    },
    {
      name: "month grid photographed off a screen at an angle (DejaVu Sans, JPEG)",
      layout: "grid",
      month,
      expect: worked,
      image: async () => {
        const { default: sharp } = await import("sharp");
        return photographed(
          await sharp(Buffer.from(gridSvg(month, gridRows(month), "DejaVu Sans")))
            .png()
            .toBuffer(),
          -3.5,
        );
      },
    },
  ];
}

/** The expected day as the API answers it, for a library of ids by key. */
export function expectedProposal(month: string, day: ExpectedDay, ids: Record<LibraryKey, string>) {
  const { start, end } = timesOf(day.shift);
  return {
    date: ymd(month, day.day),
    start,
    end,
    shiftTypeId: typeof day.shift === "string" ? ids[day.shift] : null,
    ...(typeof day.shift === "string" ? {} : { label: day.shift.label }),
  };
}
