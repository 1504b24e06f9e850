import { screenModules, type PageExports } from "./screen-loader";

/**
 * Loads a signed-in screen's module, each its own chunk, imported from here (by
 * the signed-in layout's module) rather than from the app's entry: a screen
 * only ever runs after the layout, so the bundler keeps what the two share in
 * the layout's chunk, which every signed-in page loads, instead of splitting it
 * into small shared chunks, and the public pages' entry does not carry the
 * signed-in screens' preload lists.
 */
export const loadSignedInScreen = screenModules(
  import.meta.glob<PageExports>([
    "/features/**/*-page.tsx",
    "/app/*/*-page.tsx",
    "/features/placeholder/placeholder-pages.tsx",
    "!/features/landing/**",
    "!/features/auth/**",
    "!/features/not-found/**",
  ]),
);
