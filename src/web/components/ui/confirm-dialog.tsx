import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog, DialogContent } from "./dialog";

/**
 * "Are you sure…?" with the product's words; the confirm button says what it does.
 * Focus starts on Cancel: what it confirms cannot be undone, so Enter must not do it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent alert title={title} description={description}>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="outline" data-autofocus onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
