import { useEffect, useState, type ComponentType } from "react";
import { cn } from "@web/lib/cn";
import { ProTeaser, SidebarNav } from "./sidebar-nav";
import { useSidebar } from "./sidebar-state";

type SheetProps = { openMobile: boolean; setOpenMobile: (open: boolean) => void };
let loadedSheet: ComponentType<SheetProps> | undefined;
/**
 * The phone's sheet (Radix Dialog: its focus trap, scroll lock and layers) loads the first time she opens the menu,
 * or as her pointer or focus reaches its button (app-header.tsx), not with every screen (the first-load budget).
 */
export const loadMobileSidebar = () => import("./mobile-sidebar-sheet").then((m) => (loadedSheet = m.MobileSidebarSheet));

/** The sheet once its code is in; until then nothing (it is closed). A load that fails (offline) leaves it closed: the next press tries again. */
function MobileSidebar({ openMobile, setOpenMobile }: SheetProps) {
  const [Sheet, setSheet] = useState(() => loadedSheet);
  useEffect(() => {
    if (!openMobile || Sheet) return;
    let live = true;
    loadMobileSidebar().then(
      (loaded) => live && setSheet(() => loaded),
      () => live && setOpenMobile(false),
    );
    return () => {
      live = false;
    };
  }, [openMobile, Sheet, setOpenMobile]);
  return Sheet ? <Sheet openMobile={openMobile} setOpenMobile={setOpenMobile} /> : null;
}

/** Desktop: a column (16rem, or 3rem of icons when collapsed). Below 768 px: a sheet (18rem). */
export function AppSidebar() {
  const { isMobile, open, openMobile, setOpenMobile } = useSidebar();
  if (isMobile) return <MobileSidebar openMobile={openMobile} setOpenMobile={setOpenMobile} />;
  return (
    <aside
      aria-label="Sidebar"
      data-state={open ? "expanded" : "collapsed"}
      className={cn(
        "sticky top-14 hidden h-[calc(100dvh-3.5rem)] shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 md:flex",
        open ? "w-64" : "w-12",
      )}
    >
      {/* Menu and teaser scroll together: on a short window the teaser never sits over the last links. */}
      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">
        <SidebarNav compact={!open} className="flex-1" />
        {open && <ProTeaser />}
      </div>
    </aside>
  );
}
