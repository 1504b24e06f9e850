import { Crown } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { notifyInfo } from "@web/lib/notify";

/** Advertisement (docs/product/shell-and-dashboard.md): the Premium Tools card with its AD marker; it cannot be hidden. Upgrade has no product behind it yet. */
export default function AdvertisementWidget() {
  return (
    <section
      aria-labelledby="advertisement-title"
      className="relative flex h-full flex-col rounded-xl bg-linear-to-br from-primary to-[color-mix(in_oklab,var(--color-primary)_70%,black)] p-4 text-primary-foreground shadow-sm"
    >
      <span className="absolute top-2 right-2 rounded bg-white/90 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-slate-900" aria-label="Advertisement">
        AD
      </span>
      <h2 id="advertisement-title" className="flex items-center gap-2 text-base font-semibold">
        <Crown className="size-4" aria-hidden /> Premium Tools
      </h2>
      <p className="mt-2 flex-1 text-sm text-white/95">Unlock advanced scheduling &amp; analytics</p>
      <Button
        size="sm"
        variant="secondary"
        className="mt-3 w-full text-primary!"
        onClick={() => notifyInfo("Pro is not available yet", "We will let you know when it is.")}
      >
        Upgrade
      </Button>
    </section>
  );
}
