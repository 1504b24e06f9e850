import { lazy, type ComponentType } from "react";

export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * React.lazy with a preload: once the module is loaded the page renders
 * synchronously, so hydrating a prerendered page never suspends.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<unknown> | undefined;
  const preload = () =>
    (pending ??= load().then((m) => {
      loaded = m.default;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return Object.assign(Page, { preload });
}
