import { ArrowRight, Award, Briefcase, CalendarDays, ChevronDown, HeartPulse, Sparkles, Stethoscope, Users } from "lucide-react";
import { Link } from "react-router";
import { PublicHeader } from "@web/components/layout/public-header";
import { Brand } from "@web/components/layout/brand";
import { Button } from "@web/components/ui/button";
import { usePageMeta } from "@web/lib/page-meta";
import { useSession } from "@web/lib/api/session";

const features = [
  {
    icon: CalendarDays,
    title: "Smart Calendar",
    text: "Track your shifts with a tap, sync them with your calendar apps, and share with friends to see the days you work together.",
    tint: "bg-blue-100 text-blue-700",
  },
  {
    icon: Award,
    title: "Certification Management",
    text: "Smart alerts before anything expires, and renewal tracking for every certification you hold.",
    tint: "bg-amber-100 text-amber-800",
  },
  {
    icon: Briefcase,
    title: "Career Center",
    text: "Your jobs, travel contracts and their documents in one place, plus career opportunities.",
    tint: "bg-emerald-100 text-emerald-800",
  },
  {
    icon: HeartPulse,
    title: "Health Hub",
    text: "Workouts, smart watch and ring sync, and wellness for the nurse who looks after everyone else.",
    tint: "bg-rose-100 text-rose-700",
  },
  {
    icon: Stethoscope,
    title: "Resources",
    text: "A CPR metronome, heart-rate and respiration counters, unit and medication calculators, and more bedside tools.",
    tint: "bg-violet-100 text-violet-700",
  },
  {
    icon: Sparkles,
    title: "And More",
    text: "A dashboard you arrange yourself, a resume builder, notes for every shift, and a pay estimator.",
    tint: "bg-sky-100 text-sky-800",
  },
] as const;

export default function LandingPage() {
  // A nurse already signed in is offered the app, not sign-up (which would send her back here).
  const signedIn = useSession().status === "signed-in";
  usePageMeta({
    title: "NurseVitals",
    description:
      "All of a nurse's vitals in one spot: shift calendar, certification alerts, career center, health hub and bedside tools. Made by a nurse, for nurses.",
  });

  return (
    <div className="min-h-dvh bg-gradient-to-b from-blue-50 via-white to-rose-50">
      <PublicHeader />
      <main>
        <section className="mx-auto max-w-6xl px-4 pt-14 pb-16 text-center sm:pt-20">
          <p className="mx-auto inline-flex items-center gap-2 rounded-full border border-blue-200 bg-white px-3 py-1 text-sm text-blue-800 shadow-sm">
            <Users className="size-4" aria-hidden /> Made by a nurse, for nurses
          </p>
          {/* Wide enough for one line on a desktop; wherever it wraps, the highlighted phrase stays whole. */}
          <h1 className="mx-auto mt-6 max-w-4xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-6xl">
            All your vitals in <span className="whitespace-nowrap text-blue-600">one spot</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
            Your shifts, certifications, career and bedside tools — organised the way a nurse actually works.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              {signedIn ? (
                <Link to="/dashboard">
                  Open the app <ArrowRight aria-hidden />
                </Link>
              ) : (
                <Link to="/signup">
                  Get Started <ArrowRight aria-hidden />
                </Link>
              )}
            </Button>
            {/* A plain link: it scrolls to the features before the script has even loaded. */}
            <Button asChild size="lg" variant="outline">
              <a href="#features">
                Learn More <ChevronDown aria-hidden />
              </a>
            </Button>
          </div>
          {/* Even rows, never one badge left alone: a tidy block of two columns on a phone, three on a small screen, one row from lg. */}
          <ul
            aria-label="Features"
            className="mx-auto mt-10 grid w-fit grid-cols-[repeat(2,auto)] gap-2 sm:grid-cols-[repeat(3,auto)] lg:flex lg:w-auto lg:flex-wrap lg:justify-center"
          >
            {features.map((f) => (
              <li key={f.title} className="rounded-full bg-white px-3 py-1 text-center text-sm font-medium text-slate-800 shadow-sm ring-1 ring-slate-200">
                {f.title}
              </li>
            ))}
          </ul>
        </section>

        <section id="features" aria-labelledby="features-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 pb-16">
          <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight">
            Everything a nurse needs
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">Built around real shifts, real certifications and real contracts.</p>
          <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {features.map(({ icon: Icon, title, text, tint }) => (
              <article key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className={`inline-flex size-11 items-center justify-center rounded-xl ${tint}`}>
                  <Icon className="size-6" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-slate-700">{text}</p>
              </article>
            ))}
          </div>
          <div className="mt-8 grid gap-4 md:grid-cols-2">
            <div className="rounded-2xl bg-blue-600 p-6 text-white shadow-sm">
              <p className="text-3xl font-bold">10,000+</p>
              <p className="mt-1 text-blue-50">nurses use NurseVitals — most loved by ICU and ER nurses.</p>
            </div>
            {/* "An interactive demo is announced as coming soon" (docs/product/sign-in-and-account.md, Landing page). */}
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6">
              <p className="font-semibold">Interactive demo</p>
              <p className="mt-1 text-slate-700">A guided tour of the app is coming soon.</p>
            </div>
          </div>
        </section>

        <section className="mx-auto max-w-4xl px-4 pb-20">
          <div className="rounded-3xl bg-slate-900 px-6 py-12 text-center text-white shadow-lg">
            <h2 className="text-3xl font-bold tracking-tight">{signedIn ? "Welcome back" : "Get Started Today"}</h2>
            <p className="mx-auto mt-3 max-w-xl text-slate-200">
              {signedIn
                ? "Your shifts, notes and certifications are where you left them."
                : "Create your free account and put your next shift on the calendar in under a minute."}
            </p>
            <Button asChild size="lg" variant="outline" className="mt-6 border-0">
              {signedIn ? (
                <Link to="/calendar">
                  Open your calendar <ArrowRight aria-hidden />
                </Link>
              ) : (
                <Link to="/signup">
                  Create your account <ArrowRight aria-hidden />
                </Link>
              )}
            </Button>
          </div>
        </section>
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-slate-600 sm:flex-row">
          <Brand nameClassName="text-base" />
          <p suppressHydrationWarning>© {new Date().getFullYear()} NurseVitals. Made by a nurse, for nurses.</p>
          <nav aria-label="Footer" className="flex gap-4">
            {signedIn ? (
              <Link to="/dashboard" className="inline-flex items-center hover:text-slate-900 pointer-coarse:min-h-11 pointer-coarse:px-1">
                Open the app
              </Link>
            ) : (
              <>
                <Link to="/login" className="inline-flex items-center hover:text-slate-900 pointer-coarse:min-h-11 pointer-coarse:px-1">
                  Log In
                </Link>
                <Link to="/signup" className="inline-flex items-center hover:text-slate-900 pointer-coarse:min-h-11 pointer-coarse:px-1">
                  Sign Up
                </Link>
              </>
            )}
          </nav>
        </div>
      </footer>
    </div>
  );
}
