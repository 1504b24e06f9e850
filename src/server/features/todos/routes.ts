import { idParams } from "@core/schemas/common";
import { createTodoBody, todoListSchema, todoSchema, updateTodoBody } from "@core/schemas/todos";
import { MAX_TASKS, todoMessages } from "@core/todos";
import { z } from "zod";
import { todos } from "../../db/schema";
import { userScope } from "../../db/user-scope";
import { cachedAnswer } from "../../cache/user-data-cache";
import type { Api } from "../../http/api";
import { inputErrorAnswers, notFoundAnswer, signedOutAnswer } from "../../http/error-answers";
import { jsonTextAnswer } from "../../http/compression";
import { conflict } from "../../http/errors";
import { countTodos, listTodos, toTodo } from "./repository";
import type { Services } from "../../services";

const tag = "todos";
const notFound = notFoundAnswer("No such task of yours");

/** The dashboard's To-Do List (docs/product/shell-and-dashboard.md), per nurse. */
export function registerTodoRoutes(api: Api, { db, userData }: Services) {
  api.get(
    "/api/todos",
    {
      summary: "My to-do list, newest first",
      tag,
      reach: "own",
      responses: { 200: { description: "The tasks", schema: todoListSchema }, ...signedOutAnswer },
    },
    // From the answer cache, serialised once: todos notify on every write.
    async (c, { user }) => {
      const listed = () => listTodos(db, user.id);
      const answer = await cachedAnswer(userData, user.id, "todos", listed, "", (todos) => ({ todos }));
      return jsonTextAnswer(c, answer);
    },
  );

  api.post(
    "/api/todos",
    {
      summary: "Add a task (trimmed, not blank, at most 200 characters)",
      tag,
      reach: "own",
      body: createTodoBody,
      example: { text: "Restock the supply cart" },
      responses: {
        201: { description: "Added", schema: todoSchema },
        ...inputErrorAnswers,
        409: { description: `Already ${MAX_TASKS} tasks` },
      },
    },
    async (c, { user, body }) => {
      if ((await countTodos(db, user.id)) >= MAX_TASKS) throw conflict(todoMessages.tooMany);
      const row = await userScope(db, user.id).insert(todos, { text: body.text });
      return c.json(toTodo(row), 201);
    },
  );

  api.patch(
    "/api/todos/:id",
    {
      summary: "Tick, untick or reword one of my tasks",
      tag,
      reach: "own",
      params: idParams,
      body: updateTodoBody,
      conditional: "its `updatedAt`",
      example: { completed: true },
      responses: { 200: { description: "Changed", schema: todoSchema }, ...inputErrorAnswers, ...notFound },
    },
    async (c, { user, params, body, seen }) => {
      const row = await db.transaction(async (tx) => {
        const scope = userScope(tx, user.id);
        await scope.getAsSeen(todos, params.id, "task", seen);
        return scope.update(todos, params.id, { ...body, updatedAt: new Date() }, "Task");
      });
      return c.json(toTodo(row), 200);
    },
  );

  api.delete(
    "/api/todos/:id",
    {
      summary: "Delete one of my tasks",
      tag,
      reach: "own",
      params: idParams,
      conditional: "its `updatedAt`",
      responses: { 200: { description: "Deleted", schema: z.object({ id: z.string() }) }, ...inputErrorAnswers, ...notFound },
    },
    async (c, { user, params, seen }) => {
      await db.transaction(async (tx) => {
        const scope = userScope(tx, user.id);
        await scope.getAsSeen(todos, params.id, "task", seen);
        await scope.remove(todos, params.id, "Task");
      });
      return c.json({ id: params.id }, 200);
    },
  );
}
