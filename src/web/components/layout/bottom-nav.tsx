import { CalendarDays, Clock, NotebookPen, Users } from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "@web/lib/cn";

const items = [
  { to: "/calendar", label: "Calendar", icon: CalendarDays },
  { to: "/shifts", label: "Shifts", icon: Clock },
  { to: "/notes", label: "Notes", icon: NotebookPen },
  { to: "/friends", label: "Friends", icon: Users },
] as const;

/** Bottom navigation of the calendar area (docs/product/shell-and-dashboard.md, Bottom navigation). */
export function BottomNav() {
  return (
    <nav aria-label="Calendar sections" className="safe-bottom sticky bottom-0 z-20 border-t border-slate-200 bg-white/95 backdrop-blur">
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-4">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to !== "/notes"}
              className={({ isActive }) =>
                cn("flex h-full flex-col items-center justify-center gap-1 text-xs font-medium text-slate-600", isActive && "text-primary")
              }
            >
              <Icon className="size-5" aria-hidden />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
