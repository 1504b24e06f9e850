import { Button } from "@web/components/ui/button";
import { DialogFooter } from "@web/components/ui/dialog";

/** Cancel and Save at the foot of a widget's settings dialog; Save says "Saving..." while it is sent. */
export function SaveCancelFooter({ onCancel, onSave, saving }: { onCancel: () => void; onSave: () => void; saving: boolean }) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button onClick={onSave} disabled={saving}>
        {saving ? "Saving..." : "Save"}
      </Button>
    </DialogFooter>
  );
}
