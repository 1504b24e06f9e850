import { CalendarDays, ChevronRight, Clock, Hammer, Layers, NotebookPen, User, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "@web/components/layout/page-header";
import { cn } from "@web/lib/cn";
import { usePageMeta } from "@web/lib/page-meta";

const DESCRIPTION = "Customizable dashboard with widgets for shifts, certs, contracts and nursing tools.";

/** The screens that work today, in the order a nurse reaches for them. */
const READY: { to: string; title: string; text: string; icon: LucideIcon }[] = [
  { to: "/calendar", title: "Calendar", text: "Tap days to put your shifts on the month; notes for each day.", icon: CalendarDays },
  { to: "/shifts", title: "My Shifts", text: "Your shift types, their times and paid hours.", icon: Clock },
  { to: "/notes", title: "Notes", text: "Your notes, day by day: search, add and delete.", icon: NotebookPen },
  { to: "/presets", title: "Shift Presets", text: "Presets with a symbol, colour, location and times.", icon: Layers },
  { to: "/account", title: "Account", text: "Your profile, photo, email and security.", icon: User },
];

/**
 * The first screen after sign-in. Its widget grid has not landed yet, so it says
 * so plainly and leads to what works today: no sample data, no pretend widgets.
 */
export default function DashboardPage() {
  usePageMeta({ title: "Dashboard", description: DESCRIPTION, canonical: "/dashboard" });
  return (
    <div className="mx-auto max-w-4xl p-4 sm:p-6">
      <PageHeader title="Dashboard" description={DESCRIPTION} />
      <p className="mb-5 flex items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700">
        <Hammer className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <span>
          <strong className="font-semibold text-slate-900">Your widgets are being built.</strong> They will appear here in an upcoming update; everything below
          works today.
        </span>
      </p>
      <section aria-labelledby="ready-today">
        <h2 id="ready-today" className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
          Ready to use today
        </h2>
        {/* Calendar, the nurse's main screen, spans both columns, which also leaves no card alone on a row. */}
        <ul className="grid gap-3 sm:grid-cols-2">
          {READY.map(({ to, title, text, icon: Icon }, index) => {
            const id = `ready-${to.slice(1)}`;
            return (
              <li key={to} className={cn(index === 0 && "sm:col-span-2")}>
                <Link
                  to={to}
                  aria-labelledby={`${id}-title`}
                  aria-describedby={`${id}-text`}
                  className="group flex h-full min-h-16 items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-4 sm:p-4 transition outline-none hover:border-primary/60 hover:shadow-md focus-visible:ring-2 focus-visible:ring-primary"
                >
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                    <Icon className="size-6" aria-hidden />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span id={`${id}-title`} className="block font-semibold text-slate-900">
                      {title}
                    </span>
                    <span id={`${id}-text`} className="mt-0.5 block text-sm text-slate-600">
                      {text}
                    </span>
                  </span>
                  <ChevronRight className="size-5 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-primary" aria-hidden />
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
