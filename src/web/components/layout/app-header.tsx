import { PanelLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import type { SessionUser } from "@web/lib/session";
import { Brand } from "./brand";
import { useSidebar } from "./sidebar-state";
import { UserMenu } from "./user-menu";

export function AppHeader({ user, slotRef }: { user: SessionUser; slotRef: (el: HTMLDivElement | null) => void }) {
  const { toggle, isMobile, open, openMobile } = useSidebar();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-slate-200 bg-white/95 px-2 backdrop-blur sm:gap-2 sm:px-3">
      <Button
        variant="ghost"
        size="icon"
        onClick={toggle}
        aria-label="Toggle sidebar"
        aria-expanded={isMobile ? openMobile : open}
        title="Toggle sidebar (Ctrl+B)"
        className="pointer-coarse:size-11"
      >
        <PanelLeft aria-hidden />
      </Button>
      <Link to="/dashboard" className="hidden md:inline-flex" aria-label="NurseVitals dashboard">
        <Brand />
      </Link>
      <div ref={slotRef} className="flex min-w-0 flex-1 items-center justify-center sm:gap-1" />
      <UserMenu user={user} />
    </header>
  );
}
