import { Ban, GitCompareArrows, Pencil, UserMinus } from "lucide-react";
import { useState } from "react";
import type { WorkingShift } from "@core/colleagues";
import type { Colleague } from "@core/schemas/colleagues";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { notifySuccess } from "@web/lib/notify";
import { useFormats } from "@web/lib/use-formats";
import { useBlockAddress, useRemoveColleague } from "../api/colleague-mutations";
import { ColleagueAvatar } from "./colleague-avatar";

/** A colleague: her month's shifts, Compare Schedules and Edit Details; remove her, or block her address. */
export function ColleagueDetailDialog({
  colleague,
  onOpenChange,
  shifts,
  month,
  comparing,
  onCompare,
  onEdit,
}: {
  colleague: Colleague | undefined;
  onOpenChange: (open: boolean) => void;
  shifts: readonly WorkingShift[];
  month: string;
  comparing: boolean;
  onCompare: () => void;
  onEdit: () => void;
}) {
  const { formatShortDate } = useFormats();
  const remove = useRemoveColleague();
  const block = useBlockAddress();
  const [confirm, setConfirm] = useState<"remove" | "block" | undefined>();
  const thisMonth = shifts.filter((s) => s.date.startsWith(month));
  const connected = colleague?.status === "connected";
  const close = () => onOpenChange(false);

  return (
    <>
      <Dialog open={colleague !== undefined} onOpenChange={onOpenChange}>
        <DialogContent
          title={colleague?.name ?? ""}
          description={colleague ? `${colleague.email} · ${connected ? "Connected" : "Invited, waiting for an answer"}` : undefined}
        >
          {colleague && (
            <div className="space-y-4">
              <div className="flex items-center gap-3">
                <ColleagueAvatar initials={colleague.initials} color={colleague.color} size="lg" />
                <p className="text-sm text-slate-700">
                  {connected ? `${thisMonth.length} ${thisMonth.length === 1 ? "shift" : "shifts"} this month` : "She has not accepted yet."}
                </p>
              </div>
              {connected && thisMonth.length > 0 && (
                <ul className="max-h-48 space-y-1 overflow-y-auto text-sm" aria-label={`${colleague.name}'s shifts this month`}>
                  {thisMonth.map((s, i) => (
                    <li key={i} className="flex justify-between gap-2">
                      <span>
                        {formatShortDate(s.date)} · {s.name}
                      </span>
                      <span className="text-slate-600">
                        {s.start}–{s.end} {[s.hospital, s.unit].filter(Boolean).join(" · ")}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <div className="flex flex-wrap gap-2">
                {connected && (
                  <Button
                    aria-pressed={comparing}
                    onClick={() => {
                      onCompare();
                      close();
                    }}
                  >
                    <GitCompareArrows aria-hidden /> {comparing ? "Stop Comparing" : "Compare Schedules"}
                  </Button>
                )}
                <Button variant="outline" onClick={onEdit}>
                  <Pencil aria-hidden /> Edit Details
                </Button>
                <Button variant="destructive-outline" onClick={() => setConfirm("remove")}>
                  <UserMinus aria-hidden /> {connected ? "Remove" : "Withdraw Invitation"}
                </Button>
                <Button variant="ghost" onClick={() => setConfirm("block")}>
                  <Ban aria-hidden /> Block
                </Button>
              </div>
            </div>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirm !== undefined && colleague !== undefined}
        onOpenChange={(open) => !open && setConfirm(undefined)}
        title={confirm === "block" ? `Block ${colleague?.email ?? ""}?` : `Remove ${colleague?.name ?? ""}?`}
        description={
          confirm === "block"
            ? "This address can no longer invite you, and any connection with it ends. They are not told."
            : "Neither of you will see the other's shifts any more. They are not told."
        }
        confirmLabel={confirm === "block" ? "Block" : "Remove"}
        busy={remove.isPending || block.isPending}
        onConfirm={() => {
          if (!colleague) return;
          const done = (text: string) => () => {
            notifySuccess(text);
            setConfirm(undefined);
            close();
          };
          if (confirm === "block") block.mutate(colleague.email, { onSuccess: done("Blocked") });
          else remove.mutate(colleague.id, { onSuccess: done("Colleague removed") });
        }}
      />
    </>
  );
}
