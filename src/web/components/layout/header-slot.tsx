import { createContext, useContext, type ReactNode } from "react";
import { createPortal } from "react-dom";

/** Lets a page put its own controls in the header (the calendar's month arrows). */
export const HeaderSlotContext = createContext<HTMLElement | null>(null);

export function HeaderSlot({ children }: { children: ReactNode }) {
  const target = useContext(HeaderSlotContext);
  return target ? createPortal(children, target) : null;
}
