import { Briefcase, Compass, FileSignature, FileText } from "lucide-react";
import { Tabs } from "radix-ui";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "@web/components/layout/page-header";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { usePageMeta } from "@web/lib/page-meta";
import { ContractsTab } from "./components/contracts-tab";
import { DiscoverTab } from "./components/discover-tab";
import { JobsTab } from "./components/jobs-tab";

const TABS = [
  { id: "jobs", label: "Jobs", icon: Briefcase },
  { id: "contracts", label: "Contracts", icon: FileSignature },
  { id: "discover", label: "Discover", icon: Compass },
  { id: "resume", label: "Resume", icon: FileText },
] as const;
type Tab = (typeof TABS)[number]["id"];

const isTab = (value: string | null): value is Tab => TABS.some((t) => t.id === value);

/** /career-center (docs/product/career.md): jobs, travel contracts with their documents, the job board, and the way to the resume. */
export default function CareerCenterPage() {
  usePageMeta({ title: "Career Center", description: "Your jobs, travel contracts and their documents, and job postings." });
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = isTab(requested) ? requested : "jobs";
  const choose = (id: Tab) =>
    setParams(
      (p) => {
        if (id === "jobs") p.delete("tab");
        else p.set("tab", id);
        return p;
      },
      { replace: true },
    );

  // Radix Tabs: the arrow keys, Home and End move between the tabs, which are one Tab stop.
  return (
    <Tabs.Root value={tab} onValueChange={(id) => isTab(id) && choose(id)} className="flex min-h-full flex-col">
      <div className="mx-auto w-full max-w-3xl flex-1 p-4 sm:p-6">
        <PageHeader title="Career Center" description="Jobs, contracts and documents." />
        <Tabs.Content value="jobs">
          <JobsTab />
        </Tabs.Content>
        <Tabs.Content value="contracts">
          <ContractsTab />
        </Tabs.Content>
        <Tabs.Content value="discover">
          <DiscoverTab />
        </Tabs.Content>
        <Tabs.Content value="resume">
          <section className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
            <h2 className="text-lg font-semibold">Resume</h2>
            <p className="mt-2 text-sm text-slate-600">Build your nursing resume from your experience and education.</p>
            <Button asChild className="mt-4">
              <Link to="/resume-builder">Open Resume Builder</Link>
            </Button>
          </section>
        </Tabs.Content>
      </div>
      <nav aria-label="Career Center sections" className="safe-bottom sticky bottom-0 z-20 border-t border-slate-200 bg-white/95 backdrop-blur">
        <Tabs.List aria-label="Career Center" className="mx-auto grid h-16 max-w-lg grid-cols-4">
          {TABS.map(({ id, label, icon: Icon }) => (
            <Tabs.Trigger
              key={id}
              value={id}
              className={cn("flex h-full flex-col items-center justify-center gap-1 text-xs font-medium text-slate-600", tab === id && "text-primary")}
            >
              <Icon className="size-5" aria-hidden />
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </nav>
    </Tabs.Root>
  );
}
