import { Check, Eye, EyeOff, GitCompareArrows, Info, X } from "lucide-react";
import type { Colleague } from "@core/schemas/colleagues";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { notifySuccess } from "@web/lib/notify";
import { useAcceptInvitation, useDeclineInvitation } from "../api/colleague-mutations";
import { ColleagueAvatar } from "./colleague-avatar";

/**
 * Your Network: connected colleagues (click shows or hides, double-click
 * compares, and a Compare button does the same for touch and keyboard),
 * invitations she sent, and invitations waiting for her answer.
 */
export function NetworkCards({
  colleagues,
  hidden,
  compareId,
  onToggleVisible,
  onToggleCompare,
  onDetails,
}: {
  colleagues: Colleague[];
  hidden: ReadonlySet<string>;
  compareId: string | undefined;
  onToggleVisible: (id: string) => void;
  onToggleCompare: (id: string) => void;
  onDetails: (colleague: Colleague) => void;
}) {
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const connected = colleagues.filter((c) => c.status === "connected");
  const incoming = colleagues.filter((c) => c.status === "incoming");
  // Her own invitations: waiting (within 30 days), then expired — declined or not, never said.
  const invited = colleagues.filter((c) => c.status === "invited" || c.status === "expired");

  return (
    <section aria-labelledby="your-network" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="your-network" className="mb-3 text-base font-semibold">
        Your Network
      </h2>
      {colleagues.length === 0 && (
        <p className="text-sm text-slate-600">No colleagues yet. Invite one with Add Colleague: once they accept, you see each other's shifts.</p>
      )}

      {incoming.length > 0 && (
        <div className="mb-4">
          <h3 className="mb-2 text-sm font-medium text-slate-700">Waiting for your answer</h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {incoming.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3" data-colleague={c.name}>
                <ColleagueAvatar initials={c.initials} color={c.color} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{c.name}</p>
                  <p className="truncate text-xs text-slate-600">{c.email} invited you</p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    disabled={accept.isPending}
                    onClick={() => accept.mutate(c.id, { onSuccess: () => notifySuccess("Colleague added", `You and ${c.name} now see each other's shifts.`) })}
                    aria-label={`Accept ${c.name}'s invitation`}
                  >
                    <Check aria-hidden /> Accept
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={decline.isPending}
                    onClick={() => decline.mutate(c.id)}
                    aria-label={`Decline ${c.name}'s invitation`}
                  >
                    <X aria-hidden /> Decline
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}

      {connected.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label="Connected colleagues">
          {connected.map((c) => {
            const visible = !hidden.has(c.id);
            const comparing = compareId === c.id;
            return (
              <li
                key={c.id}
                data-colleague={c.name}
                className={cn(
                  "flex items-center gap-2 rounded-lg border p-2",
                  comparing ? "border-primary ring-2 ring-primary/40" : "border-slate-200",
                  !visible && "bg-slate-50",
                )}
              >
                <button
                  type="button"
                  aria-pressed={visible}
                  aria-label={`${c.name}: ${visible ? "shown" : "hidden"} on the calendar`}
                  title="Click to show or hide; double-click to compare"
                  onClick={() => onToggleVisible(c.id)}
                  onDoubleClick={() => onToggleCompare(c.id)}
                  className="flex min-w-0 flex-1 items-center gap-2 rounded-md p-1 text-left hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
                >
                  <ColleagueAvatar initials={c.initials} color={c.color} className={cn(!visible && "opacity-40")} />
                  <span className="min-w-0 flex-1">
                    <span className={cn("block truncate text-sm font-medium", !visible && "text-slate-500 line-through")}>{c.name}</span>
                    <span className="flex items-center gap-1 text-xs text-slate-600">
                      {visible ? <Eye className="size-3" aria-hidden /> : <EyeOff className="size-3" aria-hidden />}
                      {visible ? "Shown" : "Hidden"}
                      {comparing && " · Comparing"}
                    </span>
                  </span>
                </button>
                <Button
                  size="sm"
                  variant={comparing ? "default" : "outline"}
                  aria-pressed={comparing}
                  aria-label={`Compare with ${c.name}`}
                  onClick={() => onToggleCompare(c.id)}
                  className="px-2"
                >
                  <GitCompareArrows aria-hidden />
                  <span className="hidden sm:inline">Compare</span>
                </Button>
                <Button size="sm" variant="ghost" aria-label={`${c.name}'s details`} onClick={() => onDetails(c)} className="px-2">
                  <Info aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      )}

      {invited.length > 0 && (
        <div className="mt-4">
          <h3 className="mb-2 text-sm font-medium text-slate-700">Invited</h3>
          <ul className="flex flex-wrap gap-2">
            {invited.map((c) => (
              <li key={c.id} data-colleague={c.name}>
                <button
                  type="button"
                  onClick={() => onDetails(c)}
                  className="flex items-center gap-2 rounded-full border border-dashed border-slate-300 py-1 pr-3 pl-1 text-sm hover:bg-slate-50"
                  aria-label={c.status === "expired" ? `${c.name}, invitation expired with no answer` : `${c.name}, invited, waiting for an answer`}
                >
                  <ColleagueAvatar initials={c.initials} color={c.color} size="sm" className={cn(c.status === "expired" && "opacity-50")} />
                  <span>{c.name}</span>
                  <span className="text-xs text-slate-600">{c.status === "expired" ? "Expired" : "Invited"}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
