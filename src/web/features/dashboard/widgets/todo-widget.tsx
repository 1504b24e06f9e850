import { Maximize2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { TASK_CARD_LIMIT, todoCounts } from "@core/todos";
import { Button } from "@web/components/ui/button";
import { WidgetCard } from "@web/components/widget-card";
import { useTodos } from "../api/todos";
import { WidgetLoadError, WidgetLoading } from "../components/widget-states";
import { AddTask, TaskList } from "./todo-parts";

const TodoModal = lazy(() => import("./todo-modal"));

/** To-Do List (docs/product/shell-and-dashboard.md): the first 5 tasks, add with Enter or the button, a count, and the whole list in a modal; kept on the server. */
export default function TodoWidget() {
  const todos = useTodos();
  const [expanded, setExpanded] = useState(false);
  const list = todos.data ?? [];
  const { active } = todoCounts(list);
  return (
    <WidgetCard
      fill
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
          <TaskList tasks={list.slice(0, TASK_CARD_LIMIT)} />
          <p className="mt-2 text-sm text-slate-600" data-testid="todo-count">
            {list.length === 0
              ? "No tasks yet"
              : list.length > TASK_CARD_LIMIT
                ? `Showing ${TASK_CARD_LIMIT} of ${list.length} tasks · ${active} active`
                : `${list.length} ${list.length === 1 ? "task" : "tasks"} · ${active} active`}
          </p>
        </>
      )}
      {expanded && (
        <Suspense>
          <TodoModal tasks={list} onClose={() => setExpanded(false)} />
        </Suspense>
      )}
    </WidgetCard>
  );
}
