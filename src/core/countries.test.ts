import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, countryFlag, countryName, countryOptions, isKnownCountry, PINNED_COUNTRIES } from "./countries";

describe("countries", () => {
  it("holds every ISO 3166-1 alpha-2 code once", () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("has a real name for every code", () => {
    for (const code of COUNTRY_CODES) expect(countryName(code), code).not.toBe(code);
    expect(countryName("CA")).toBe("Canada");
    expect(countryName("GB")).toBe("United Kingdom");
    expect(countryName("DE", "fr")).toBe("Allemagne");
  });

  it("pins CA, US, GB, AU first, then the rest by name", () => {
    const options = countryOptions();
    expect(options.slice(0, 4).map((o) => o.code)).toEqual(["CA", "US", "GB", "AU"]);
    expect(options.slice(0, 4).every((o) => o.pinned)).toBe(true);
    const rest = options.slice(4);
    expect(rest).toHaveLength(245);
    expect(rest.some((o) => PINNED_COUNTRIES.includes(o.code))).toBe(false);
    const names = rest.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(rest[0]?.name).toBe("Afghanistan");
  });

  it("makes flags from regional indicators", () => {
    expect(countryFlag("CA")).toBe("🇨🇦");
    expect(countryFlag("gb")).toBe("🇬🇧");
    expect(countryOptions().find((o) => o.code === "AU")?.flag).toBe("🇦🇺");
  });

  it("knows only real codes", () => {
    expect(isKnownCountry("CA")).toBe(true);
    expect(isKnownCountry("UK")).toBe(false);
    expect(isKnownCountry("XX")).toBe(false);
    expect(isKnownCountry("ca")).toBe(false);
  });
});
