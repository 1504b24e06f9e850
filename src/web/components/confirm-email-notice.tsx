import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MailWarning } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Button } from "@web/components/ui/button";
import { call, client } from "@web/lib/api/client";
import { cn } from "@web/lib/cn";
import { refreshSession, useSession } from "@web/lib/api/session";

const TEXTS = {
  invitations: {
    title: "Confirm your email to see invitations waiting for you",
    body: "Colleagues' invitations reach you, and yours reach them, once your address is confirmed.",
  },
  invite: {
    title: "Confirm your email to invite colleagues",
    body: "Invitations go out only from a confirmed address, so nobody can invite anyone in a name that isn't theirs.",
  },
} as const;

/**
 * For a nurse whose address is not confirmed yet: what waits for it, where the
 * link went, and Resend (the confirmation mail again). Nothing once she has
 * confirmed — checked again when she comes back to the tab, as she may have
 * opened the link elsewhere; then every list is read again, invitations included.
 */
export function ConfirmEmailNotice({ reason = "invitations", className }: { reason?: keyof typeof TEXTS; className?: string }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const id = useId();
  const unconfirmed = session.status === "signed-in" && !session.user.emailVerified;
  const wasUnconfirmed = useRef(unconfirmed);
  const resend = useMutation({
    mutationFn: () => call(client.POST("/api/auth/send-verification-email", { body: {} })),
    meta: { errorTitle: "Link not sent" },
    // "Already confirmed" is an answer too: the session says so next.
    onError: () => void refreshSession(),
  });

  useEffect(() => {
    if (!unconfirmed) {
      if (wasUnconfirmed.current) void queryClient.invalidateQueries();
      wasUnconfirmed.current = false;
      return;
    }
    wasUnconfirmed.current = true;
    void refreshSession();
    const recheck = () => void refreshSession();
    window.addEventListener("focus", recheck);
    return () => window.removeEventListener("focus", recheck);
  }, [unconfirmed, queryClient]);

  if (!unconfirmed) return null;
  const text = TEXTS[reason];
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950", className)}
    >
      <MailWarning className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
      <div className="min-w-0 flex-1 space-y-2">
        <h2 id={`${id}-title`} className="font-semibold">
          {text.title}
        </h2>
        <p>
          {text.body} We sent a link to <strong className="break-all">{session.user.email}</strong>.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm" variant="outline" className="bg-white" disabled={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending ? "Sending…" : "Resend"}
          </Button>
          <p role="status" className="text-amber-900">
            {resend.isSuccess ? "A new link is on its way: check your inbox." : ""}
          </p>
        </div>
      </div>
    </section>
  );
}
