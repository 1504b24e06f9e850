import { cn } from "@web/lib/cn";

export function Spinner({ label = "Loading…", className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn("flex items-center justify-center", className)}>
      {/* An SVG, not a bordered div: it counts as the page's first content while the screen loads. */}
      <svg className="nv-spinner" viewBox="0 0 40 40" aria-hidden="true">
        <circle className="nv-spinner-track" cx="20" cy="20" r="17" />
        <path className="nv-spinner-arc" d="M20 3a17 17 0 0 1 17 17" />
      </svg>
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function FullPageSpinner({ label }: { label?: string }) {
  return <Spinner label={label} className="min-h-[60vh]" />;
}
