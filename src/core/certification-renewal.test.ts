import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { knownCertification, renewalLink, RENEWAL_LINKS, webSearchUrl } from "./certification-renewal";

describe("Find renewal", () => {
  it.each([
    ["BLS Provider", "BLS"],
    ["Basic Life Support", "BLS"],
    ["ACLS", "ACLS"],
    ["Advanced Cardiovascular Life Support", "ACLS"],
    ["PALS", "PALS"],
    ["NRP 8th edition", "NRP"],
    ["TNCC", "TNCC"],
    ["ENPC", "ENPC"],
    ["CCRN (Adult)", "CCRN"],
    ["CEN", "CEN"],
  ])("%s goes to the issuer of %s", (name, code) => {
    expect(knownCertification(name)?.code).toBe(code);
    expect(renewalLink(name).url).toBe(RENEWAL_LINKS.find((k) => k.code === code)!.url);
  });

  it("a nursing licence goes to the regulator of her country", () => {
    expect(renewalLink("RN Licence", "GB").url).toBe("https://www.nmc.org.uk/revalidation/");
    expect(renewalLink("Registered Nurse license", "US").url).toContain("ncsbn.org");
    expect(renewalLink("Nursing licence", "ca").url).toContain("ccrnr.ca");
    // A country without a listed regulator: a search, not a dead end.
    expect(renewalLink("RN Licence", "FR").url).toBe(webSearchUrl("RN Licence"));
    expect(renewalLink("RN Licence", null).source).toBe("a web search");
  });

  it("a licence that names its provincial regulator goes to that college, not the national list", () => {
    expect(renewalLink("Registered Nurse Licence (BCCNM)", "CA")).toEqual({
      url: "https://www.bccnm.ca/",
      source: "BC College of Nurses and Midwives (BCCNM)",
    });
    expect(renewalLink("BC College of Nurses and Midwives registration", "CA").url).toBe("https://www.bccnm.ca/");
    expect(renewalLink("CNO registration", "CA").url).toBe("https://www.cno.org/");
    expect(renewalLink("Scnolarship").source).toBe("a web search");
  });

  it("anything else is a web search for renewing it; not BLS inside another word", () => {
    expect(renewalLink("Chemo & Biotherapy").url).toBe("https://duckduckgo.com/?q=renew%20Chemo%20%26%20Biotherapy%20certification");
    expect(knownCertification("Cables and wiring")).toBeUndefined();
    expect(knownCertification("Scent training")).toBeUndefined();
  });

  it("property: every name gets an https link", () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.constantFrom("US", "CA", "GB", "AU", "ZZ")), (name, country) => {
        expect(renewalLink(name, country).url).toMatch(/^https:\/\//);
      }),
    );
  });
});
