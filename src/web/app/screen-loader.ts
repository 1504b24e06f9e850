import type { ComponentType } from "react";
import { lazyPage, type LazyPage } from "@web/lib/lazy-page";
import { moduleFile, type PageModule } from "./page-modules";

/** A screen module's exports. */
export type PageExports = Record<string, ComponentType | undefined>;

type LoadScreen = (module: PageModule) => Promise<{ default: ComponentType }>;

/** Loads a screen module's component from import.meta.glob's loaders (keyed by path under src/web, "/features/…"). */
export function screenModules(loaders: Record<string, () => Promise<PageExports>>): LoadScreen {
  return (module) => {
    const load = loaders[`/${moduleFile(module)}`];
    if (!load) return Promise.reject(new Error(`No screen module ${module}`));
    const exportName = module.split("#")[1] ?? "default";
    return load().then((m) => {
      const component = m[exportName];
      if (!component) throw new Error(`${module} has no such export`);
      return { default: component };
    });
  };
}

/** The lazy page of each screen module (one per module, so two routes to one screen are one component). */
export function screenPages(load: LoadScreen): (module: PageModule) => LazyPage {
  const pages = new Map<PageModule, LazyPage>();
  return (module) => {
    let page = pages.get(module);
    if (!page) {
      page = lazyPage(() => load(module));
      pages.set(module, page);
    }
    return page;
  };
}
