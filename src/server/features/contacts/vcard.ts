import { attachmentDisposition } from "@core/file-names";
import { CONTACT_LIMITS, contactMessages, type ContactInput } from "@core/schemas/contacts";
import { isSameContact, readVcf, type VcfContents } from "@core/vcard";
import { badRequest } from "../../http/errors";

/**
 * The contacts of a .vcf file (core/vcard.ts reads it). A text with no vCard in
 * it, or no card that can be a contact, or too many cards, imports nothing (400).
 */
export function contactsFromVcf(text: string): VcfContents {
  const contents = readVcf(text);
  if (contents.cards === 0) throw badRequest(contactMessages.notVcard, { vcf: contactMessages.notVcard });
  if (contents.cards > CONTACT_LIMITS.perImport) throw badRequest(contactMessages.tooMany, { vcf: contactMessages.tooMany });
  if (contents.contacts.length === 0) throw badRequest(contactMessages.noCards, { vcf: contactMessages.noCards });
  return contents;
}

/** Which of the file's contacts she has already — among her contacts, or earlier in the same file. */
export function duplicatesIn(incoming: ContactInput[], existing: Pick<ContactInput, "name" | "phone" | "email">[]): boolean[] {
  const seen = [...existing];
  return incoming.map((contact) => {
    const duplicate = seen.some((other) => isSameContact(contact, other));
    seen.push(contact);
    return duplicate;
  });
}

/** The download's Content-Disposition: her contact's name as it is (RFC 5987), with a plain-ASCII fallback. */
export const vcardDisposition = (name: string) => attachmentDisposition(`${name}.vcf`, "contact.vcf");
