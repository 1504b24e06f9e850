/** The dashboard's to-do list (docs/product/shell-and-dashboard.md, To-Do List; kept on the server). */

/** A task is one short line. */
export const TASK_TEXT_MAX = 200;
/** The card shows the first five; the modal shows them all. */
export const TASK_CARD_LIMIT = 5;
/** A list a nurse can still read; beyond it a new task is refused. */
export const MAX_TASKS = 500;

/** A new account starts with these six, top first; the last two done. */
export const SAMPLE_TASKS: readonly { text: string; completed: boolean }[] = [
  { text: "Review patient care plans", completed: false },
  { text: "Restock the supply cart", completed: false },
  { text: "Finish the hand hygiene e-learning", completed: false },
  { text: "Check certification renewal dates", completed: false },
  { text: "Swap Saturday shift with Maria", completed: true },
  { text: "Order new compression socks", completed: true },
];

export const todoMessages = {
  blank: "Please enter a task",
  tooLong: `A task must be ${TASK_TEXT_MAX} characters or less`,
  tooMany: `You can keep up to ${MAX_TASKS} tasks. Delete some finished ones first.`,
};

/** "N active, M completed" (the whole list's count line). */
export function todoCounts(tasks: readonly { completed: boolean }[]): { active: number; completed: number } {
  const completed = tasks.filter((t) => t.completed).length;
  return { active: tasks.length - completed, completed };
}
