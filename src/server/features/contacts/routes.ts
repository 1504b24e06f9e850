import { z } from "zod";
import { attachmentDisposition } from "@core/file-names";
import { idParams } from "@core/schemas/common";
import {
  CONTACT_LIMITS,
  contactBody,
  contactImportBody,
  contactImportResponse,
  contactListSchema,
  contactMessages,
  contactPatchBody,
  contactPreviewBody,
  contactPreviewResponse,
  contactQuery,
  contactSchema,
} from "@core/schemas/contacts";
import { writeVcard, writeVcf } from "@core/vcard";
import { contacts } from "../../db/schema";
import { userScope } from "../../db/user-scope";
import type { Api } from "../../http/api";
import { inputErrorAnswers, notFoundAnswer, signedOutAnswer } from "../../http/error-answers";
import { invalidInput } from "../../http/errors";
import type { Services } from "../../services";
import { allContacts, contactIdentities, insertContacts, listContacts, toContact } from "./repository";
import { contactsFromVcf, duplicatesIn, vcardDisposition } from "./vcard";

const tag = "contacts";
const missing = notFoundAnswer("No such contact of yours");
const example = {
  name: "Ana Diaz",
  role: "Charge Nurse",
  unit: "ICU, Vancouver General",
  phone: "604-555-0101",
  phoneType: "work" as const,
  email: "ana.diaz@example.org",
  notes: "Nights",
};

const vcardHeaders = (disposition: string) => ({
  "Content-Type": "text/vcard; charset=utf-8",
  "Content-Disposition": disposition,
  "Cache-Control": "private, no-store",
});
const vcfExample =
  "BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen;;;\r\nTEL;CELL:604-555-0101\r\nEND:VCARD\r\n";

