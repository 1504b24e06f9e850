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
