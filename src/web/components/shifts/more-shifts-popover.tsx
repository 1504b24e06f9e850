import { useLoadOnOpen } from "@web/lib/hooks/use-load-on-open";
import { MoreShiftsButton } from "./more-shifts-button";
import type { MoreShiftsPopoverProps } from "./more-shifts-popover-full";

const loadPopover = () => import("./more-shifts-popover-full").then((m) => m.MoreShiftsPopoverFull);

/**
 * Desktop '+N more': every shift of the day in a popover. The popover's code (Radix Popover and its
 * positioning) loads the first time she opens one (use-load-on-open.ts), not with the calendar.
 */
export function MoreShiftsPopover(props: MoreShiftsPopoverProps) {
  const { loaded, open, prefetch } = useLoadOnOpen<MoreShiftsPopoverProps & { defaultOpen?: boolean }, true>(loadPopover);
  if (loaded) return <loaded.Full {...props} defaultOpen />;
  return (
    <MoreShiftsButton
      date={props.date}
      count={props.hidden}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => open(true)}
    />
  );
}
