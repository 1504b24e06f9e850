import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { twMerge } from "tailwind-merge";
import { BOTTOM_NAV_ROUTES } from "@core/app-routes";
import { ErrorBoundary } from "@web/components/error-boundary";
import { AppHeader } from "@web/components/layout/app-header";
import { AppSidebar } from "@web/components/layout/app-sidebar";
import { BottomNav } from "@web/components/layout/bottom-nav";
import { HeaderSlotContext } from "@web/components/layout/header-slot";
import { SidebarProvider } from "@web/components/layout/sidebar-state";
import { useAccentColour } from "@web/features/account/use-accent-colour";
import { FullPageSpinner } from "@web/components/ui/spinner";
import { forgetChosenSignOut, useSession } from "@web/lib/session";
import { installClassMerger } from "@web/lib/cn";
import { queryClient } from "./query-client";

export { loadSignedInScreen } from "./signed-in-screens";

// Every signed-in screen renders below this layout, whose module loads first: merge classes from here on.
installClassMerger(twMerge);

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

  // A different nurse in this tab must never see the previous one's cached data.
  useEffect(() => {
    if (userId) return () => queryClient.clear();
  }, [userId]);

  if (session.status === "signed-out") {
    // After choosing to sign out the nurse is already on the way home.
    if (session.chosen) return null;
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (session.status !== "signed-in") return <FullPageSpinner label="Checking your session…" />;

  return (
    <QueryClientProvider client={queryClient}>
      <Shell user={session.user} />
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
          <main id="main" className="flex min-h-[calc(100dvh-3.5rem)] min-w-0 flex-1 flex-col">
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
