import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { notifySuccess } from "@web/lib/notify";
import { SaveCancelFooter } from "./save-cancel-footer";
import { instantOfWallTime } from "@core/countdown";
import { useSavePreferences } from "@web/lib/api/preferences";

/** Change Date (docs/product/shell-and-dashboard.md, Countdown): "New Year {next year}", "Tomorrow" (midnight in her zone), or a date and time of her choice. */
export default function ChangeDate({
  zone,
  initial,
  presets,
  onClose,
}: {
  zone: string;
  initial: string;
  presets: { label: string; value: string | null }[];
  onClose: () => void;
}) {
  const save = useSavePreferences({ errorTitle: "Countdown not saved" });
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState("");
  const choose = (countdownDate: string | null) =>
    save.mutate(
      { countdownDate },
      {
        onSuccess: () => {
          notifySuccess("Countdown date saved");
          onClose();
        },
      },
    );
  const onSave = () => {
    const at = instantOfWallTime(zone, value);
    if (!at) return setProblem("Please pick a date and time.");
    setProblem("");
    choose(at.toISOString());
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Change Date" description="Count down to a preset or a date and time of your choice.">
        <div className="grid grid-cols-2 gap-2">
          {presets.map((p) => (
            <Button key={p.label} variant="outline" size="lg" onClick={() => choose(p.value)} disabled={save.isPending}>
              {p.label}
            </Button>
          ))}
        </div>
        <div className="mt-4 grid gap-1.5">
          <Label htmlFor="countdown-at">Date and time</Label>
          <Input
            id="countdown-at"
            type="datetime-local"
            value={value}
            min="1900-01-01T00:00"
            max="2999-12-31T23:59"
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "countdown-at-error" : undefined}
          />
          {problem && (
            <p id="countdown-at-error" className="text-sm text-red-700">
              {problem}
            </p>
          )}
        </div>
        <SaveCancelFooter onCancel={onClose} onSave={onSave} saving={save.isPending} />
      </DialogContent>
    </Dialog>
  );
}
