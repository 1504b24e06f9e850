import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizePlaceName, sameWorkplace, workplaceKey } from "./workplace";

describe("places as nurses write them", () => {
  it.each([
    ["St. Paul's Hospital", "st pauls hospital"],
    ["ST PAULS  HOSPITAL", "st pauls hospital"],
    ["St Paul’s Hospital ", "st pauls hospital"],
    ["VGH-ICU", "vgh icu"],
    ["  vgh   icu ", "vgh icu"],
    ["Hôpital Général", "hopital general"],
    ["L&D", "l and d"],
    ["4 West", "4 west"],
    ["", ""],
  ])("%j → %j", (text, key) => {
    expect(normalizePlaceName(text)).toBe(key);
  });

  it("the unit is added to the hospital unless the hospital already names it", () => {
    expect(workplaceKey("VGH", "ICU")).toBe("vgh icu");
    expect(workplaceKey("VGH ICU", "")).toBe("vgh icu");
    expect(workplaceKey("VGH ICU", "icu")).toBe("vgh icu");
    expect(workplaceKey("", "ICU")).toBe("icu");
    expect(workplaceKey("Vancouver General", "Intensive Care Unit")).toBe("vancouver general intensive care unit");
    // A unit that is only part of a word of the hospital is still added.
    expect(workplaceKey("St. Paul's Emergency", "Emerg")).toBe("st pauls emergency emerg");
  });

  it("two shifts with VGH ICU as their location and no unit are at the same place; case, spacing and punctuation aside", () => {
    expect(sameWorkplace({ hospital: "VGH ICU", unit: "" }, { hospital: "VGH ICU", unit: "" })).toBe(true);
    expect(sameWorkplace({ hospital: "VGH ICU", unit: "" }, { hospital: "vgh  icu", unit: "" })).toBe(true);
    expect(sameWorkplace({ hospital: "VGH", unit: "ICU" }, { hospital: "VGH ICU", unit: "" })).toBe(true);
    expect(sameWorkplace({ hospital: "St. Paul's", unit: "Emergency" }, { hospital: "ST PAULS", unit: "emergency" })).toBe(true);
  });

  it("other places, and shifts with no place, are not", () => {
    expect(sameWorkplace({ hospital: "VGH", unit: "ICU" }, { hospital: "VGH", unit: "Emergency" })).toBe(false);
    expect(sameWorkplace({ hospital: "VGH ICU", unit: "" }, { hospital: "LGH ICU", unit: "" })).toBe(false);
    expect(sameWorkplace({ hospital: "", unit: "" }, { hospital: "", unit: "" })).toBe(false);
    expect(sameWorkplace({ hospital: "VGH", unit: "" }, { hospital: "VGH", unit: "ICU" })).toBe(false);
  });

  it("properties: the key ignores case and extra spacing and punctuation, and sameness is symmetric", () => {
    const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
    const name = fc.array(word, { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(name, name, fc.constantFrom(" ", "  ", " - ", ". ", ", "), (hospital, unit, gap) => {
        const plain = { hospital: hospital.join(" "), unit: unit.join(" ") };
        const written = { hospital: ` ${hospital.join(gap).toUpperCase()}.`, unit: unit.join(gap).toLowerCase() };
        expect(sameWorkplace(plain, written)).toBe(true);
        expect(sameWorkplace(written, plain)).toBe(true);
        expect(normalizePlaceName(normalizePlaceName(plain.hospital))).toBe(normalizePlaceName(plain.hospital));
      }),
    );
  });
});
