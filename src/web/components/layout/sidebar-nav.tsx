import { Crown } from "lucide-react";
import { NavLink } from "react-router";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { notifyInfo } from "@web/lib/notify";
import { NAV_GROUPS } from "./nav-items";

/** The menu's links, grouped: the desktop column's and the phone's sheet's. */
export function SidebarNav({ compact, onNavigate, className }: { compact: boolean; onNavigate?: () => void; className?: string }) {
  return (
    <nav aria-label="Main" className={cn("px-2 py-3", className)}>
      {NAV_GROUPS.map((group) => (
        <div key={group.label} className="mb-3">
          <h2 className={cn("px-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase", compact && "sr-only")}>{group.label}</h2>
          <ul className="space-y-0.5">
            {group.items.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  onClick={onNavigate}
                  title={compact ? label : undefined}
                  // 32 px rows with a mouse, 44 px on a touch screen.
                  className={({ isActive }) =>
                    cn(
                      "flex h-8 items-center gap-3 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 pointer-coarse:h-11",
                      isActive && "bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary",
                      compact && "justify-center px-0",
                    )
                  }
                >
                  <Icon className="size-4 shrink-0" aria-hidden />
                  <span className={cn(compact && "sr-only")}>{label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** In the nurse's accent colour (primary follows --nv-accent), darkening towards the corner so white text stays readable. */
export function ProTeaser() {
  return (
    <div className="m-2 rounded-xl bg-linear-to-br from-primary to-[color-mix(in_oklab,var(--color-primary)_70%,black)] p-3 text-primary-foreground">
      <p className="flex items-center gap-2 font-semibold">
        <Crown className="size-4" aria-hidden /> Pro Features
      </p>
      <p className="mt-1 text-xs text-white/90">Advanced analytics, team scheduling and certification tracking.</p>
      <Button
        size="sm"
        variant="secondary"
        className="mt-2 w-full text-primary!"
        onClick={() => notifyInfo("Pro is not available yet", "We will let you know when it is.")}
      >
        Upgrade
      </Button>
    </div>
  );
}
