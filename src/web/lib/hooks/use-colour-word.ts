import { colourWord, DEFAULT_REGION } from "@core/preferences";
import { usePreferences } from "../api/preferences";

/** "Colour" or "Color" by her region (the default region's spelling until her preferences arrive). */
export function useColourWord(capital = true): string {
  return colourWord(usePreferences().data?.region ?? DEFAULT_REGION, capital);
}
