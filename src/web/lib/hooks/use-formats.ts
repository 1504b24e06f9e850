import { useQuery } from "@tanstack/react-query";
import { DEFAULT_FORMAT_SETTINGS, formatsFor, type Formats, type FormatSettings } from "../format";
import { preferencesQuery, type Preferences } from "../api/preferences";

/**
 * The nurse's money and date settings, read here and nowhere else. Her
 * preferences carry no currency or locale yet (`region` is her clinical units',
 * not her money's), so every nurse has the default, CAD in en-CA (docs/product/README.md, Rules); the day a currency
 * preference lands, this is the one line that reads it.
 */
export function formatSettingsOf(_preferences: Preferences | undefined): FormatSettings {
  return DEFAULT_FORMAT_SETTINGS;
}

/** The signed-in nurse's formatters (the preferences are already loaded by the signed-in layout). */
export function useFormats(): Formats {
  const { data } = useQuery(preferencesQuery);
  return formatsFor(formatSettingsOf(data));
}
