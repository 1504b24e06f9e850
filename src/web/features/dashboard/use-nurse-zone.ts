import { useQuery } from "@tanstack/react-query";
import { isKnownTimeZone } from "@core/time-zones";
import { profileQuery } from "@web/lib/api/profile";

/** The nurse's time zone (her profile's; the device's until it has loaded). */
export function useNurseZone(): string {
  const { data } = useQuery(profileQuery);
  return data && isKnownTimeZone(data.timezone) ? data.timezone : Intl.DateTimeFormat().resolvedOptions().timeZone;
}
