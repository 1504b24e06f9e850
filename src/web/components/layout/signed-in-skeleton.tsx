import { PanelLeft } from "lucide-react";
import { PAGE_HEADING_MARK } from "@core/app-routes";
import { FullPageSpinner } from "@web/components/ui/spinner";
import { HEADER_BAR, HEADER_SLOT, HEADER_SUBTITLE, HEADER_TITLE } from "./app-header";
import { Brand } from "./brand";

const ICON_BUTTON_ROOM = "size-10 shrink-0";

/**
 * The HTML a signed-in page arrives with, before its code runs: the header bar
 * as the app draws it, with the screen's heading where the app puts it (the
 * calendar's month, filled in by the server), and the spinner below. Nothing
 * in it is a control; the app replaces it whole once the screen's code is in.
 */
export function SignedInSkeleton() {
  return (
    <div aria-busy="true">
      <div className={HEADER_BAR}>
        <span className="inline-flex size-10 items-center justify-center text-slate-700 pointer-coarse:size-11" aria-hidden>
          <PanelLeft className="size-4" />
        </span>
        <span className="hidden md:inline-flex">
          <Brand />
        </span>
        <div className={HEADER_SLOT}>
          {/* Room for the calendar's month arrows and shift-sheet button, so its title does not move when they arrive. */}
          <span className={ICON_BUTTON_ROOM} aria-hidden />
          <div className="min-w-0 text-center">
            <h1 className={HEADER_TITLE}>{PAGE_HEADING_MARK}</h1>
            <p className={HEADER_SUBTITLE}>{"\u00a0"}</p>
          </div>
          <span className={ICON_BUTTON_ROOM} aria-hidden />
          <span className={`ml-1 ${ICON_BUTTON_ROOM}`} aria-hidden />
        </div>
        <span className="inline-flex size-10 shrink-0 items-center justify-center pointer-coarse:size-11" aria-hidden>
          <span className="size-9 rounded-full bg-slate-200" />
        </span>
      </div>
      <FullPageSpinner />
    </div>
  );
}
