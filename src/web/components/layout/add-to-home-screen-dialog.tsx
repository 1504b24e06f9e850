import { Share, SquarePlus } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@web/components/ui/dialog";

/** Safari on iPhone and iPad installs a web app from its Share menu only (decision 045): the steps, as Safari names them. */
export function AddToHomeScreenDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Add NurseVitals to your Home Screen" description="It opens full screen, like an app, and can notify you.">
        <ol className="space-y-3 text-sm text-slate-700">
          <li className="flex items-start gap-2">
            <Share aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              Tap <strong>Share</strong> in Safari&apos;s toolbar.
            </span>
          </li>
          <li className="flex items-start gap-2">
            <SquarePlus aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              Scroll down and tap <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
            </span>
          </li>
        </ol>
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
