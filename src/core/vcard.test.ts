import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PHONE_TYPES } from "./phone-types";
import { contactBody, type ContactInput } from "./schemas/contacts";
import { isSameContact, readVcf, vcfText, writeVcard, writeVcf } from "./vcard";
import { ANDROID_SAMSUNG_21, APPLE_30, GOOGLE_30, OUTLOOK_21, RFC6350_40 } from "./vcard-fixtures";

const contact = (fields: Partial<ContactInput> & { name: string }): ContactInput => contactBody.parse(fields);

describe("reading what real exporters write", () => {
  it("Android and Samsung, vCard 2.1: quoted-printable UTF-8 over soft line breaks, TEL;CELL, a photo, a card with no name", () => {
    const { contacts, skipped, cards } = readVcf(ANDROID_SAMSUNG_21);
    expect(cards).toBe(3);
    expect(contacts).toEqual([
      {
        name: "Jürgen Müller",
        role: "Charge Nurse",
        unit: "St. Paul’s Hospital, Cardiac ICU",
        phone: "+1 604-555-0101",
        phoneType: "mobile",
        email: "juergen.mueller@example.org",
        notes: "Nights only.\nKnows the new pumps; ask him first.\nWork: 604-555-0199",
      },
      { name: "Jordan Lee", role: "", unit: "", phone: "778-555-0144", phoneType: "mobile", email: "", notes: "Home: 604-555-0155" },
    ]);
    expect(skipped).toEqual([{ card: 2, label: "604-555-0133", reason: "it has no name" }]);
  });

  it("Apple Contacts, vCard 3.0: lower-case repeated type params, pref, grouped properties, escapes", () => {
    const { contacts, skipped } = readVcf(APPLE_30);
    expect(skipped).toEqual([]);
    expect(contacts).toEqual([
      {
        name: "Ben Okafor",
        role: "Unit Clerk",
        unit: "Vancouver General Hospital, Emergency",
        phone: "(604) 555-0142",
        phoneType: "mobile",
        email: "ben.okafor@example.org",
        notes: "Line one\nLine two, with a comma; and a semicolon \\o/\nWork: 604-555-0100\nAddress: 899 W 12th Ave, Vancouver, BC, V5Z 1M9, Canada",
      },
    ]);
  });

  it("Google Contacts, vCard 3.0: LF line ends, a folded note, two addresses, a CJK name and a pager", () => {
    const { contacts } = readVcf(GOOGLE_30);
    expect(contacts).toEqual([
      {
        name: "Lin Nguyen",
        role: "Nurse Educator",
        unit: "St. Paul's Hospital",
        phone: "+1 604-555-0177",
        phoneType: "mobile",
        email: "lin.nguyen@example.org",
        notes: "Teaches ACLS on the 2nd Tuesday of each month, and PALS when asked. Brings coffee.\nEmail: lin@example.net",
      },
      { name: "王芳", role: "", unit: "", phone: "604-555-0188", phoneType: "pager", email: "", notes: "" },
    ]);
  });

  it("Outlook, vCard 2.1 in Windows-1252: accents, the preferred address, a fax kept in the notes, not called", () => {
    const { contacts } = readVcf(vcfText(OUTLOOK_21));
    expect(contacts).toEqual([
      {
        name: "Élise Côté",
        role: "Infirmière-chef",
        unit: "CHUM, Soins intensifs",
        phone: "(514) 555-0123",
        phoneType: "work",
        email: "elise.cote@example.ca",
        notes: "Parle français et anglais.\nJour seulement.\nMobile: (514) 555-0456\nFax: (514) 555-0789",
      },
    ]);
  });

  it("vCard 4.0 (RFC 6350's example): tel: URIs with an extension, quoted TYPE lists, PREF=1, folded lines", () => {
    const { contacts } = readVcf(RFC6350_40);
    expect(contacts).toEqual([
      {
        name: "Simon Perreault",
        role: "",
        unit: "Viagenie",
        phone: "+1-418-656-9254 ext. 102",
        phoneType: "work",
        email: "simon.perreault@viagenie.ca",
        notes: "Mobile: +1-418-262-6501\nAddress: Suite D2-630, 2875 Laurier, Quebec, QC, G1V 2M2, Canada",
      },
    ]);
  });

  it("takes a name from N, then ORG, then the email, when there is no FN", () => {
    const vcf = [
      "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Singh;Raj;;Dr.;RN\r\nEND:VCARD",
      "BEGIN:VCARD\r\nVERSION:3.0\r\nORG:Lab\\; Main;Chemistry\r\nEND:VCARD",
      "BEGIN:VCARD\r\nVERSION:3.0\r\nEMAIL:mailto:desk@example.org\r\nEND:VCARD",
      "BEGIN:VCARD\r\nVERSION:3.0\r\nNOTE:nothing to call it by\r\nEND:VCARD\r\n",
    ].join("\r\n");
    const { contacts, skipped } = readVcf(vcf);
    expect(contacts.map((c) => [c.name, c.unit, c.email])).toEqual([
      ["Dr. Raj Singh RN", "", ""],
      ["Lab; Main, Chemistry", "Lab; Main, Chemistry", ""],
      ["desk@example.org", "", "desk@example.org"],
    ]);
    expect(skipped).toEqual([{ card: 4, label: "Card 4", reason: "it has no name" }]);
  });

  it("keeps a phone or email the form would refuse in the notes; reads a card cut off at the end; passes over what is not a card", () => {
    const vcf = "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\nBEGIN:VCARD\r\nFN:Ana\r\nTEL:call the desk\r\nEMAIL:not-an-address\r\nBEGIN:VCARD\r\nFN:Cut Off\r\n";
    const { contacts, cards } = readVcf(vcf);
    expect(cards).toBe(1);
    expect(contacts).toEqual([expect.objectContaining({ name: "Ana", phone: "", email: "", notes: "Phone: call the desk\nEmail: not-an-address" })]);
    expect(readVcf("just some notes").cards).toBe(0);
    expect(readVcf("BEGIN:VCARD\r\nFN:Cut Off\r\nTEL;CELL:604-555-0101").contacts).toEqual([expect.objectContaining({ name: "Cut Off", phoneType: "mobile" })]);
  });

  it("a nested vCard 2.1 AGENT card is not one of hers", () => {
    const vcf = "BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Boss\r\nAGENT:BEGIN:VCARD\r\nFN:Assistant\r\nEND:VCARD\r\nTEL;WORK:604-555-0100\r\nEND:VCARD\r\n";
    expect(readVcf(vcf).contacts).toEqual([expect.objectContaining({ name: "Boss", phone: "604-555-0100", phoneType: "work" })]);
  });
});

