/** How joined class names are resolved; the signed-in layout installs tailwind-merge (installClassMerger). */
let mergeClasses: (classes: string) => string = (classes) => classes;

/**
 * Joins class names, skipping falsy ones, and once the signed-in layout has
 * loaded resolves Tailwind conflicts with tailwind-merge: of two classes for one
 * property the later wins (`text-slate-600 text-primary` is `text-primary`,
 * `h-10 w-10 size-9` is `size-9`), so a caller's class overrides a component's
 * default whatever order the stylesheet has them in. The public pages (landing,
 * sign-in) pass no conflicting classes and stay within their first-load budget
 * without tailwind-merge's 8 KB.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return mergeClasses(classes.filter(Boolean).join(" "));
}

/** Called once, when the signed-in layout's module loads, before any signed-in screen renders. */
export function installClassMerger(merge: (classes: string) => string): void {
  mergeClasses = merge;
}
