import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysInMonth } from "./calendar-dates";
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
  describe("AHA eCards: dates by their role, whatever the layout", () => {
    const expected = { name: "BLS Provider", completionDate: "2025-06-30", expiryDate: "2027-06-30" };
    it.each([
      ["labels side by side over their dates", "American Heart Association\nBLS Provider\nMaya Okafor\nIssue Date Recommended Renewal Date\n06/2025 06/2027"],
      ["labels side by side under their dates", "American Heart Association\nBLS Provider\nMaya Okafor\n06/2025 06/2027\nIssue Date Recommended Renewal Date"],
      ["each column read on its own", "BLS Provider\nIssue Date\n06/2025\nRecommended Renewal Date\n06/2027"],
      ["the columns read in the other order", "BLS Provider\nRecommended Renewal Date\n06/2027\nIssue Date\n06/2025"],
      ["labels left, side by side", "BLS Provider\nIssue Date 06/2025    Recommended Renewal Date 06/2027"],
      ["renewal first, side by side", "BLS Provider\nRecommended Renewal Date Issue Date\n06/2027 06/2025"],
    ])("%s", (_layout, text) => {
      expect(parseCardText(text, today)).toMatchObject(expected);
    });

    it("a certification period's range: its start and its end", () => {
      for (const text of [
        "ACLS Provider\nCertification period: 11/01/2024 - 10/31/2027",
        "ACLS Provider\nCertification period:\n11/01/2024 – 10/31/2027",
        "ACLS Provider\nValid 11/01/2024 to 10/31/2027",
        "ACLS Provider\nValid from 11/01/2024 through 10/31/2027",
        "ACLS Provider\nPeriod 11/01/2024-10/31/2027",
      ]) {
        expect(parseCardText(text, today), text).toMatchObject({ name: "ACLS Provider", completionDate: "2024-11-01", expiryDate: "2027-10-31" });
      }
      expect(findDates("11/01/2024 - 10/31/2027").map((d) => d.date)).toEqual(["2024-11-01", "2027-10-31"]);
    });
  });

  it("an AHA card: issue date and Recommended Renewal Date (a month → its last day)", () => {
    const text = "American Heart Association\nBLS Provider\nMaya Okafor\nIssue Date 03/12/2025\nRecommended Renewal Date 03/2027\nCard #: 225410";
    expect(parseCardText(text, today)).toEqual({
      name: "BLS Provider",
      category: "Life Support",
      completionDate: "2025-03-12",
      expiryDate: "2027-03-31",
      noExpiry: false,
      datesSeen: ["2025-03-12", "2027-03-31"],
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

  it("two unlabelled dates: the earlier is completion, the later expiry; a lone future one can only be the expiry", () => {
    expect(parseCardText("PALS\n01/10/2025\n01/31/2027", today)).toMatchObject({ completionDate: "2025-01-10", expiryDate: "2027-01-31" });
    expect(parseCardText("NRP\n2027-04-01", today)).toMatchObject({ completionDate: null, expiryDate: "2027-04-01" });
  });

  it("when unsure, leaves the fields empty and says which dates it saw", () => {
    // A lone past date: an issue date, or the expiry of a card that has lapsed?
    expect(parseCardText("NRP\n2025-04-01", today)).toMatchObject({ completionDate: null, expiryDate: null, datesSeen: ["2025-04-01"] });
    // Three dates, no labels.
    expect(parseCardText("BLS\n06/2025 06/2027 01/2026", today)).toMatchObject({
      completionDate: null,
      expiryDate: null,
      datesSeen: ["2025-06-30", "2027-06-30", "2026-01-31"],
    });
    // Labels that contradict each other (an expiry before the issue; two different expiries).
    expect(parseCardText("ACLS\nExpires 01/2025\nIssued 01/2027", today)).toMatchObject({ completionDate: null, expiryDate: null });
    expect(parseCardText("ACLS\nIssued 01/2025\nExpires 01/2027\nRenew by 01/2028", today)).toMatchObject({
      completionDate: "2025-01-31",
      expiryDate: null,
      datesSeen: ["2025-01-31", "2027-01-31", "2028-01-31"],
    });
  });

  it("a birth date or print date is not taken for either", () => {
    expect(parseCardText("BLS Provider\nDOB 07/14/1990\n03/12/2025\n03/2027", today)).toMatchObject({
      completionDate: "2025-03-12",
      expiryDate: "2027-03-31",
    });
  });

  it("no expiry, and a name it does not know is the first title-like line", () => {
    expect(parseCardText("Wound Care Workshop\nCompleted 2024-09-01\nThis certificate does not expire", today)).toEqual({
      name: "Wound Care Workshop",
      category: "",
      completionDate: "2024-09-01",
      expiryDate: null,
      noExpiry: true,
      datesSeen: ["2024-09-01"],
    });
  });

  it("ACLS is not read as BLS; Advanced Cardiovascular Life Support in words", () => {
    expect(parseCardText("Advanced Cardiovascular Life Support\nProvider", today)).toMatchObject({
      name: "Advanced Cardiovascular Life Support",
      category: "Life Support",
    });
    expect(parseCardText("", today)).toEqual({ name: "", category: "", completionDate: null, expiryDate: null, noExpiry: false, datesSeen: [] });
  });

  it.each([
    ["American Heart Association\nBLS Provider", "BLS Provider"],
    ["AMERICAN HEART ASSOCIATION\nACLS PROVIDER", "ACLS Provider"],
    ["Neonatal Resuscitation Program\nNRP Provider - 8th Edition", "NRP Provider"],
    ["AACN\nCCRN (Adult)\nCritical Care Registered Nurse", "CCRN (Adult)"],
    ["Canadian Red Cross\nFirst Aid & CPR Level C", "First Aid & CPR Level C"],
    ["This card certifies that the individual named has successfully completed the BLS course\nBLS", "BLS"],
    ["College of Nurses\nRegistered Nurse\nLicence No. 123", "Registered Nurse Licence"],
  ])("keeps the card's full name: %j → %s", (text, name) => {
    expect(parseCardText(text, today).name).toBe(name);
  });

  it("property: never throws and always answers real dates, seen on the card, with expiry not before completion", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const r = parseCardText(text, today);
        if (r.completionDate && r.expiryDate) expect(r.expiryDate >= r.completionDate).toBe(true);
        for (const d of [r.completionDate, r.expiryDate]) if (d) expect(r.datesSeen).toContain(d);
        for (const d of r.datesSeen) expect(findDates(d)[0]?.date).toBe(d);
      }),
    );
  });

  it("property: an issue and a renewal month read right in every layout and order", () => {
    const layouts = [
      (a: string, b: string) => `BLS Provider\nIssue Date ${a}\nRecommended Renewal Date ${b}`,
      (a: string, b: string) => `BLS Provider\nIssue Date Recommended Renewal Date\n${a} ${b}`,
      (a: string, b: string) => `BLS Provider\n${a} ${b}\nIssue Date Recommended Renewal Date`,
      (a: string, b: string) => `BLS Provider\nRecommended Renewal Date Issue Date\n${b} ${a}`,
      (a: string, b: string) => `BLS Provider\nCertification period: ${a} - ${b}`,
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2040 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 4 }),
        fc.nat(layouts.length - 1),
        (y, m, years, l) => {
          const month = (year: number) => `${String(m).padStart(2, "0")}/${year}`;
          const end = (year: number) => `${year}-${String(m).padStart(2, "0")}-${daysInMonth(year, m)}`;
          const r = parseCardText(layouts[l]!(month(y), month(y + years)), today);
          expect(r).toMatchObject({ name: "BLS Provider", completionDate: end(y), expiryDate: end(y + years) });
        },
      ),
    );
  });
});
