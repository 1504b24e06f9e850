import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { Brand } from "./brand";
import { ProTeaser, SidebarNav } from "./sidebar-nav";

/** Below 768 px the menu is a sheet (18rem) from the left, loaded the first time she opens it (app-sidebar.tsx). */
export function MobileSidebarSheet({ openMobile, setOpenMobile }: { openMobile: boolean; setOpenMobile: (open: boolean) => void }) {
  return (
    <Dialog open={openMobile} onOpenChange={setOpenMobile}>
      <DialogContent side="left" title="Menu" hideTitle className="w-[18rem] max-w-[85vw]">
        <div className="flex h-14 items-center border-b border-slate-200 px-4">
          <Brand />
        </div>
        {/* Menu and teaser scroll together, so on a short screen every link keeps its full height. */}
        <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">
          <SidebarNav compact={false} onNavigate={() => setOpenMobile(false)} className="flex-1" />
          <ProTeaser />
        </div>
      </DialogContent>
    </Dialog>
  );
}
