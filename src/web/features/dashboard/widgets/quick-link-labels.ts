import { NAV_GROUPS } from "@web/components/layout/nav-items";

/** The quick links' names and icons are the sidebar's. */
export const NAV = new Map(NAV_GROUPS.flatMap((g) => g.items).map((item) => [item.to, item]));
export const quickLinkLabel = (path: string) => NAV.get(path)?.label ?? path;
