import { Copy, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api/client";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useCalendarSubscription } from "../api/get-calendar-subscription";
import { useRenewCalendarSubscription } from "../api/renew-calendar-subscription";

/**
 * Calendar subscription: a secret address Google, Apple and Outlook calendars
 * subscribe to; copy it, or make a new one (the old one stops working). The
 * server keeps only its hash, so the address is shown when it is made and not
 * after; to copy it again she makes a new one.
 */
export default function SubscribeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const feed = useCalendarSubscription();
  const renew = useRenewCalendarSubscription();
  const [confirming, setConfirming] = useState(false);
  const url = feed.data?.url;
  const active = feed.data?.active ?? false;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess("Link copied");
    } catch {
      notifyError("Could not copy the link", "Select the address and copy it yourself.");
    }
  };

  const make = (again: boolean) =>
    renew.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notifySuccess(again ? "New link made" : "Subscription link ready", again ? "The old link no longer works." : undefined);
      },
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Subscribe to your shifts" description="See your shifts in Google Calendar, Apple Calendar or Outlook. They update by themselves.">
        {feed.isPending ? (
          <Spinner label="Loading your link…" className="py-8" />
        ) : feed.isError ? (
          <Alert>Could not load your link. {errorMessage(feed.error)}</Alert>
        ) : !url && active ? (
          <div className="space-y-3 text-sm text-slate-700">
            <p>Your private link is on. For your privacy it is shown only once, when it is made, so it cannot be shown again here.</p>
            <p>To add your shifts to another calendar, make a new link. Calendars that use the old one will need the new one too.</p>
            <Button variant="outline" onClick={() => setConfirming(true)}>
              <RefreshCw aria-hidden /> Make a new link
            </Button>
          </div>
        ) : !url ? (
          <div className="space-y-3 text-sm text-slate-700">
            <p>Make a private link to your shifts. Anyone with the link can see them, so keep it to yourself.</p>
            <Button onClick={() => make(false)} disabled={renew.isPending}>
              {renew.isPending ? "Making the link…" : "Make my link"}
            </Button>
          </div>
        ) : (
          <div className="space-y-4 text-sm text-slate-700">
            <div className="space-y-2">
              <Label htmlFor={`${id}-url`}>Your private calendar link</Label>
              <div className="flex gap-2">
                <Input id={`${id}-url`} readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs md:text-xs" />
                <Button variant="outline" onClick={() => void copy()} aria-label="Copy link">
                  <Copy aria-hidden /> Copy
                </Button>
              </div>
              <p className="text-xs text-slate-600">Copy it now: for your privacy it is not shown again once you leave this page.</p>
            </div>
            <ul className="list-disc space-y-1 pl-5">
              <li>
                <strong>Google Calendar:</strong> Other calendars → + → From URL, paste the link.
              </li>
              <li>
                <strong>Apple Calendar:</strong> File → New Calendar Subscription, paste the link (or{" "}
                <a className="font-medium text-primary underline" href={url.replace(/^https?:/, "webcal:")}>
                  open it
                </a>
                ).
              </li>
              <li>
                <strong>Outlook:</strong> Add calendar → Subscribe from web, paste the link.
              </li>
            </ul>
            <p>Shifts show at their times in your time zone, overnight ones ending the next morning. Calendar apps refresh every few hours.</p>
            <div className="border-t border-slate-200 pt-3">
              <Button variant="outline" onClick={() => setConfirming(true)}>
                <RefreshCw aria-hidden /> Make a new link
              </Button>
              <p className="mt-2 text-xs text-slate-600">Shared it by mistake? A new link stops the old one from working.</p>
            </div>
          </div>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Make a new link?"
          description="The old link stops working at once. Calendars that use it will need the new one."
          confirmLabel="Make a new link"
          busy={renew.isPending}
          onConfirm={() => make(true)}
        />
      </DialogContent>
    </Dialog>
  );
}
