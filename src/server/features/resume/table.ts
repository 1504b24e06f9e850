import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
// Relative imports: drizzle-kit loads this file without the @core alias.
import type { ResumeContent } from "../../../core/schemas/resume";
import { users } from "../../db/schema/auth";

/**
 * One resume per nurse (the Resume Builder, docs/product/resume.md): its content is one
 * document, saved whole as she types, checked by core/schemas/resume.ts.
 */
export const resumes = pgTable("resumes", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  content: jsonb("content").$type<ResumeContent>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
