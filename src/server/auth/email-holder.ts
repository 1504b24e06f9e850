import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";

/** The id of the user who has this address, if anyone does. */
export async function emailHolder(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row?.id;
}

export const emailTaken = async (db: Database, email: string) => (await emailHolder(db, email)) !== undefined;
