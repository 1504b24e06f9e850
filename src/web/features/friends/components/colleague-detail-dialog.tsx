import { Ban, GitCompareArrows, Pencil, Send, UserMinus } from "lucide-react";
import { useState } from "react";
import type { WorkingShift } from "@core/colleagues";
import type { Colleague } from "@core/schemas/colleagues";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { notifySuccess } from "@web/lib/notify";
import { useFormats } from "@web/lib/hooks/use-formats";
import { useBlockAddress, useInviteColleague, useRemoveColleague } from "../api/colleague-mutations";
import { ColleagueAvatar } from "./colleague-avatar";

/**
 * A colleague: their month's shifts, Compare Schedules and Edit Details; remove
 * them, or block their address. An invitation of hers that expired (30 days, no
 * answer shown) can be sent again or withdrawn.
 */
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
  const inviteAgain = useInviteColleague();
  const [confirm, setConfirm] = useState<"remove" | "block" | undefined>();
  const thisMonth = shifts.filter((s) => s.date.startsWith(month));
  const connected = colleague?.status === "connected";
  const expired = colleague?.status === "expired";
  const close = () => onOpenChange(false);
  const state = connected ? "Connected" : expired ? "Invitation expired" : "Invited, waiting for an answer";

  return (
    <>
      <Dialog open={colleague !== undefined} onOpenChange={onOpenChange}>
        <DialogContent title={colleague?.name ?? ""} description={colleague ? `${colleague.email} · ${state}` : undefined}>
          {colleague && (
            <div className="space-y-4">
              <div className="flex items-center gap-3">
                <ColleagueAvatar initials={colleague.initials} color={colleague.color} size="lg" />
                <p className="text-sm text-slate-700">
                  {connected
                    ? `${thisMonth.length} ${thisMonth.length === 1 ? "shift" : "shifts"} this month`
                    : expired
                      ? "No answer came within 30 days. Invite them again, or withdraw the invitation."
                      : `${colleague.name} has not accepted yet. An invitation waits 30 days.`}
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
                {expired && (
                  <Button
                    disabled={inviteAgain.isPending}
                    onClick={() =>
                      inviteAgain.mutate(
                        { name: colleague.name, email: colleague.email, color: colleague.color },
                        {
                          onSuccess: () => {
                            notifySuccess("Invitation sent", `${colleague.name} will get an email at ${colleague.email}.`);
                            close();
                          },
                        },
                      )
                    }
                  >
                    <Send aria-hidden /> {inviteAgain.isPending ? "Sending…" : "Invite Again"}
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
