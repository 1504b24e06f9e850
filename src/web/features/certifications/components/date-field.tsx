import { Pencil } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { typedDateProblem } from "@core/certification-rules";
import { Button } from "@web/components/ui/button";
import { DatePicker } from "@web/components/ui/date-picker";
import { Dialog, DialogContent, DialogFooter } from "@web/components/ui/dialog";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";

const years = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => to - i);

/**
 * A date with a picker and the type-in Edit prompt (docs/product/certifications.md), which takes
 * YYYY-MM-DD only and refuses anything else with the format hint.
 */
export function DateField({
  label,
  value,
  onChange,
  today,
  disabled,
  error,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  today: string;
  disabled?: boolean;
  error?: string;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const year = Number(today.slice(0, 4));

  const open = () => {
    setTyped(value ?? "");
    setProblem(undefined);
    setEditing(true);
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const wrong = typedDateProblem(typed);
    if (wrong) return setProblem(wrong);
    onChange(typed.trim() || null);
    setEditing(false);
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          {disabled ? (
            <Input id={id} disabled value="" placeholder="No expiry" readOnly />
          ) : (
            <DatePicker
              id={id}
              label={label}
              value={value}
              onChange={onChange}
              min="1950-01-01"
              max={`${year + 15}-12-31`}
              years={years(1950, year + 15)}
              defaultMonth={today.slice(0, 7)}
              placeholder="Pick a date"
              invalid={Boolean(error)}
              describedBy={error ? `${id}-error` : undefined}
            />
          )}
        </div>
        <Button type="button" variant="outline" onClick={open} disabled={disabled} aria-label={`Edit ${label} (type YYYY-MM-DD)`}>
          <Pencil className="size-4" aria-hidden />
          <span className="hidden sm:inline">Edit</span>
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent title={label} description="Type the date as YYYY-MM-DD.">
          <form onSubmit={save} noValidate className="space-y-2">
            <Label htmlFor={`${id}-typed`}>Date (YYYY-MM-DD)</Label>
            <Input
              id={`${id}-typed`}
              value={typed}
              inputMode="numeric"
              placeholder="YYYY-MM-DD"
              autoComplete="off"
              onChange={(e) => setTyped(e.target.value)}
              aria-invalid={Boolean(problem)}
              aria-describedby={problem ? `${id}-typed-error` : undefined}
            />
            <FieldError id={`${id}-typed-error`} message={problem} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setEditing(false)}>
                Cancel
              </Button>
              <Button type="submit">OK</Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
