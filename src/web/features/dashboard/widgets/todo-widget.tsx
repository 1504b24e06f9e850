import { Maximize2, Plus, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { Todo } from "@core/schemas/todos";
import { TODO_CARD_LIMIT, TODO_TEXT_MAX, todoCounts } from "@core/todos";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import { useTodoMutations, useTodos } from "../api/todos";
import { WidgetCard, WidgetLoadError, WidgetLoading } from "../components/widget-card";

/** To-Do List (spec 000 §2): the first 5 tasks, add with Enter or the button, a count, and the whole list in a modal; kept on the server. */
export default function TodoWidget() {
  const todos = useTodos();
  const [expanded, setExpanded] = useState(false);
  const list = todos.data ?? [];
  const { active } = todoCounts(list);
  return (
    <WidgetCard
      title="To-Do List"
      id="todo"
      action={
        <Button variant="ghost" size="icon" aria-label="Open the whole to-do list" onClick={() => setExpanded(true)} disabled={!todos.data}>
          <Maximize2 aria-hidden />
        </Button>
      }
    >
      {todos.isPending ? (
        <WidgetLoading />
      ) : todos.isError ? (
        <WidgetLoadError what="your tasks" onRetry={() => void todos.refetch()} />
      ) : (
        <>
          <AddTask />
          <TaskList tasks={list.slice(0, TODO_CARD_LIMIT)} />
          <p className="mt-2 text-sm text-slate-600" data-testid="todo-count">
            {list.length === 0
              ? "No tasks yet"
              : list.length > TODO_CARD_LIMIT
                ? `Showing ${TODO_CARD_LIMIT} of ${list.length} tasks · ${active} active`
                : `${list.length} ${list.length === 1 ? "task" : "tasks"} · ${active} active`}
          </p>
        </>
      )}
      {expanded && (
        <Dialog open onOpenChange={setExpanded}>
          <DialogContent title="To-Do List" description={`${todoCounts(list).active} active, ${todoCounts(list).completed} completed`}>
            <AddTask label="New Task" />
            <TaskList tasks={list} />
          </DialogContent>
        </Dialog>
      )}
    </WidgetCard>
  );
}

function AddTask({ label = "Add" }: { label?: string }) {
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
      <Input id={id} value={text} onChange={(e) => setText(e.target.value)} placeholder="Add a task" maxLength={TODO_TEXT_MAX} className="min-w-0 flex-1" />
      <Button type="submit" aria-label={label === "Add" ? "Add task" : label} disabled={add.isPending || !text.trim()} className="min-w-11 px-3">
        <Plus aria-hidden />
        <span className={label === "Add" ? "sr-only" : undefined}>{label}</span>
      </Button>
    </form>
  );
}

function TaskList({ tasks }: { tasks: Todo[] }) {
  const { toggle, remove } = useTodoMutations();
  if (tasks.length === 0) return <p className="py-2 text-sm text-slate-600">Nothing to do. Add a task above.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {tasks.map((t) => {
        const id = `todo-${t.id}`;
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