describe("writing", () => {
  it("a vCard 3.0 with FN and N, ORG's semicolons escaped, the phone's kind, CHARSET for non-ASCII", () => {
    const card = writeVcard(
      contact({ name: "Zoë Brien", role: "RN", unit: "ICU; 4 West, VGH", phone: "604-555-0101", phoneType: "mobile", email: "zoe@example.org", notes: "a\\b" }),
    );
    expect(card).toBe(
      [
        "BEGIN:VCARD",
        "VERSION:3.0",
        "FN;CHARSET=UTF-8:Zoë Brien",
        "N;CHARSET=UTF-8:Brien;Zoë;;;",
        "TITLE:RN",
        "ORG:ICU\\; 4 West\\, VGH",
        "TEL;TYPE=CELL:604-555-0101",
        "EMAIL;TYPE=INTERNET:zoe@example.org",
        "NOTE:a\\\\b",
        "END:VCARD",
        "",
      ].join("\r\n"),
    );
  });

  it("a bare CR in the notes is a line break, never a new property (no EMAIL injected)", () => {
    const card = writeVcard(contact({ name: "Ana", notes: "x\rEMAIL;TYPE=work:evil@evil.example" }));
    expect(card).toContain("NOTE:x\\nEMAIL\\;TYPE=work:evil@evil.example\r\n");
    expect(card.split("\r\n").filter((l) => /^EMAIL/i.test(l))).toEqual([]);
    // Whatever the notes hold, every line of the card is a property or a folded continuation, and no raw CR or LF is left inside one.
    expect(card.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(readVcf(card).contacts[0]).toMatchObject({ email: "", notes: "x\nEMAIL;TYPE=work:evil@evil.example" });
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const card = writeVcard(contact({ name: "Ana", notes: "é".repeat(100) }));
    for (const line of card.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(card).not.toContain("\uFFFD");
    expect(readVcf(card).contacts[0]?.notes).toBe("é".repeat(100));
  });
});

// Text with everything a vCard treats specially: separators, escapes, quotes, colons, line breaks (notes), non-ASCII.
const tricky = (extra: string[]) =>
  fc
    .array(
      fc.oneof(
        fc.constantFrom(";", ",", "\\", ":", '"', "=", " ", "é", "王", "🩺", "=0D", "\\n", "BEGIN:VCARD", ...extra),
        fc.string({ minLength: 1, maxLength: 4 }),
      ),
      {
        maxLength: 12,
      },
    )
    .map((parts) => parts.join(""));

const validContact = fc
  .record({
    name: tricky([]),
    role: tricky([]),
    unit: tricky([]),
    phone: fc.oneof(fc.constant(""), fc.stringMatching(/^\+?[0-9]{1,3}[ -]?\(?[0-9]{3}\)?[ .-]?[0-9]{3}-[0-9]{4}( ext\. [0-9]{1,4})?$/)),
    phoneType: fc.constantFrom(...PHONE_TYPES),
    email: fc.oneof(fc.constant(""), fc.emailAddress()),
    notes: tricky(["\n", "\r\n", "\r", "\t"]),
  })
  .map((draft) => contactBody.safeParse(draft))
  .filter((parsed) => parsed.success)
  .map((parsed) => parsed.data!)
  // A phone type means nothing without a phone: the card has no TEL to carry it.
  .map((c) => (c.phone ? c : { ...c, phoneType: "work" as const }));

describe("round trip", () => {
  it("parse(write(contact)) = contact, for any contact the form accepts", () => {
    fc.assert(
      fc.property(validContact, (c) => {
        const { contacts, skipped } = readVcf(writeVcard(c));
        expect(skipped).toEqual([]);
        expect(contacts).toEqual([c]);
      }),
      { numRuns: 500 },
    );
  });

  it("Export all reads back as the same list, in order", () => {
    fc.assert(
      fc.property(fc.array(validContact, { maxLength: 5 }), (list) => {
        expect(readVcf(writeVcf(list)).contacts).toEqual(list);
      }),
      { numRuns: 100 },
    );
  });
});

describe("duplicates", () => {
  const ana = contact({ name: "Ana Diaz", phone: "+1 604-555-0101", email: "ana@example.org" });
  it.each([
    ["the same card", ana, true],
    ["the same name and number, written otherwise", contact({ name: " ana  diaz ", phone: "1 (604) 555 0101" }), true],
    ["the same number without its country code", contact({ name: "Ana Diaz", phone: "604.555.0101" }), true],
    ["a number that only ends the same", contact({ name: "Ana Diaz", phone: "555-0101" }), false],
    ["the same name and email, in capitals", contact({ name: "Ana Diaz", email: "ANA@example.org" }), true],
    ["a namesake with another number", contact({ name: "Ana Diaz", phone: "604-555-9999" }), false],
    ["another name, the same number", contact({ name: "Ben Okafor", phone: "+1 604-555-0101" }), false],
  ])("%s: %s", (_what, incoming, same) => expect(isSameContact(incoming, ana)).toBe(same));

  it("two cards with a name only are the same contact", () => {
    expect(isSameContact(contact({ name: "Pharmacy" }), contact({ name: "pharmacy" }))).toBe(true);
    expect(isSameContact(contact({ name: "Pharmacy" }), contact({ name: "Pharmacy", phone: "604-555-0100" }))).toBe(false);
  });
});
