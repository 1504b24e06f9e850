import { Suspense, type ComponentType } from "react";
import { matchPath, Navigate, Route, Routes } from "react-router";
import { FullPageSpinner } from "@web/components/ui/spinner";
import { PUBLIC_ROUTES } from "@core/app-routes";
import { lazyPage, type LazyPage } from "@web/lib/lazy-page";
import { PAGE_MODULES, SIGNED_IN_LAYOUT_MODULE, moduleFile, type PageModule } from "./page-modules";

type PageExports = Record<string, ComponentType | undefined>;

/** Every screen module, each its own chunk: a page loads only the code it shows (a screen that composes several features is in app/<screen>/). */
const loaders = import.meta.glob<PageExports>([
  "/features/**/*-page.tsx",
  "/app/*/*-page.tsx",
  "/features/placeholder/placeholder-pages.tsx",
  "/app/signed-in-layout.tsx",
]);

const lazyPages = new Map<PageModule, LazyPage>();
function pageOf(module: PageModule): LazyPage {
  let page = lazyPages.get(module);
  if (!page) {
    const load = loaders[`/${moduleFile(module)}`];
    if (!load) throw new Error(`No screen module ${module}`);
    const exportName = module.split("#")[1] ?? "default";
    page = lazyPage(() =>
      load().then((m) => {
        const component = m[exportName];
        if (!component) throw new Error(`${module} has no such export`);
        return { default: component };
      }),
    );
    lazyPages.set(module, page);
  }
  return page;
}

const isPublic = (path: string) => (PUBLIC_ROUTES as readonly string[]).includes(path);
const routesWithPages = Object.entries(PAGE_MODULES).map(([path, module]) => [path, pageOf(module)] as const);
const publicPages = routesWithPages.filter(([path]) => isPublic(path));
const signedInPages = routesWithPages.filter(([path]) => !isPublic(path));
const pages = { signedInLayout: pageOf(SIGNED_IN_LAYOUT_MODULE), notFound: pageOf(PAGE_MODULES["/404"]) };

/** Loads the code of the page at `pathname` (before hydrating a prerendered page). */
export function preloadPage(pathname: string): Promise<unknown> {
  const pub = publicPages.find(([path]) => matchPath(path, pathname));
  if (pub) return pub[1].preload();
  const signedIn = signedInPages.find(([path]) => matchPath(path, pathname));
  if (signedIn) return Promise.all([pages.signedInLayout.preload(), signedIn[1].preload()]);
  return pages.notFound.preload();
}

const SignedInLayout = pages.signedInLayout;
const NotFound = pages.notFound;

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        {publicPages.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route element={<SignedInLayout />}>
          {signedInPages.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="/friends" element={<Navigate to="/friends-calendar" replace />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
