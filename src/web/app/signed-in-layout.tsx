import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, use, useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { twMerge } from "tailwind-merge";
import { BOTTOM_NAV_ROUTES } from "@core/app-routes";
import { ErrorBoundary } from "@web/components/error-boundary";
import { AppHeader } from "@web/components/layout/app-header";
import { AppSidebar } from "@web/components/layout/app-sidebar";
import { BottomNav } from "@web/components/layout/bottom-nav";
import { loadToaster } from "@web/components/toast-host";
import "@web/lib/install-app";
import { registerServiceWorker } from "@web/lib/service-worker";
import { HeaderSlotContext } from "@web/components/layout/header-slot";
import { OfflineBanner } from "@web/components/layout/offline-banner";
import { SidebarProvider } from "@web/components/layout/sidebar-state";
import { useAccentColour } from "@web/features/account/use-accent-colour";
import { FullPageSpinner } from "@web/components/ui/spinner";
import { currentSession, forgetChosenSignOut, useSession } from "@web/lib/api/session";
import { keepOfflineStore, restoreOfflineStore } from "@web/lib/api/offline-store";
import { startOutbox } from "@web/lib/api/outbox";
import { installClassMerger } from "@web/lib/cn";
import { toastCodeNotLoadedOffline } from "@web/lib/notify";
import { queryClient } from "./query-client";

export { loadSignedInScreen } from "./signed-in-screens";

// Every signed-in screen renders below this layout, whose module loads first: merge classes from here on.
installClassMerger(twMerge);
toastCodeNotLoadedOffline();

/**
 * Her saved answers (decision 051), read from this device once per nurse before her first
 * screen renders. Started here, as the layout's module runs, so the read overlaps the
 * screen's code arriving rather than following it.
 */
const restores = new Map<string, Promise<void>>();
function restoreFor(userId: string): Promise<void> {
  let restore = restores.get(userId);
  if (!restore) {
    const started = restoreOfflineStore(queryClient, userId);
    // Marked done as React reads a settled promise: once restored, `use` renders at once, with no fallback in between.
    void started.then(() => Object.assign(started, { status: "fulfilled", value: undefined }));
    restores.set(userId, (restore = started));
  }
  return restore;
}
const atStart = currentSession();
if (atStart.status === "signed-in") void restoreFor(atStart.user.id);

/**
 * Every signed-in route renders inside this: the guard (spinner while the
 * server is asked, /login otherwise, remembering where the nurse was going),
 * then the header, sidebar and, in the calendar area, the bottom navigation.
 */
export default function SignedInLayout() {
  const session = useSession();
  const location = useLocation();
  const userId = session.status === "signed-in" ? session.user.id : undefined;

  useEffect(() => forgetChosenSignOut, []);

  // The toaster's code, fetched while the network is there: offline, a change says so in a toast.
  // The service worker, once idle too: its precache never competes with the screen's first load.
  useEffect(() => {
    const fetchToaster = () => {
      void loadToaster();
      void registerServiceWorker().catch(() => undefined);
    };
    if (typeof requestIdleCallback === "undefined") {
      const timer = setTimeout(fetchToaster, 2000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(fetchToaster, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, []);

  // A different nurse in this tab must never see the previous one's cached data.
  useEffect(() => {
    if (userId)
      return () => {
        queryClient.clear();
        restores.delete(userId);
      };
  }, [userId]);

  // What she reads is kept on this device, and what she changes offline waits in her outbox (decision 051).
  useEffect(() => {
    if (!userId) return;
    const stopKeeping = keepOfflineStore(queryClient, userId);
    const stopOutbox = startOutbox(queryClient, userId);
    return () => {
      stopKeeping();
      stopOutbox();
    };
  }, [userId]);

  if (session.status === "signed-out") {
    // After choosing to sign out the nurse is already on the way home.
    if (session.chosen) return null;
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (session.status !== "signed-in") return <FullPageSpinner label="Checking your session…" />;

  return <RestoredShell user={session.user} />;
}

/** The shell once her saved answers are in the cache (the render waits for them: a few milliseconds of IndexedDB). */
function RestoredShell({ user }: { user: Extract<ReturnType<typeof useSession>, { status: "signed-in" }>["user"] }) {
  use(restoreFor(user.id));
  return (
    <QueryClientProvider client={queryClient}>
      <Shell user={user} />
    </QueryClientProvider>
  );
}

function Shell({ user }: { user: Extract<ReturnType<typeof useSession>, { status: "signed-in" }>["user"] }) {
  const location = useLocation();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useAccentColour(user.id);
  const withBottomNav = BOTTOM_NAV_ROUTES.includes(location.pathname.replace(/(.)\/$/, "$1"));

  return (
    <SidebarProvider>
      <HeaderSlotContext.Provider value={slot}>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <AppHeader user={user} slotRef={setSlot} />
        <div className="flex">
          <AppSidebar />
          <main id="main" tabIndex={-1} className="flex min-h-[calc(100dvh-3.5rem)] min-w-0 flex-1 flex-col outline-none">
            <OfflineBanner />
            <div className="flex-1">
              <ErrorBoundary key={location.pathname}>
                <Suspense fallback={<FullPageSpinner />}>
                  <Outlet />
                </Suspense>
              </ErrorBoundary>
            </div>
            {withBottomNav && <BottomNav />}
          </main>
        </div>
      </HeaderSlotContext.Provider>
    </SidebarProvider>
  );
}
