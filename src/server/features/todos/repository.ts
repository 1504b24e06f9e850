import { count, desc } from "drizzle-orm";
import { MAX_TASKS, SAMPLE_TASKS } from "@core/todos";
import type { Todo } from "@core/schemas/todos";
import type { Database } from "../../db/client";
import { todos } from "../../db/schema";
import { ownedBy } from "../../db/user-scope";

export const toTodo = (row: typeof todos.$inferSelect): Todo => ({
  id: row.id,
  text: row.text,
  completed: row.completed,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** My tasks, newest first. */
export async function listTodos(db: Database, userId: string): Promise<Todo[]> {
  const rows = await db.select().from(todos).where(ownedBy(todos, userId)).orderBy(desc(todos.seq)).limit(MAX_TASKS);
  return rows.map(toTodo);
}

export async function countTodos(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(todos).where(ownedBy(todos, userId));
  return row?.n ?? 0;
}

/** A new account's six sample tasks (docs/product/shell-and-dashboard.md, To-Do List), the first of them on top. */
export async function seedSampleTodos(db: Database, userId: string): Promise<void> {
  await db.insert(todos).values([...SAMPLE_TASKS].reverse().map((t) => ({ ...t, userId })));
}
