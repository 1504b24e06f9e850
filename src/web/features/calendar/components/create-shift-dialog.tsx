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
