import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@web/components/ui/button";

/**
 * A resume section that is a list of entries (experience, education), edited
 * one way: an Add button (with the section's other actions beside it), a
 * dashed note while it is empty, each entry a card named by its first field,
 * with Up and Down where the order is hers to set, and Remove. Each entry's
 * fields are the section's; their messages are keyed `section.index.field`.
 */
export function ResumeListEditor<E extends { id: string }>({
  section,
  entries,
  errors,
  addLabel,
  onAdd,
  full,
  actions,
  notice,
  empty,
  nameOf,
  onMove,
  onRemove,
  children,
}: {
  /** The body's key of the list (experience, education): ids and error keys start with it. */
  section: string;
  entries: E[];
  errors: Record<string, string>;
  addLabel: string;
  onAdd: () => void;
  /** At the section's limit: Add is off. */
  full: boolean;
  /** More buttons beside Add (the experience's imports). */
  actions?: ReactNode;
  /** Said under the buttons (the limit, when reached). */
  notice?: ReactNode;
  /** Said while the list is empty. */
  empty: string;
  /** What an entry is called (its card, its buttons' names). */
  nameOf: (entry: E, index: number) => string;
  /** Up and Down, where the order is hers to set. */
  onMove?: (index: number, by: -1 | 1) => void;
  onRemove: (entry: E, index: number, name: string) => void;
  /** An entry's fields: `id` prefixes their ids, `error` reads a field's message. */
  children: (entry: E, index: number, field: { id: string; error: (key: string) => string | undefined }) => ReactNode;
}) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onAdd} disabled={full}>
          <Plus className="size-4" aria-hidden /> {addLabel}
        </Button>
        {actions}
      </div>
      {notice}
      {entries.length === 0 && <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{empty}</p>}
      <ol className="space-y-4">
        {entries.map((entry, i) => {
          const name = nameOf(entry, i);
          const field = { id: `${section === "experience" ? "exp" : "edu"}-${entry.id}`, error: (key: string) => errors[`${section}.${i}.${key}`] };
          return (
            <li key={entry.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={name}>
              {children(entry, i, field)}
              <div className="mt-3 flex flex-wrap justify-end gap-2">
                {onMove && (
                  <>
                    <Button type="button" variant="outline" size="sm" disabled={i === 0} onClick={() => onMove(i, -1)} aria-label={`Move ${name} up`}>
                      <ArrowUp className="size-4" aria-hidden /> Up
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={i === entries.length - 1}
                      onClick={() => onMove(i, 1)}
                      aria-label={`Move ${name} down`}
                    >
                      <ArrowDown className="size-4" aria-hidden /> Down
                    </Button>
                  </>
                )}
                <Button type="button" variant="destructive-outline" size="sm" onClick={() => onRemove(entry, i, name)} aria-label={`Remove ${name}`}>
                  <Trash2 className="size-4" aria-hidden /> Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
