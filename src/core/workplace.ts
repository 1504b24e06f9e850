/**
 * Hospitals and units as nurses write them: "St. Paul's", "St Pauls" and
 * "ST. PAUL’S" are one place, and so are "VGH ICU" with no unit, "VGH" on unit
 * "ICU" and "vgh-icu". Case, accents, spacing and punctuation do not count; an
 * ampersand reads "and". Abbreviations are not expanded ("VGH" is not
 * "Vancouver General Hospital"): only what she wrote is compared.
 */
export function normalizePlaceName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’‘`´]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Where a shift is worked, for comparison: the hospital, then the unit unless
 * the hospital already names it ("VGH ICU" on unit "ICU" is "vgh icu"). Empty
 * when neither is known.
 */
export function workplaceKey(hospital: string, unit: string): string {
  const place = normalizePlaceName(hospital);
  const ward = normalizePlaceName(unit);
  if (!ward || ` ${place} `.includes(` ${ward} `)) return place;
  return place ? `${place} ${ward}` : ward;
}

/** Two shifts at the same hospital and unit, as written; never for two shifts with no place. */
export function sameWorkplace(a: { hospital: string; unit: string }, b: { hospital: string; unit: string }): boolean {
  const key = workplaceKey(a.hospital, a.unit);
  return key.length > 0 && key === workplaceKey(b.hospital, b.unit);
}
