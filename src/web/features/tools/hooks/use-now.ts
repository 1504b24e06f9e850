import { useEffect, useState } from "react";

/**
 * The clock, re-read every `everyMs` while `active`, and at once when the tab
 * comes back into view. What a tool shows is computed from this time and the
 * tool's own start or end time — never from how many ticks ran.
 */
export function useNow(active: boolean, everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    tick();
    const id = window.setInterval(tick, everyMs);
    document.addEventListener("visibilitychange", tick);
    return () => {
      window.clearInterval(id);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [active, everyMs]);
  return now;
}
