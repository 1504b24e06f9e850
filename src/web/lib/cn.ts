import { twMerge } from "tailwind-merge";

/**
 * Joins class names, skipping falsy ones, and resolves Tailwind conflicts: of
 * two classes for one property the later wins (`text-slate-600 text-primary`
 * is `text-primary`, `h-10 w-10 size-9` is `size-9`), so a caller's class
 * overrides a component's default whatever order the stylesheet has them in.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return twMerge(classes.filter(Boolean).join(" "));
}
