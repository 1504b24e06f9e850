import { Button } from "@web/components/ui/button";
import { useLoadOnOpen } from "@web/lib/hooks/use-load-on-open";

type Props = { currentEmail: string };
const loadDialog = () => import("./change-email-dialog").then((m) => m.ChangeEmailDialog);

/**
 * The Change Email button; the dialog's code (Radix Dialog and its form) loads on the first press, or as her
 * pointer or focus reaches it (use-load-on-open.ts), not with the screen (the first-load budget).
 */
export function ChangeEmailButton({ currentEmail }: Props) {
  const { loaded, open, prefetch } = useLoadOnOpen<Props & { defaultOpen?: boolean }, true>(loadDialog);
  if (loaded) return <loaded.Full currentEmail={currentEmail} defaultOpen />;
  return (
    // As tall as the email input beside it from sm up, as the dialog's own trigger.
    <Button
      variant="outline"
      className="sm:h-11"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => open(true)}
    >
      Change Email
    </Button>
  );
}
