import { Suspense } from "react";
import { matchPath, Navigate, Route, Routes } from "react-router";
import { FullPageSpinner } from "@web/components/ui/spinner";
import { PUBLIC_ROUTES } from "@core/app-routes";
import { lazyPage } from "@web/lib/lazy-page";
import { PAGE_MODULES } from "./page-modules";
import { screenModules, screenPages, type PageExports } from "./screen-loader";

/** The public screens, each its own chunk: a page loads only the code it shows. */
const publicScreen = screenPages(
  screenModules(import.meta.glob<PageExports>(["/features/landing/*-page.tsx", "/features/auth/*-page.tsx", "/features/not-found/*-page.tsx"])),
);

const loadLayout = () => import("./signed-in-layout");
const SignedInLayout = lazyPage(loadLayout);
/** The signed-in screens, each its own chunk, imported by the layout's module (signed-in-screens.ts), which loads first. */
const signedInScreen = screenPages((module) => loadLayout().then((layout) => layout.loadSignedInScreen(module)));

const isPublic = (path: string) => (PUBLIC_ROUTES as readonly string[]).includes(path);
const routes = Object.entries(PAGE_MODULES);
const publicPages = routes.filter(([path]) => isPublic(path)).map(([path, module]) => [path, publicScreen(module)] as const);
const signedInPages = routes.filter(([path]) => !isPublic(path)).map(([path, module]) => [path, signedInScreen(module)] as const);
const NotFound = publicScreen(PAGE_MODULES["/404"]);

/** Loads the code of the page at `pathname` (before hydrating a prerendered page). */
export function preloadPage(pathname: string): Promise<unknown> {
  const pub = publicPages.find(([path]) => matchPath(path, pathname));
  if (pub) return pub[1].preload();
  const signedIn = signedInPages.find(([path]) => matchPath(path, pathname));
  // Both chunks are fetched at once (the page's modulepreload links); the screen's module runs after the layout's.
  if (signedIn) return Promise.all([SignedInLayout.preload(), signedIn[1].preload()]);
  return NotFound.preload();
}

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
