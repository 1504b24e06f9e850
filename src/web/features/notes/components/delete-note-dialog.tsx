import type { Note } from "@core/schemas/notes";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { notifySuccess } from "@web/lib/notify";
import { useDeleteNote } from "../api/delete-note";

/** The product's confirm before a note is deleted; open while `note` is set. */
export function DeleteNoteDialog({ note, onOpenChange }: { note: Note | undefined; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteNote();
  return (
    <ConfirmDialog
      open={Boolean(note)}
      onOpenChange={onOpenChange}
      title="Delete note?"
      description="Are you sure you want to delete this note?"
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() =>
        note &&
        remove.mutate(note, {
          onSuccess: () => {
            onOpenChange(false);
            notifySuccess("Note deleted successfully");
          },
        })
      }
    />
  );
}
