import { useState } from "react";
import { MAX_QUICK_LINKS, QUICK_LINK_PATHS } from "@core/preferences";
import type { PreferencesUpdate } from "@core/schemas/preferences";
import { Checkbox } from "@web/components/ui/checkbox";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { notifySuccess } from "@web/lib/notify";
import { SaveCancelFooter } from "./save-cancel-footer";
import { quickLinkLabel } from "./quick-link-labels";
import { useSavePreferences } from "@web/lib/api/preferences";

/** "Edit Quick Links" (docs/product/shell-and-dashboard.md): the 12 links, at most 4 (the others disabled with "Max 4 selected"), Save and Cancel. */
export default function EditQuickLinks({ initial, onClose }: { initial: string[]; onClose: () => void }) {
  const [chosen, setChosen] = useState<string[]>(initial);
  const save = useSavePreferences({ errorTitle: "Quick links not saved" });
  const full = chosen.length >= MAX_QUICK_LINKS;
  const toggle = (path: string, on: boolean) => setChosen((list) => (on ? [...list, path] : list.filter((p) => p !== path)));
  const onSave = () =>
    save.mutate(
      { quickLinks: chosen as PreferencesUpdate["quickLinks"] },
      {
        onSuccess: () => {
          notifySuccess("Quick links saved");
          onClose();
        },
      },
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Edit Quick Links" description="Select up to 4 links to display on your dashboard">
        <ul className="grid gap-1 sm:grid-cols-2">
          {QUICK_LINK_PATHS.map((path) => {
            const on = chosen.includes(path);
            const id = `quick-link-${path.replace(/\W+/g, "-")}`;
            return (
              <li key={path} className="flex min-h-11 items-center gap-3 rounded-lg px-2">
                <Checkbox id={id} checked={on} disabled={!on && full} onCheckedChange={(checked) => toggle(path, checked)} />
                <label htmlFor={id} className={full && !on ? "text-slate-600" : "text-slate-900"}>
                  {quickLinkLabel(path)}
                </label>
              </li>
            );
          })}
        </ul>
        <p className="mt-3 min-h-5 text-sm font-medium text-amber-800" aria-live="polite">
          {full ? `Max ${MAX_QUICK_LINKS} selected` : ""}
        </p>
        <SaveCancelFooter onCancel={onClose} onSave={onSave} saving={save.isPending} />
      </DialogContent>
    </Dialog>
  );
}
