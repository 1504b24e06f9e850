import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./calendar-dates";
import { findDates, parseCardDate, parseCardText } from "./card-text";

const today = "2026-11-25";

describe("card dates", () => {
  it.each([
    ["03/15/2027", "2027-03-15"],
    ["15/03/2027", "2027-03-15"],
    ["15 Mar 2027", "2027-03-15"],
    ["15-MAR-2027", "2027-03-15"],
    ["March 15, 2027", "2027-03-15"],
    ["2027-03-15", "2027-03-15"],
    ["2027/03/15", "2027-03-15"],
    ["03/2027", "2027-03-31"],
    ["02/2028", "2028-02-29"],
    ["Feb 2027", "2027-02-28"],
    ["O3/15/2O27", "2027-03-15"],
  ])("%s → %s", (text, date) => {
    expect(parseCardDate(text)).toBe(date);
  });

  it("refuses days that do not exist", () => {
    expect(parseCardDate("02/30/2027")).toBeUndefined();
    expect(parseCardDate("13/13/2027")).toBeUndefined();
  });

  it("property: any real day written in each format reads back", () => {
    const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30_000 }), (n) => {
        const date = addDays("1990-01-01", n);
        const [y, m, d] = date.split("-");
        expect(parseCardDate(`${m}/${d}/${y}`)).toBe(date);
        expect(parseCardDate(`${Number(d)} ${months[Number(m) - 1]} ${y}`)).toBe(date);
        expect(parseCardDate(date)).toBe(date);
      }),
    );
  });
});

describe("card layouts", () => {
  it("an AHA card: issue date and Recommended Renewal Date (a month → its last day)", () => {
    const text = "American Heart Association\nBLS Provider\nMaya Okafor\nIssue Date 03/12/2025\nRecommended Renewal Date 03/2027\nCard #: 225410";
    expect(parseCardText(text, today)).toEqual({
      name: "BLS",
      category: "Life Support",
      completionDate: "2025-03-12",
      expiryDate: "2027-03-31",
      noExpiry: false,
    });
  });

  it("a licence with labels on the line above the dates", () => {
    const text = "Registered Nurse\nLicence No. 1234567\nIssued\n15 Jan 2025\nExpires\n31 Dec 2026";
    expect(parseCardText(text, today)).toMatchObject({
      name: "Registered Nurse Licence",
      category: "License",
      completionDate: "2025-01-15",
      expiryDate: "2026-12-31",
    });
  });

  it("two labels on one line each take their own date", () => {
    expect(parseCardText("TNCC 9th Edition\nCompleted: 2025-05-02  Valid until: 2029-05-31", today)).toMatchObject({
      name: "TNCC",
      completionDate: "2025-05-02",
      expiryDate: "2029-05-31",
    });
    expect(parseCardText("ACLS\nExp 06/30/2027 Issued 06/30/2025", today)).toMatchObject({
      name: "ACLS",
      completionDate: "2025-06-30",
      expiryDate: "2027-06-30",
    });
  });

  it("unlabelled dates: the earlier is completion, the later expiry; a lone one by today", () => {
    expect(parseCardText("PALS\n01/10/2025\n01/31/2027", today)).toMatchObject({ completionDate: "2025-01-10", expiryDate: "2027-01-31" });
    expect(parseCardText("NRP\n2027-04-01", today)).toMatchObject({ completionDate: null, expiryDate: "2027-04-01" });
    expect(parseCardText("NRP\n2025-04-01", today)).toMatchObject({ completionDate: "2025-04-01", expiryDate: null });
  });

  it("no expiry, and a name it does not know is the first title-like line", () => {
    expect(parseCardText("Wound Care Workshop\nCompleted 2024-09-01\nThis certificate does not expire", today)).toEqual({
      name: "Wound Care Workshop",
      category: "",
      completionDate: "2024-09-01",
      expiryDate: null,
      noExpiry: true,
    });
  });

  it("ACLS is not read as BLS; Advanced Cardiovascular Life Support in words", () => {
    expect(parseCardText("Advanced Cardiovascular Life Support\nProvider", today).name).toBe("ACLS");
    expect(parseCardText("", today)).toEqual({ name: "", category: "", completionDate: null, expiryDate: null, noExpiry: false });
  });

  it("property: never throws and always answers real dates with expiry not before completion", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const r = parseCardText(text, today);
        if (r.completionDate && r.expiryDate) expect(r.expiryDate >= r.completionDate).toBe(true);
        for (const d of [r.completionDate, r.expiryDate]) if (d) expect(findDates(d)[0]?.date).toBe(d);
      }),
    );
  });
});
