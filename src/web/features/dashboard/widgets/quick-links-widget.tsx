import { Pencil } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { WidgetCard } from "@web/components/widget-card";
import { usePreferences } from "@web/lib/api/preferences";
import { WidgetLoadError, WidgetLoading } from "../components/widget-states";
import { NAV, quickLinkLabel } from "./quick-link-labels";

const EditQuickLinks = lazy(() => import("./quick-links-dialog"));

/** Quick Links (docs/product/shell-and-dashboard.md): up to 4 of the 12 screens, in a 2-column grid; chosen in "Edit Quick Links" and saved on the server. */
export default function QuickLinksWidget() {
  const preferences = usePreferences();
  const [editing, setEditing] = useState(false);
  const links = preferences.data?.quickLinks ?? [];
  return (
    <WidgetCard
      fill
      title="Quick Links"
      id="quick-links"
      action={
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)} disabled={!preferences.data} aria-label="Edit Quick Links">
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
                  {/* A long name takes a second line rather than being cut: the tile has the height. */}
                  <span className="min-w-0 break-words" data-link-label>
                    {quickLinkLabel(path)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {editing && preferences.data && (
        <Suspense>
          <EditQuickLinks initial={links} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </WidgetCard>
  );
}
