import { PanelLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import type { SessionUser } from "@core/session-user";
import { loadMobileSidebar } from "./app-sidebar";
import { Brand } from "./brand";
import { useSidebar } from "./sidebar-state";
import { SyncBadge } from "./sync-badge";
import { UserMenu } from "./user-menu";

/** The header bar, shared with the HTML a signed-in page arrives with (signed-in-skeleton.tsx). */
export const HEADER_BAR = "sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-slate-200 bg-white/95 px-2 backdrop-blur sm:gap-2 sm:px-3";
export const HEADER_SLOT = "flex min-w-0 flex-1 items-center justify-center sm:gap-1";
/** A screen's heading in the header's middle (the calendar's month), and the line under it. */
export const HEADER_TITLE = "truncate text-base leading-tight font-semibold sm:text-lg";
export const HEADER_SUBTITLE = "truncate text-[11px] leading-tight text-slate-600 sm:text-xs";

const prefetchMobileSidebar = () => void loadMobileSidebar().catch(() => undefined);

export function AppHeader({ user, slotRef }: { user: SessionUser; slotRef: (el: HTMLDivElement | null) => void }) {
  const { toggle, isMobile, open, openMobile } = useSidebar();
  return (
    <header className={HEADER_BAR}>
      <Button
        variant="ghost"
        size="icon"
        onClick={toggle}
        // On a phone the menu's sheet loads on first use: fetched as her finger or focus arrives.
        onPointerEnter={isMobile ? prefetchMobileSidebar : undefined}
        onFocus={isMobile ? prefetchMobileSidebar : undefined}
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
      <div ref={slotRef} className={HEADER_SLOT} />
      <SyncBadge />
      <UserMenu user={user} />
    </header>
  );
}
