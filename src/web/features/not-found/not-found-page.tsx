import { ClipboardList, Home, LayoutDashboard } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Brand } from "@web/components/layout/brand";
import { Button } from "@web/components/ui/button";
import { usePageMeta } from "@web/lib/page-meta";
import { useHydrated } from "@web/lib/hooks/use-hydrated";

/** Not-found, written up as a nursing diagnosis. */
export default function NotFoundPage() {
  usePageMeta({ title: "Page Not Found", description: "This page does not exist in NurseVitals.", canonical: false });
  const location = useLocation();
  // Prerendered once for every unknown path: the real path is filled in on the client.
  const path = useHydrated() ? location.pathname : "";
  // The product's "an unknown path logs a 404 to the console", as information: a wrong address is not an error of the app.
  useEffect(() => {
    console.info("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-blue-50 to-white px-4 py-10">
      <Link to="/" className="mb-6 inline-flex items-center pointer-coarse:min-h-11" aria-label="NurseVitals home">
        <Brand />
      </Link>
      <main className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-6xl font-bold text-blue-600">404</p>
        <h1 className="mt-2 text-2xl font-bold">Page Not Found</h1>
        <section aria-label="Care plan" className="mt-5 space-y-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-800">
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <ClipboardList className="size-4" aria-hidden /> Nursing diagnosis
          </p>
          <p>
            <strong>Impaired navigation</strong> related to a missing page, as evidenced by a 404 error
            {path && (
              <>
                {" "}
                at <code className="rounded bg-white px-1 break-all">{path}</code>
              </>
            )}
            .
          </p>
          <p>
            <strong>Goal:</strong> the patient returns to a familiar screen without further distress.
          </p>
          <p>
            <strong>Interventions:</strong> choose one below.
          </p>
        </section>
        {/* flex-1 only side by side: in a column its zero basis would let each button shrink to its own content height. */}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button asChild className="sm:flex-1">
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden /> Return to Dashboard
            </Link>
          </Button>
          <Button asChild variant="outline" className="sm:flex-1">
            <Link to="/">
              <Home aria-hidden /> Go to Homepage
            </Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
