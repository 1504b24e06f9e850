import { ChevronDown, Pencil, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";

/** One fact of a card's details: shown only when it has a value. */
export type DetailRow = readonly [label: string, value: string | null | undefined];

/**
 * A card of the career center's lists (contracts, jobs): its summary is a button
 * that opens its details (the facts that have a value, then what else the card
 * holds) with Edit and Delete.
 */
export function ExpandableCard({
  detailsId,
  title,
  subtitle,
  wrapSubtitle = false,
  badge,
  aside,
  rows,
  children,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  detailsId: string;
  title: ReactNode;
  subtitle: ReactNode;
  /** The subtitle wraps instead of being cut short. */
  wrapSubtitle?: boolean;
  badge: { label: string; className: string };
  /** Beside the badge (a job's rate). */
  aside?: ReactNode;
  rows: DetailRow[];
  /** Below the facts, above Edit and Delete. */
  children?: ReactNode;
  /** The Edit and Delete buttons' accessible names: which row they act on ("Edit job RN at VGH"). */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        className="flex w-full items-center gap-3 p-4 text-left"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((o) => !o)}
      >
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{title}</p>
          <p className={cn("text-sm text-slate-600", wrapSubtitle ? "break-words" : "truncate")}>{subtitle}</p>
        </div>
        <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", badge.className)}>{badge.label}</span>
        {aside}
        <ChevronDown className={cn("size-4 shrink-0 transition", open && "rotate-180")} aria-hidden />
      </button>
      {open && (
        <div id={detailsId} className="border-t border-slate-200 px-4 py-3 text-sm">
          <dl>
            {rows.map(([label, value]) =>
              value ? (
                <div key={label} className="flex justify-between gap-3 py-1">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="text-right font-medium break-words">{value}</dd>
                </div>
              ) : null,
            )}
          </dl>
          {children}
          <div className="mt-3 flex justify-end gap-2">
            <Button variant="outline" size="sm" onClick={onEdit} aria-label={editLabel}>
              <Pencil aria-hidden /> Edit
            </Button>
            <Button variant="destructive-outline" size="sm" onClick={onDelete} aria-label={deleteLabel}>
              <Trash2 aria-hidden /> Delete
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
