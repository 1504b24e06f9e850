import { asc, ilike, or } from "drizzle-orm";
import type { Contact, ContactInput } from "@core/schemas/contacts";
import type { Database } from "../../db/client";
import { contacts } from "../../db/schema";
import { userScope } from "../../db/user-scope";

export type ContactRow = typeof contacts.$inferSelect;

/** At most this many contacts in one list. */
export const CONTACTS_LIMIT = 2000;

export function toContact(row: ContactRow): Contact {
  const { userId: _userId, createdAt, updatedAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** My contacts by name; `q` finds a text in name, role, unit, phone, email or notes. */
export async function listContacts(db: Database, userId: string, q?: string): Promise<ContactRow[]> {
  const pattern = q ? likePattern(q) : undefined;
  const search = pattern
    ? or(
        ilike(contacts.name, pattern),
        ilike(contacts.role, pattern),
        ilike(contacts.unit, pattern),
        ilike(contacts.phone, pattern),
        ilike(contacts.email, pattern),
        ilike(contacts.notes, pattern),
      )
    : undefined;
  return db
    .select()
    .from(contacts)
    .where(userScope(db, userId).mine(contacts, search))
    .orderBy(asc(contacts.name), asc(contacts.createdAt))
    .limit(CONTACTS_LIMIT);
}

/** What tells her contacts apart, all of them: name, phone and email (to find an import's duplicates). */
export async function contactIdentities(db: Database, userId: string) {
  return db.select({ name: contacts.name, phone: contacts.phone, email: contacts.email }).from(contacts).where(userScope(db, userId).mine(contacts));
}

/** Every contact of hers, by name (Export all). */
export async function allContacts(db: Database, userId: string): Promise<ContactRow[]> {
  return db.select().from(contacts).where(userScope(db, userId).mine(contacts)).orderBy(asc(contacts.name), asc(contacts.createdAt));
}

/** Adds several at once (an import): all or none. */
export async function insertContacts(db: Database, userId: string, inputs: ContactInput[]): Promise<ContactRow[]> {
  if (inputs.length === 0) return [];
  return db
    .insert(contacts)
    .values(inputs.map((input) => ({ ...input, userId })))
    .returning();
}
