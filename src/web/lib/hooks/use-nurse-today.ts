import { useQuery } from "@tanstack/react-query";
import { todayIn } from "@core/calendar-dates";
import { isKnownTimeZone } from "@core/time-zones";
import { profileQuery } from "@web/lib/api/profile";

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Today in the nurse's profile time zone (docs/product/README.md, Rules): the default month and the
 * Add Note date. The device's zone stands in until her profile has loaded.
 */
export function useNurseToday(): string {
  const { data } = useQuery(profileQuery);
  return todayIn(data && isKnownTimeZone(data.timezone) ? data.timezone : deviceZone());
}
