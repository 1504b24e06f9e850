import type { NumberRegion } from "@core/tools/regional-numbers";
import { usePreferences } from "@web/lib/api/preferences";

/**
 * Her region (her preferences): how the tools read and show numbers ("1,500" or
 * "1,5"). Until her preferences arrive (or when they cannot be read) it is "any":
 * a number that could be read two ways in some region is asked about, never
 * read the US way by default.
 */
export function useRegion(): NumberRegion {
  return usePreferences().data?.region ?? "any";
}