/** Work contacts: add, edit, delete, search; one or all as a vCard; import a .vcf (2.1, 3.0 or 4.0). */
export function registerContactRoutes(api: Api, { db }: Services) {
  api.get(
    "/api/contacts",
    {
      summary: "My work contacts by name; q searches name, role, unit, phone, email and notes",
      tag,
      reach: "own",
      query: contactQuery,
      responses: { 200: { description: "The contacts", schema: contactListSchema }, ...inputErrorAnswers },
    },
    async (c, { user, query }) => c.json({ contacts: (await listContacts(db, user.id, query.q)).map(toContact) }, 200),
  );

  api.post(
    "/api/contacts",
    {
      summary: "Add a contact (name required)",
      tag,
      reach: "own",
      body: contactBody,
      example,
      responses: { 201: { description: "Added", schema: contactSchema }, ...inputErrorAnswers },
    },
    async (c, { user, body }) => c.json(toContact(await userScope(db, user.id).insert(contacts, body)), 201),
  );

  api.post(
    "/api/contacts/import/preview",
    {
      summary:
        "What importing a .vcf file (its text, read by the browser) would do: its contacts, which of them she has already, and the cards that are not contacts, with why. Nothing is stored",
      tag,
      reach: "own",
      body: contactPreviewBody,
      example: { vcf: vcfExample },
      refuses: {
        [contactMessages.notVcard]: "vcf is the text of a vCard file (BEGIN:VCARD … END:VCARD)",
        [contactMessages.tooMany]: `vcf holds at most ${CONTACT_LIMITS.perImport} cards`,
        [contactMessages.noCards]: "a card of vcf can be a contact (it has a name, an organisation, a phone or an email)",
      },
      responses: { 200: { description: "The file's contacts and skipped cards", schema: contactPreviewResponse }, ...inputErrorAnswers },
    },
    async (c, { user, body }) => {
      const { contacts: found, skipped } = contactsFromVcf(body.vcf);
      const duplicate = duplicatesIn(found, await contactIdentities(db, user.id));
      return c.json({ contacts: found.map((contact, i) => ({ name: contact.name, duplicate: duplicate[i]! })), skipped }, 200);
    },
  );

  api.post(
    "/api/contacts/import",
    {
      summary:
        "Import the contacts of a .vcf file (its text, read by the browser): every card that can be a contact, leaving out those she has already when skipDuplicates; none when it is not a vCard",
      tag,
      reach: "own",
      body: contactImportBody,
      example: { vcf: vcfExample, skipDuplicates: true },
      refuses: {
        [contactMessages.notVcard]: "vcf is the text of a vCard file (BEGIN:VCARD … END:VCARD)",
        [contactMessages.tooMany]: `vcf holds at most ${CONTACT_LIMITS.perImport} cards`,
        [contactMessages.noCards]: "a card of vcf can be a contact (it has a name, an organisation, a phone or an email)",
      },
      responses: { 201: { description: "Imported", schema: contactImportResponse }, ...inputErrorAnswers },
    },
    async (c, { user, body }) => {
      const { contacts: found, skipped } = contactsFromVcf(body.vcf);
      const duplicate = body.skipDuplicates ? duplicatesIn(found, await contactIdentities(db, user.id)) : found.map(() => false);
      const rows = await insertContacts(
        db,
        user.id,
        found.filter((_, i) => !duplicate[i]),
      );
      return c.json({ imported: rows.length, duplicates: duplicate.filter(Boolean).length, skipped, contacts: rows.map(toContact) }, 201);
    },
  );

  // Before /api/contacts/:id, which would take "vcard" for an id.
  api.get(
    "/api/contacts/vcard",
    {
      summary: "Export all: every contact of mine as one .vcf file (vCard 3.0)",
      tag,
      reach: "own",
      responses: { 200: { description: "The vCards", contentType: "text/vcard" }, ...signedOutAnswer },
    },
    async (c, { user }) =>
      c.body(writeVcf(await allContacts(db, user.id)), 200, vcardHeaders(attachmentDisposition("NurseVitals contacts.vcf", "contacts.vcf"))),
  );

  api.get(
    "/api/contacts/:id",
    {
      summary: "One of my contacts",
      tag,
      reach: "own",
      params: idParams,
      responses: { 200: { description: "The contact", schema: contactSchema }, ...inputErrorAnswers, ...missing },
    },
    async (c, { user, params }) => c.json(toContact(await userScope(db, user.id).get(contacts, params.id, "Contact")), 200),
  );

  api.get(
    "/api/contacts/:id/vcard",
    {
      summary: "Download vCard: one contact as a .vcf file (vCard 3.0, named after her contact in UTF-8)",
      tag,
      reach: "own",
      params: idParams,
      responses: { 200: { description: "The vCard", contentType: "text/vcard" }, ...inputErrorAnswers, ...missing },
    },
    async (c, { user, params }) => {
      const row = await userScope(db, user.id).get(contacts, params.id, "Contact");
      return c.body(writeVcard(row), 200, vcardHeaders(vcardDisposition(row.name)));
    },
  );

  api.patch(
    "/api/contacts/:id",
    {
      summary: "Change some of a contact's fields",
      tag,
      reach: "own",
      params: idParams,
      body: contactPatchBody,
      conditional: "its `updatedAt`",
      example: { phone: "604-555-0199" },
      responses: { 200: { description: "Saved", schema: contactSchema }, ...inputErrorAnswers, ...missing },
    },
    async (c, { user, params, body, seen }) => {
      const saved = await db.transaction(async (tx) => {
        const scope = userScope(tx, user.id);
        const { id: _id, userId: _u, createdAt: _c, updatedAt: _up, ...current } = await scope.getAsSeen(contacts, params.id, "contact", seen);
        const merged = contactBody.safeParse({ ...current, ...body });
        if (!merged.success) throw invalidInput(merged.error);
        return scope.update(contacts, params.id, { ...merged.data, updatedAt: new Date() }, "Contact");
      });
      return c.json(toContact(saved), 200);
    },
  );

  api.delete(
    "/api/contacts/:id",
    {
      summary: "Delete a contact",
      tag,
      reach: "own",
      params: idParams,
      conditional: "its `updatedAt`",
      responses: { 200: { description: "Deleted", schema: z.object({ id: z.string() }) }, ...inputErrorAnswers, ...missing },
    },
    async (c, { user, params, seen }) => {
      await db.transaction(async (tx) => {
        const scope = userScope(tx, user.id);
        await scope.getAsSeen(contacts, params.id, "contact", seen);
        await scope.remove(contacts, params.id, "Contact");
      });
      return c.json({ id: params.id }, 200);
    },
  );
}
