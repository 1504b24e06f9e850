import { Pencil } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { MAX_QUICK_LINKS, QUICK_LINK_PATHS } from "@core/preferences";
import type { PreferencesUpdate } from "@core/schemas/preferences";
import { NAV_GROUPS } from "@web/components/layout/nav-items";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Dialog, DialogContent, DialogFooter } from "@web/components/ui/dialog";
import { errorMessage } from "@web/lib/api-client";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { usePreferences } from "@web/lib/preferences-query";
import { useSavePreferences } from "../api/preferences";
import { WidgetCard, WidgetLoadError, WidgetLoading } from "../components/widget-card";

const NAV = new Map(NAV_GROUPS.flatMap((g) => g.items).map((item) => [item.to, item]));
const labelOf = (path: string) => NAV.get(path)?.label ?? path;

/** Quick Links (spec 000 §2): up to 4 of the 12 screens, in a 2-column grid; chosen in "Edit Quick Links" and saved on the server. */
export default function QuickLinksWidget() {
  const preferences = usePreferences();
  const [editing, setEditing] = useState(false);
  const links = preferences.data?.quickLinks ?? [];
  return (
    <WidgetCard
      title="Quick Links"
      id="quick-links"
      action={
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)} disabled={!preferences.data}>
          <Pencil aria-hidden />
          Edit
        </Button>
      }
    >
      {preferences.isPending ? (
        <WidgetLoading lines={2} />
      ) : preferences.isError ? (
        <WidgetLoadError what="your quick links" onRetry={() => void preferences.refetch()} />
      ) : links.length === 0 ? (
        <p className="text-sm text-slate-600">No quick links yet. Choose up to 4 with Edit.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2">
          {links.map((path) => {
            const Icon = NAV.get(path)?.icon;
            return (
              <li key={path}>
                <Link
                  to={path}
                  className="flex min-h-12 items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm font-medium text-slate-900 hover:border-primary/60 hover:bg-primary/5 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
                >
                  {Icon && <Icon className="size-5 shrink-0 text-primary" aria-hidden />}
                  <span className="min-w-0 truncate">{labelOf(path)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {editing && preferences.data && <EditQuickLinks initial={links} onClose={() => setEditing(false)} />}
    </WidgetCard>
  );
}

function EditQuickLinks({ initial, onClose }: { initial: string[]; onClose: () => void }) {
  const [chosen, setChosen] = useState<string[]>(initial);
  const save = useSavePreferences();
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
        onError: (error) => notifyError("Quick links not saved", errorMessage(error)),
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
                <label htmlFor={id} className={full && !on ? "text-slate-500" : "text-slate-900"}>
                  {labelOf(path)}
                </label>
              </li>
            );
          })}
        </ul>
        <p className="mt-3 min-h-5 text-sm font-medium text-amber-800" aria-live="polite">
          {full ? `Max ${MAX_QUICK_LINKS} selected` : ""}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onSave} disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
