import { cn } from "@web/lib/cn";

export function Spinner({ label = "Loading…", className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn("flex items-center justify-center", className)}>
      <div className="nv-spinner" aria-hidden />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function FullPageSpinner({ label }: { label?: string }) {
  return <Spinner label={label} className="min-h-[60vh]" />;
}
