import { lazy, type ComponentType } from "react";

export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/** Bumped by a Retry: a page whose code failed to load before it is fetched afresh. */
let retries = 0;

/** After a failed load (offline), the next render of such a page fetches its code again. */
export function retryFailedPages(): void {
  retries++;
}

/**
 * React.lazy with a preload: once the module is loaded the page renders
 * synchronously, so hydrating a prerendered page never suspends. React.lazy
 * keeps a failure, so a page whose code failed to load gets a new one once
 * retryFailedPages() is called (not before: React would retry it at once, for ever).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<unknown> | undefined;
  let failedAt: number | undefined;
  const preload = () =>
    (pending ??= load().then(
      (m) => {
        loaded = m.default;
      },
      (error: unknown) => {
        failedAt = retries;
        throw error;
      },
    ));
  const makeLazy = () => lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  let Lazy = makeLazy();
  const Page = () => {
    if (failedAt !== undefined && retries > failedAt) {
      failedAt = undefined;
      pending = undefined;
      Lazy = makeLazy();
    }
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return Object.assign(Page, { preload });
}
