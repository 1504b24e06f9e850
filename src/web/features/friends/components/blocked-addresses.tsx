import { Ban } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { notifySuccess } from "@web/lib/notify";
import { useUnblockAddress } from "../api/colleague-mutations";
import { useBlockedAddresses } from "../api/get-colleagues";

/** The addresses she blocked, each with Unblock: a block made by mistake is not for ever. Shown only when there are some. */
export function BlockedAddresses() {
  const blocks = useBlockedAddresses();
  const unblock = useUnblockAddress();
  const list = blocks.data ?? [];
  if (!list.length) return null;
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
      <summary className="cursor-pointer font-medium text-slate-800">Blocked addresses ({list.length})</summary>
      <p className="mt-2 text-slate-600">They cannot invite you. Unblocking lets them invite you again.</p>
      <ul className="mt-2 divide-y divide-slate-100">
        {list.map((block) => (
          <li key={block.id} className="flex items-center justify-between gap-3 py-2">
            <span className="flex min-w-0 items-center gap-2">
              <Ban className="size-4 shrink-0 text-slate-500" aria-hidden />
              <span className="truncate">{block.email}</span>
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={unblock.isPending}
              aria-label={`Unblock ${block.email}`}
              onClick={() => unblock.mutate(block.id, { onSuccess: () => notifySuccess(`${block.email} unblocked`) })}
            >
              Unblock
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
