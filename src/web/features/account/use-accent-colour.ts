import { useQuery } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, useState } from "react";
import { readableAccent } from "@core/color-contrast";
import { accentStorageKey as storageKey } from "@web/lib/local-state";
import { preferencesQuery } from "@web/lib/api/preferences";

const HEX = /^#[0-9a-f]{6}$/i;

function readStored(userId: string): string | undefined {
  try {
    const value = localStorage.getItem(storageKey(userId)) ?? undefined;
    return value && HEX.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The nurse's accent colour on every signed-in screen: sets --nv-accent (and so
 * --color-primary) to its readable shade; the saved colour stays as she chose
 * it. The last one is remembered in this browser, so a reload paints in it
 * before the preferences arrive.
 */
export function useAccentColour(userId: string): void {
  const { data } = useQuery(preferencesQuery);
  const [remembered] = useState(() => readStored(userId));
  const accent = data?.accentColor ?? remembered;

  useLayoutEffect(() => {
    if (!accent || !HEX.test(accent)) return;
    const style = document.documentElement.style;
    style.setProperty("--nv-accent", readableAccent(accent));
    return () => {
      style.removeProperty("--nv-accent");
    };
  }, [accent]);

  useEffect(() => {
    if (!data?.accentColor) return;
    try {
      localStorage.setItem(storageKey(userId), data.accentColor);
    } catch {
      /* storage unavailable: the colour comes with the preferences */
    }
  }, [data?.accentColor, userId]);
}
