import { Hammer, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "@web/components/layout/page-header";
import { Button } from "@web/components/ui/button";
import { usePageMeta } from "@web/lib/page-meta";

/**
 * A route whose screen has not landed yet ("being built"), or one the spec
 * lists under Coming Soon.
 */
export function PlaceholderPage({ title, description, kind }: { title: string; description: string; kind: "building" | "coming-soon" }) {
  usePageMeta({ title, description });
  const Icon = kind === "building" ? Hammer : Sparkles;
  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-6">
      <PageHeader title={title} description={description} />
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <Icon className="mx-auto size-10 text-primary" aria-hidden />
        <p className="mt-3 text-lg font-semibold">{kind === "building" ? "This screen is being built" : "Coming Soon"}</p>
        {kind === "building" ? (
          <>
            <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
              It will appear here in an upcoming update. Ready to use today: your calendar with its shifts and notes, and your account.
            </p>
            <div className="mt-5 flex flex-wrap justify-center gap-3">
              <Button asChild variant="outline">
                <Link to="/calendar">Open Calendar</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/account">Open Account</Link>
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">We are working on it. It stays under Coming Soon in the menu until it is ready.</p>
            <Button asChild variant="outline" className="mt-5">
              <Link to="/dashboard">Back to Dashboard</Link>
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
