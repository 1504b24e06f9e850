import type { Todo } from "@core/schemas/todos";
import { todoCounts } from "@core/todos";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { AddTask, TaskList } from "./todo-parts";

/** The whole list (docs/product/shell-and-dashboard.md, To-Do List): "N active, M completed", New Task, toggle and delete. */
export default function TodoModal({ tasks, onClose }: { tasks: Todo[]; onClose: () => void }) {
  const { active, completed } = todoCounts(tasks);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="To-Do List" description={`${active} active, ${completed} completed`}>
        <AddTask label="New Task" />
        <TaskList tasks={tasks} />
      </DialogContent>
    </Dialog>
  );
}
