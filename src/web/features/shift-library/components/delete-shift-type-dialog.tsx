import type { ShiftType } from "@core/schemas/shift-types";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { notifySuccess } from "@web/lib/notify";
import { useDeleteShiftType } from "../api/delete-shift-type";

/** The product's confirm, plus how many calendar days go with the shift. */
export function DeleteShiftTypeDialog({
  shift,
  onOpenChange,
  onDeleted,
}: {
  shift: ShiftType | undefined;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteShiftType();
  const days = shift?.daysOnCalendar ?? 0;
  return (
    <ConfirmDialog
      open={Boolean(shift)}
      onOpenChange={onOpenChange}
      title={`Delete ${shift?.name ?? "shift"}?`}
      description={
        <>
          <p>Are you sure you want to delete this shift? This action cannot be undone.</p>
          <p className="mt-2 font-medium" data-testid="days-removed">
            {days === 0
              ? "It is not on any day of your calendar."
              : `It is on ${days} ${days === 1 ? "day" : "days"} of your calendar; it will be removed from ${days === 1 ? "that day" : "those days"} too.`}
          </p>
        </>
      }
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() =>
        shift &&
        remove.mutate(shift.id, {
          onSuccess: () => {
            notifySuccess("Shift deleted successfully");
            onOpenChange(false);
            onDeleted?.();
          },
        })
      }
    />
  );
}
