import { isValidYmd } from "./calendar-dates";

/** Certification fields (docs/product/certifications.md); the words a nurse sees when one is wrong. */
export const CERT_NAME_MAX = 100;
export const CERT_CATEGORY_MAX = 60;

export const certMessages = {
  nameRequired: "Please enter the certification name",
  nameTooLong: `Name must be ${CERT_NAME_MAX} characters or less`,
  categoryTooLong: `Category must be ${CERT_CATEGORY_MAX} characters or less`,
  /** The Edit prompt's format hint (it asks for YYYY-MM-DD). */
  dateFormat: "Please enter the date as YYYY-MM-DD, for example 2027-03-15",
  expiryBeforeCompletion: "Expiry date cannot be before the completion date",
  expiryWithNoExpiry: "Leave the expiry date empty when No expiry is ticked",
  photoNotImage: "That file is not a JPEG, PNG, WebP or HEIC photo, whatever its name says. Please choose a photo of the card.",
} as const;

/** How many leading bytes isCardPhotoBytes looks at. */
export const CARD_PHOTO_SNIFF_BYTES = 32;

/** ISO-BMFF brands of HEIF/HEIC photos (an iPhone's default). */
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);

/**
 * Whether a file's first bytes say it is a photo the card reader takes (JPEG,
 * PNG, WebP, HEIC), as the server checks them: a PDF named card.jpg is not, and
 * is refused before anything is saved.
 */
export function isCardPhotoBytes(bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  const starts = (...magic: number[]) => magic.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff) || starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return true;
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return true;
  return ascii(4, 8) === "ftyp" && (HEIF_BRANDS.has(ascii(8, 12)) || HEIF_BRANDS.has(ascii(16, 20)));
}

/** What the type-in Edit prompt takes: YYYY-MM-DD exactly, a real day; anything else gets the format hint. */
export function typedDateProblem(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  return /^\d{4}-\d{2}-\d{2}$/.test(trimmed) && isValidYmd(trimmed) ? undefined : certMessages.dateFormat;
}
