import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contactBody, contactMessages } from "./contacts";

const phoneError = (phone: string) => {
  const result = contactBody.safeParse({ name: "Ana Reyes", phone });
  return result.success ? undefined : result.error.issues.map((i) => i.message);
};

describe("a contact's phone", () => {
  it.each(["604-555-0199", "+1 (604) 555-0199", "555.0199 x 204", "604 555 0199 ext. 12", "4471", ""])("takes %j", (phone) => {
    expect(phoneError(phone)).toBeUndefined();
  });

  it.each(["call me", "x204", "604-555-0199!", "ext 12"])("refuses %j with the rule", (phone) => {
    expect(phoneError(phone)).toEqual([contactMessages.phone]);
  });

  it("answers at once for a body of a million digits, spaces or signs (the pattern never backtracks over them)", () => {
    for (const phone of [`${"1".repeat(1_000_000)}!`, `1${" ".repeat(1_000_000)}!`, `${"+".repeat(1_000_000)}!`]) {
      expect(phoneError(phone)).toContain(contactMessages.phone);
    }
  });

  it("property: whatever she types, it is taken exactly when it is digits and + ( ) - . spaces with a digit, and an optional extension", () => {
    const rule = (s: string) => s === "" || /^[+().\-\s]*\d[\d+().\-\s]*((x|ext\.?)\s*\d+)?$/i.test(s);
    fc.assert(
      fc.property(fc.array(fc.constantFrom("1", "7", " ", "+", "(", ")", "-", ".", "x", "e", "t", "a"), { maxLength: 30 }), (chars) => {
        const phone = chars.join("").trim();
        expect(phoneError(phone) === undefined).toBe(rule(phone));
      }),
    );
  });
});
