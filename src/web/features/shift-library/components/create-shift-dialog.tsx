import { useState } from "react";
import type { ShiftType } from "@core/schemas/shift-types";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { ShiftForm } from "./shift-form";

/** Create a Shift, from the shift sheet's '+ Create a Shift' (loaded when first opened). */
export default function CreateShiftDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (shift: ShiftType) => void;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        // Closed, focus goes back into the shift sheet: the new shift's chip (picked), else '+ Create a Shift'.
        onCloseAutoFocus={(e) => {
          const sheet = document.querySelector('[data-testid="shift-sheet"]');
          const target =
            sheet?.querySelector<HTMLElement>('[aria-pressed="true"]') ??
            [...(sheet?.querySelectorAll<HTMLElement>("button") ?? [])].find((b) => b.textContent?.includes("Create a Shift"));
          if (!target) return;
          e.preventDefault();
          target.focus();
        }}
        title={picking ? "Choose an icon" : "Create a Shift"}
        description={picking ? "48 icons; pick one for this shift." : "A shift you can tap onto your calendar."}
      >
        <ShiftForm
          onPickingIcon={setPicking}
          onCancel={() => onOpenChange(false)}
          onCreated={(shift) => {
            onOpenChange(false);
            onCreated(shift);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
