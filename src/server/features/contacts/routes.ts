import { z } from "zod";
import { idParams } from "@core/schemas/common";
import {
  contactBody,
  contactImportBody,
  contactImportResponse,
  contactListSchema,
  contactPatchBody,
  contactQuery,
  contactSchema,
} from "@core/schemas/contacts";
import { contacts } from "../../db/schema";
import { userScope } from "../../db/user-scope";
import type { Api } from "../../http/api";
import { invalidInput } from "../../http/errors";
import type { Services } from "../../services";
import { insertContacts, listContacts, toContact } from "./repository";
import { contactToVcard, contactsFromVcf, vcardFileName } from "./vcard";

const tag = "contacts";
const errors = {
  400: { description: "Invalid input: `error.fields` has a message per field" },
  401: { description: "Not signed in" },
};
const missing = { 404: { description: "No such contact of yours" } };
const example = {
  name: "Ana Diaz",
  role: "Charge Nurse",
  unit: "ICU, Vancouver General",
  phone: "604-555-0101",
  email: "ana.diaz@example.org",
  notes: "Nights",
};

/** Work contacts: add, edit, delete, search; one as a vCard; import a .vcf. */
export function registerContactRoutes(api: Api, { db }: Services) {
  api.get(
    "/api/contacts",
    {
      summary: "My work contacts by name; q searches name, role, unit, phone, email and notes",
      tag,
      reach: "own",
      query: contactQuery,
      responses: { 200: { description: "The contacts", schema: contactListSchema }, ...errors },
    },
    async (c, { user, query }) => c.json({ contacts: (await listContacts(db, user.id, query.q)).map(toContact) }),
  );

  api.post(
    "/api/contacts",
    {
      summary: "Add a contact (name required)",
      tag,
      reach: "own",
      body: contactBody,
      example,
      responses: { 201: { description: "Added", schema: contactSchema }, ...errors },
    },
    async (c, { user, body }) => c.json(toContact(await userScope(db, user.id).insert(contacts, body)), 201),
  );

  api.post(
    "/api/contacts/import",
    {
      summary: "Import the contacts of a .vcf file (its text, read by the browser): all of them, or none when it is not a vCard",
      tag,
      reach: "own",
      body: contactImportBody,
      example: { vcf: "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ana Diaz\r\nTEL;TYPE=work:604-555-0101\r\nEND:VCARD\r\n" },
      responses: { 201: { description: "Imported", schema: contactImportResponse }, ...errors },
    },
    async (c, { user, body }) => {
      const { contacts: cards, skipped } = contactsFromVcf(body.vcf);
      const rows = await insertContacts(db, user.id, cards);
      return c.json({ imported: rows.length, skipped, contacts: rows.map(toContact) }, 201);
    },
  );

  api.get(
    "/api/contacts/:id",
    {
      summary: "One of my contacts",
      tag,
      reach: "own",
      params: idParams,
      responses: { 200: { description: "The contact", schema: contactSchema }, ...errors, ...missing },
    },
    async (c, { user, params }) => c.json(toContact(await userScope(db, user.id).get(contacts, params.id, "Contact"))),
  );

  api.get(
    "/api/contacts/:id/vcard",
    {
      summary: "Download vCard: one contact as a .vcf file (vCard 4.0)",
      tag,
      reach: "own",
      params: idParams,
      responses: { 200: { description: "The vCard", contentType: "text/vcard" }, ...errors, ...missing },
    },
    async (c, { user, params }) => {
      const row = await userScope(db, user.id).get(contacts, params.id, "Contact");
      return c.body(contactToVcard(row), 200, {
        "Content-Type": "text/vcard; charset=utf-8",
        "Content-Disposition": `attachment; filename="${vcardFileName(row.name)}"`,
        "Cache-Control": "private, no-store",
      });
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
      example: { phone: "604-555-0199" },
      responses: { 200: { description: "Saved", schema: contactSchema }, ...errors, ...missing },
    },
    async (c, { user, params, body }) => {
      const scope = userScope(db, user.id);
      const { id: _id, userId: _u, createdAt: _c, updatedAt: _up, ...current } = await scope.get(contacts, params.id, "Contact");
      const merged = contactBody.safeParse({ ...current, ...body });
      if (!merged.success) throw invalidInput(merged.error);
      return c.json(toContact(await scope.update(contacts, params.id, { ...merged.data, updatedAt: new Date() }, "Contact")));
    },
  );

  api.delete(
    "/api/contacts/:id",
    {
      summary: "Delete a contact",
      tag,
      reach: "own",
      params: idParams,
      responses: { 200: { description: "Deleted", schema: z.object({ id: z.string() }) }, ...errors, ...missing },
    },
    async (c, { user, params }) => {
      await userScope(db, user.id).remove(contacts, params.id, "Contact");
      return c.json({ id: params.id });
    },
  );
}
