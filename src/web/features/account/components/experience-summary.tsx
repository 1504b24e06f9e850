import { BriefcaseMedical } from "lucide-react";
import { useFormats } from "@web/lib/hooks/use-formats";

/** "3,412 days (about 9 years)": whole days since the licence date, else graduation. */
export function ExperienceSummary({ days, basis }: { days: number | null; basis: "licence" | "graduation" | null }) {
  const { formatCount } = useFormats();
  if (days === null || basis === null) {
    return <p className="text-sm text-slate-600">Add your licence or graduation date to see your experience.</p>;
  }
  const years = Math.floor(days / 365.25);
  return (
    <div className="flex items-center gap-3 rounded-lg bg-primary/5 px-3 py-2.5" aria-live="polite">
      <BriefcaseMedical className="size-5 shrink-0 text-primary" aria-hidden />
      <p className="text-sm text-slate-800">
        <span className="font-semibold" data-testid="experience-days">
          {formatCount(days)} {days === 1 ? "day" : "days"}
        </span>{" "}
        of experience{years >= 1 ? ` (about ${years} ${years === 1 ? "year" : "years"})` : ""}, counted from your {basis} date.
      </p>
    </div>
  );
}
