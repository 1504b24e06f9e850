/**
 * Find renewal (docs/product/certifications.md): for the common certifications, the
 * issuing body's renewal page; for a nursing licence, the regulator of the
 * nurse's country; for anything else, a web search for renewing it. Never a
 * dead end. Kept as data so a changed address is a one-line fix.
 */
export interface RenewalLink {
  url: string;
  /** Who the link goes to: "American Heart Association", or "a web search". */
  source: string;
}

interface KnownCertification {
  code: string;
  /** Matches the name as a nurse types it (acronym or words). */
  pattern: RegExp;
  url: string;
  source: string;
}

const AHA = "American Heart Association";

export const RENEWAL_LINKS: readonly KnownCertification[] = [
  { code: "ACLS", pattern: /\bacls\b|advanced cardi\w* life support/i, url: "https://cpr.heart.org/en/courses/acls-course-options", source: AHA },
  {
    code: "PALS",
    pattern: /\bpals\b|pediatric advanced life support|paediatric advanced life support/i,
    url: "https://cpr.heart.org/en/courses/pals-course-options",
    source: AHA,
  },
  { code: "BLS", pattern: /\bbls\b|basic life support/i, url: "https://cpr.heart.org/en/courses/basic-life-support-course-options", source: AHA },
  {
    code: "NRP",
    pattern: /\bnrp\b|neonatal resuscitation/i,
    url: "https://www.aap.org/en/learning/neonatal-resuscitation-program/",
    source: "American Academy of Pediatrics",
  },
  { code: "TNCC", pattern: /\btncc\b|trauma nursing core course/i, url: "https://www.ena.org/education/tncc", source: "Emergency Nurses Association" },
  { code: "ENPC", pattern: /\benpc\b|emergency nursing pediatric course/i, url: "https://www.ena.org/education/enpc", source: "Emergency Nurses Association" },
  {
    code: "CCRN",
    pattern: /\bccrn\b|critical care registered nurse/i,
    url: "https://www.aacn.org/certification/certification-renewal",
    source: "AACN Certification Corporation",
  },
  { code: "CEN", pattern: /\bcen\b|certified emergency nurse/i, url: "https://bcen.org/cen/", source: "Board of Certification for Emergency Nursing" },
];

/**
 * Provincial regulators a licence's name may name ("Registered Nurse Licence
 * (BCCNM)"): in Canada nurses renew with their province's college, which the
 * national CCRNR page only lists.
 */
export const REGULATOR_LINKS: readonly { pattern: RegExp; link: RenewalLink }[] = [
  {
    pattern: /\bbccnm\b|british columbia college of nurses|\bbc college of nurses/i,
    link: { url: "https://www.bccnm.ca/", source: "BC College of Nurses and Midwives (BCCNM)" },
  },
  { pattern: /\bcno\b|college of nurses of ontario/i, link: { url: "https://www.cno.org/", source: "College of Nurses of Ontario (CNO)" } },
  {
    pattern: /\bcrna\b|college of registered nurses of alberta/i,
    link: { url: "https://www.nurses.ab.ca/", source: "College of Registered Nurses of Alberta (CRNA)" },
  },
  { pattern: /\boiiq\b|ordre des infirmi[eè]res/i, link: { url: "https://www.oiiq.org/", source: "Ordre des infirmières et infirmiers du Québec (OIIQ)" } },
  { pattern: /\bnscn\b|nova scotia college of nursing/i, link: { url: "https://www.nscn.ca/", source: "Nova Scotia College of Nursing (NSCN)" } },
];

/** Nursing regulators by the nurse's country (profile country code). */
export const LICENCE_RENEWAL_LINKS: Readonly<Record<string, RenewalLink>> = {
  US: { url: "https://www.ncsbn.org/contact-bon.page", source: "your state board of nursing (NCSBN)" },
  CA: { url: "https://www.ccrnr.ca/", source: "your provincial nursing regulator (CCRNR)" },
  GB: { url: "https://www.nmc.org.uk/revalidation/", source: "Nursing and Midwifery Council" },
  IE: { url: "https://www.nmbi.ie/", source: "Nursing and Midwifery Board of Ireland" },
  AU: { url: "https://www.nursingmidwiferyboard.gov.au/", source: "Nursing and Midwifery Board of Australia" },
  NZ: { url: "https://www.nursingcouncil.org.nz/", source: "Nursing Council of New Zealand" },
  PH: { url: "https://www.prc.gov.ph/", source: "Professional Regulation Commission" },
  IN: { url: "https://www.indiannursingcouncil.org/", source: "Indian Nursing Council" },
};

const LICENCE = /\blicen[cs]e\b|\bregistration\b|\b(rn|lpn|lvn|rpn|np)\b|registered nurse|practical nurse/i;

export const webSearchUrl = (name: string) => `https://duckduckgo.com/?q=${encodeURIComponent(`renew ${name.trim()} certification`)}`;

/** The known certification a name is, by its acronym or words (ACLS before BLS: "ACLS" is not "BLS"). */
export function knownCertification(name: string): KnownCertification | undefined {
  return RENEWAL_LINKS.find((known) => known.pattern.test(name));
}

export function renewalLink(name: string, countryCode?: string | null): RenewalLink {
  const known = knownCertification(name);
  if (known) return { url: known.url, source: known.source };
  const named = REGULATOR_LINKS.find((r) => r.pattern.test(name));
  if (named) return named.link;
  if (LICENCE.test(name)) {
    const regulator = countryCode ? LICENCE_RENEWAL_LINKS[countryCode.toUpperCase()] : undefined;
    if (regulator) return regulator;
  }
  return { url: webSearchUrl(name), source: "a web search" };
}
