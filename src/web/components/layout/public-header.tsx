import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { useSession } from "@web/lib/api/session";
import { Brand } from "./brand";

/**
 * Sticky header of the public layout (landing page). A nurse already signed in
 * gets one way back into the app instead of Log In / Get Started (which would
 * only send her back here).
 */
export function PublicHeader() {
  const signedIn = useSession().status === "signed-in";
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link to="/" aria-label="NurseVitals home" className="inline-flex items-center pointer-coarse:min-h-11">
          <Brand />
        </Link>
        {/* Compact buttons with a mouse, 44 px on a touch screen. */}
        <nav aria-label="Account" className="flex items-center gap-2">
          {signedIn ? (
            <Button asChild size="sm" className="pointer-coarse:h-11">
              <Link to="/dashboard">Open the app</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="outline" size="sm" className="pointer-coarse:h-11">
                <Link to="/login">Log In</Link>
              </Button>
              <Button asChild size="sm" className="pointer-coarse:h-11">
                <Link to="/signup">Get Started</Link>
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
