import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@web/components/ui/button";
import { NEEDS_CONNECTION, useOnline } from "@web/lib/hooks/use-online";

/**
 * Beside a button that cannot work offline (an upload, AI Read, an invitation, a PDF): with
 * no network the button is disabled and this says why (decision 051). Give the button
 * `aria-describedby={id}` so a screen reader reads the reason with it.
 */
export function NeedsConnection({ id }: { id: string }) {
  const online = useOnline();
  return online ? null : (
    <span id={id} className="self-center text-xs text-slate-600">
      {NEEDS_CONNECTION}
    </span>
  );
}

/**
 * A file the server writes (a vCard, the audit packet, her data's ZIP), as a download link; offline a
 * disabled button described by the page's NeedsConnection `reason`, since the link could only fail.
 */
export function ServerFileLink({ href, reason, children, ...button }: { href: string; reason: string; children: ReactNode } & Omit<ButtonProps, "asChild">) {
  const online = useOnline();
  return online ? (
    <Button asChild {...button}>
      <a href={href} download>
        {children}
      </a>
    </Button>
  ) : (
    <Button type="button" disabled aria-describedby={reason} {...button}>
      {children}
    </Button>
  );
}
