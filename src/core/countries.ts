/**
 * Countries for the profile (spec 000 §2): every ISO 3166-1 alpha-2 code, four
 * pinned first. Names come from the runtime (Intl.DisplayNames), flags are the
 * code's regional-indicator letters, so the list costs a few hundred bytes.
 */
export const COUNTRY_CODES = [
  "AD", "AE", "AF", "AG", "AI", "AL", "AM", "AO", "AQ", "AR", "AS", "AT", "AU", "AW", "AX", "AZ",
  "BA", "BB", "BD", "BE", "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR", "BS", "BT", "BV", "BW", "BY", "BZ",
  "CA", "CC", "CD", "CF", "CG", "CH", "CI", "CK", "CL", "CM", "CN", "CO", "CR", "CU", "CV", "CW", "CX", "CY", "CZ",
  "DE", "DJ", "DK", "DM", "DO", "DZ",
  "EC", "EE", "EG", "EH", "ER", "ES", "ET",
  "FI", "FJ", "FK", "FM", "FO", "FR",
  "GA", "GB", "GD", "GE", "GF", "GG", "GH", "GI", "GL", "GM", "GN", "GP", "GQ", "GR", "GS", "GT", "GU", "GW", "GY",
  "HK", "HM", "HN", "HR", "HT", "HU",
  "ID", "IE", "IL", "IM", "IN", "IO", "IQ", "IR", "IS", "IT",
  "JE", "JM", "JO", "JP",
  "KE", "KG", "KH", "KI", "KM", "KN", "KP", "KR", "KW", "KY", "KZ",
  "LA", "LB", "LC", "LI", "LK", "LR", "LS", "LT", "LU", "LV", "LY",
  "MA", "MC", "MD", "ME", "MF", "MG", "MH", "MK", "ML", "MM", "MN", "MO", "MP", "MQ", "MR", "MS", "MT", "MU", "MV", "MW", "MX", "MY", "MZ",
  "NA", "NC", "NE", "NF", "NG", "NI", "NL", "NO", "NP", "NR", "NU", "NZ",
  "OM",
  "PA", "PE", "PF", "PG", "PH", "PK", "PL", "PM", "PN", "PR", "PS", "PT", "PW", "PY",
  "QA",
  "RE", "RO", "RS", "RU", "RW",
  "SA", "SB", "SC", "SD", "SE", "SG", "SH", "SI", "SJ", "SK", "SL", "SM", "SN", "SO", "SR", "SS", "ST", "SV", "SX", "SY", "SZ",
  "TC", "TD", "TF", "TG", "TH", "TJ", "TK", "TL", "TM", "TN", "TO", "TR", "TT", "TV", "TW", "TZ",
  "UA", "UG", "UM", "US", "UY", "UZ",
  "VA", "VC", "VE", "VG", "VI", "VN", "VU",
  "WF", "WS",
  "YE", "YT",
  "ZA", "ZM", "ZW",
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Shown first, in this order (spec 000 §2). */
export const PINNED_COUNTRIES: readonly CountryCode[] = ["CA", "US", "GB", "AU"];

const known = new Set<string>(COUNTRY_CODES);

export function isKnownCountry(code: string): code is CountryCode {
  return known.has(code);
}

/** 🇨🇦 from "CA": each letter as its regional-indicator symbol. */
export function countryFlag(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

const namers = new Map<string, Intl.DisplayNames | null>();

/** "Canada" for "CA", in the given language; the code itself when the runtime has no name. */
export function countryName(code: string, locale = "en"): string {
  let namer = namers.get(locale);
  if (namer === undefined) {
    try {
      namer = new Intl.DisplayNames([locale, "en"], { type: "region", fallback: "code" });
    } catch {
      namer = null;
    }
    namers.set(locale, namer);
  }
  return namer?.of(code) ?? code;
}

export interface CountryOption {
  code: CountryCode;
  name: string;
  flag: string;
  pinned: boolean;
}

/** The four pinned countries, then every other one by name. */
export function countryOptions(locale = "en"): CountryOption[] {
  const option = (code: CountryCode, pinned: boolean): CountryOption => ({ code, name: countryName(code, locale), flag: countryFlag(code), pinned });
  const rest = COUNTRY_CODES.filter((c) => !PINNED_COUNTRIES.includes(c))
    .map((c) => option(c, false))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return [...PINNED_COUNTRIES.map((c) => option(c, true)), ...rest];
}
