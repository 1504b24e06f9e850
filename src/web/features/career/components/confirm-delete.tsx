import type { UseMutationResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { careerToast } from "../career-toast";

/**
 * "Delete …?" for a row of the career center (a contract, a job, an attachment):
 * on Delete it deletes the row, says so and closes; a failure is toasted (its
 * mutation's meta.errorTitle) and the dialog stays.
 */
export function ConfirmDelete({
  deleting,
  onClose,
  title,
  description,
  remove,
  deleted,
}: {
  /** The row asked about; the dialog is open while there is one. */
  deleting: { id: string } | undefined;
  onClose: () => void;
  title: string;
  description: ReactNode;
  remove: Pick<UseMutationResult<unknown, Error, string>, "mutate" | "isPending">;
  /** The toast once it is deleted. */
  deleted: string;
}) {
  return (
    <ConfirmDialog
      open={Boolean(deleting)}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(deleting!.id, {
          onSuccess: () => {
            careerToast.success(deleted);
            onClose();
          },
        })
      }
    />
  );
}
