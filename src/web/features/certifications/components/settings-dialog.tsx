import { Settings } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { DEFAULT_REMINDERS } from "@core/preferences";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from "@web/components/ui/dialog";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { cn } from "@web/lib/cn";
import { notifySuccess } from "@web/lib/notify";
import { usePreferences, useSavePreferences } from "@web/lib/api/preferences";

/** Settings (docs/product/certifications.md, The screen): Expiry Reminders switch and Reminder Days before expiry, saved in her preferences. */
export function SettingsDialog() {
  const id = useId();
  const { data: preferences } = usePreferences();
  const saved = preferences?.reminders ?? DEFAULT_REMINDERS;
  const [open, setOpen] = useState(false);
  const [on, setOn] = useState(saved.certificationEmails);
  const [days, setDays] = useState(String(saved.certificationLeadDays));
  const [error, setError] = useState<string | undefined>();
  const save = useSavePreferences({ errorTitle: "Settings not saved" });

  const openWith = (next: boolean) => {
    if (next) {
      setOn(saved.certificationEmails);
      setDays(String(saved.certificationLeadDays));
      setError(undefined);
    }
    setOpen(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(days);
    if (!/^\d+$/.test(days.trim()) || n < 1 || n > 365) return setError("Reminder days must be a whole number from 1 to 365.");
    save.mutate(
      { reminders: { certificationEmails: on, certificationLeadDays: n } },
      {
        onSuccess: () => {
          notifySuccess("Settings saved");
          setOpen(false);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={openWith}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Settings className="size-4" aria-hidden />
          Settings
        </Button>
      </DialogTrigger>
      <DialogContent title="Settings" description="Emails before your certifications expire.">
        <form onSubmit={submit} noValidate className="space-y-5">
          <div className="flex items-center justify-between gap-4">
            <div>
              <p id={`${id}-switch-label`} className="text-sm font-medium">
                Expiry Reminders
              </p>
              <p className="text-sm text-slate-600">An email before each expiry and on the day.</p>
            </div>
            <button
              type="button"
              role="switch"
              aria-checked={on}
              aria-labelledby={`${id}-switch-label`}
              onClick={() => setOn(!on)}
              className={cn("relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors", on ? "bg-primary" : "bg-slate-300")}
            >
              <span className={cn("inline-block size-5 rounded-full bg-white shadow transition-transform", on ? "translate-x-6" : "translate-x-1")} />
            </button>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-days`}>Reminder Days before expiry</Label>
            <Input
              id={`${id}-days`}
              type="number"
              inputMode="numeric"
              min={1}
              max={365}
              value={days}
              disabled={!on}
              onChange={(e) => setDays(e.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-days-error` : undefined}
            />
            <FieldError id={`${id}-days-error`} message={error} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
