import { describe, expect, it } from "vitest";
import { SAMPLE_TASKS, TASK_TEXT_MAX } from "@core/todos";
import { json, type TestUser, useTestApp, errorOf } from "../../testing/test-app";

const t = useTestApp();

type Todo = { id: string; text: string; completed: boolean; createdAt: string };

const list = async (user: TestUser) => {
  const res = await t.request("/api/todos", { cookie: user.cookie });
  expect(res.status).toBe(200);
  return (await json<{ todos: Todo[] }>(res)).todos;
};
const add = (user: TestUser, body: unknown) => t.request("/api/todos", { cookie: user.cookie, body });
const patch = (user: TestUser, id: string, body: unknown) => t.request(`/api/todos/${id}`, { method: "PATCH", cookie: user.cookie, body });
const remove = (user: TestUser, id: string) => t.request(`/api/todos/${id}`, { method: "DELETE", cookie: user.cookie });

describe("todos", () => {
  it("a new account starts with the six sample tasks, the first on top", async () => {
    const nurse = await t.signUp();
    const tasks = await list(nurse);
    expect(tasks.map(({ text, completed }) => ({ text, completed }))).toEqual(SAMPLE_TASKS);
  });

  it("add (trimmed, newest first), tick, untick, reword and delete", async () => {
    const nurse = await t.signUp();
    const res = await add(nurse, { text: "  Call pharmacy about bed 4  " });
    expect(res.status).toBe(201);
    const task = await json<Todo>(res);
    expect(task).toMatchObject({ text: "Call pharmacy about bed 4", completed: false });
    expect((await list(nurse))[0]!.id).toBe(task.id);

    expect(await json<Todo>(await patch(nurse, task.id, { completed: true }))).toMatchObject({ completed: true });
    expect((await list(nurse)).find((x) => x.id === task.id)?.completed).toBe(true);
    expect(await json<Todo>(await patch(nurse, task.id, { completed: false, text: "Call pharmacy" }))).toMatchObject({
      completed: false,
      text: "Call pharmacy",
    });

    expect((await remove(nurse, task.id)).status).toBe(200);
    expect((await list(nurse)).map((x) => x.id)).not.toContain(task.id);
    expect((await remove(nurse, task.id)).status).toBe(404);
  });

  it.each([
    ["a blank task", { text: "   " }, "text", "Please enter a task"],
    ["a 10,000-character task", { text: "x".repeat(10_000) }, "text", `A task must be ${TASK_TEXT_MAX} characters or less`],
    ["no text", {}, "text", "Please enter a task"],
    ["another owner", { text: "Hi", userId: "someone" }, undefined, "Unknown field: userId."],
  ])("refuse %s with the limit, saving nothing", async (_what, body, field, message) => {
    const nurse = await t.signUp();
    const res = await add(nurse, body);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    if (field) expect(error.fields?.[field]).toBe(message);
    else expect(JSON.stringify(error)).toContain(message);
    expect(await list(nurse)).toHaveLength(SAMPLE_TASKS.length);
  });

  it("a task of exactly the limit is kept; a change to blank is refused", async () => {
    const nurse = await t.signUp();
    const task = await json<Todo>(await add(nurse, { text: "y".repeat(TASK_TEXT_MAX) }));
    expect(task.text).toHaveLength(TASK_TEXT_MAX);
    const res = await patch(nurse, task.id, { text: "" });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.text).toBe("Please enter a task");
    expect((await patch(nurse, task.id, {})).status).toBe(400);
  });

  it("another nurse's task is not there for me: 404 on change and delete, and it stays hers", async () => {
    const ann = await t.signUp();
    const bob = await t.signUp();
    const task = await json<Todo>(await add(ann, { text: "Ann's task" }));
    expect((await patch(bob, task.id, { completed: true })).status).toBe(404);
    expect((await remove(bob, task.id)).status).toBe(404);
    expect((await list(bob)).map((x) => x.id)).not.toContain(task.id);
    expect((await list(ann)).find((x) => x.id === task.id)).toMatchObject({ completed: false, text: "Ann's task" });
  });

  it("need a session", async () => {
    expect((await t.request("/api/todos")).status).toBe(401);
  });
});
