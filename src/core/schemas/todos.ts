import { z } from "zod";
import { TASK_TEXT_MAX, todoMessages } from "../todos";
import { NOT_BLANK, oneLine } from "./common";
import { noExtraFields } from "./no-extra-fields";

/** The text of a task: trimmed, not blank, one line of at most TASK_TEXT_MAX characters (docs/product/shell-and-dashboard.md, To-Do List). */
export const todoText = oneLine(z.string(todoMessages.blank).trim().max(TASK_TEXT_MAX, todoMessages.tooLong).regex(NOT_BLANK, todoMessages.blank), "A task");

/** POST /api/todos */
export const createTodoBody = z.strictObject({ text: todoText }, noExtraFields);

/** PATCH /api/todos/:id: tick or untick, or reword. */
export const updateTodoBody = z
  .strictObject({ text: todoText.optional(), completed: z.boolean("Completed must be true or false").optional() }, noExtraFields)
  .refine((b) => b.text !== undefined || b.completed !== undefined, { message: "Nothing to change", path: ["completed"] })
  // Its only fields are these two: at least one is sent.
  .meta({ minProperties: 1 });

export const todoSchema = z.object({
  id: z.string(),
  text: z.string(),
  completed: z.boolean(),
  createdAt: z.string(),
  /** Its version: a change made offline sends it as If-Match (decision 057). */
  updatedAt: z.string(),
});

export const todoListSchema = z.object({ todos: z.array(todoSchema) });

export type Todo = z.infer<typeof todoSchema>;
