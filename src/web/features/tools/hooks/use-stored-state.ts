import { useEffect, useState } from "react";

/**
 * State kept in this browser's local storage: a running timer or stopwatch is
 * still right after the page was closed or the phone restarted the tab, since
 * its start or end time is what is kept.
 */
export function useStoredState<T>(key: string, initial: T, isValid: (value: unknown) => value is T): [T, (next: T) => void] {
  const storageKey = `nursevitals.tools.${key}`;
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = typeof localStorage === "undefined" ? null : localStorage.getItem(storageKey);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      return isValid(parsed) ? parsed : initial;
    } catch {
      return initial;
    }
  });
  useEffect(() => {
    try {
      localStorage.setItem(storageKey, JSON.stringify(value));
    } catch {
      // Private mode or full storage: the tool still works for this page.
    }
  }, [storageKey, value]);
  return [value, setValue];
}
