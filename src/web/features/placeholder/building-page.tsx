import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "@web/components/layout/page-header";
import { Button } from "@web/components/ui/button";
import { usePageMeta } from "@web/lib/page-meta";

/** A route the sidebar lists under Coming Soon (Resources, Health, Financial). */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  usePageMeta({ title, description });
  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-6">
      <PageHeader title={title} description={description} />
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <Sparkles className="mx-auto size-10 text-primary" aria-hidden />
        <p className="mt-3 text-lg font-semibold">Coming Soon</p>
        <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">We are working on it. It stays under Coming Soon in the menu until it is ready.</p>
        <Button asChild variant="outline" className="mt-5">
          <Link to="/dashboard">Back to Dashboard</Link>
        </Button>
      </div>
    </div>
  );
}
