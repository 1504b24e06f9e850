import { Plus, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { Todo } from "@core/schemas/todos";
import { TASK_TEXT_MAX } from "@core/todos";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Input } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import { useTodoMutations } from "../api/todos";

/** A new task: Enter or the button; trimmed, never blank (docs/product/shell-and-dashboard.md, To-Do List). */
export function AddTask({ label = "Add" }: { label?: string }) {
  const id = useId();
  const [text, setText] = useState("");
  const { add } = useTodoMutations();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    add.mutate(trimmed, { onSuccess: () => setText("") });
  };
  return (
    <form onSubmit={onSubmit} className="mb-2 flex gap-2">
      <label htmlFor={id} className="sr-only">
        New task
      </label>
      <Input id={id} value={text} onChange={(e) => setText(e.target.value)} placeholder="Add a task" maxLength={TASK_TEXT_MAX} className="min-w-0 flex-1" />
      <Button type="submit" aria-label={label === "Add" ? "Add task" : label} disabled={add.isPending || !text.trim()} className="min-w-11 px-3">
        <Plus aria-hidden />
        <span className={label === "Add" ? "sr-only" : undefined}>{label}</span>
      </Button>
    </form>
  );
}

/** Tasks with a tick box and a delete button each. */
export function TaskList({ tasks }: { tasks: Todo[] }) {
  const { toggle, remove } = useTodoMutations();
  // The card and the whole-list dialog show the same tasks at once: ids of their own, or a label names the other's box.
  const listId = useId();
  if (tasks.length === 0) return <p className="py-2 text-sm text-slate-600">Nothing to do. Add a task above.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {tasks.map((t) => {
        const id = `${listId}-${t.id}`;
        return (
          <li key={t.id} className="flex min-h-11 items-center gap-3 pl-1">
            <Checkbox id={id} checked={t.completed} onCheckedChange={(completed) => toggle.mutate({ id: t.id, completed })} />
            <label htmlFor={id} className={cn("min-w-0 flex-1 text-sm break-words", t.completed ? "text-slate-500 line-through" : "text-slate-900")}>
              {t.text}
            </label>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete "${t.text}"`}
              onClick={() => remove.mutate(t.id)}
              className="text-slate-500 hover:text-red-700"
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
