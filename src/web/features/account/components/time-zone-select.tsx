import { useMemo } from "react";
import { Combobox, type ComboboxOption } from "@web/components/ui/combobox";

export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function zoneName(zone: string, style: "shortOffset" | "longGeneric"): string {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: style }).formatToParts(new Date()).find((p) => p.type === "timeZoneName")?.value ?? "";
  } catch {
    return "";
  }
}

function zoneOptions(current: string | null): ComboboxOption[] {
  const zones = new Set(typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : []);
  zones.add("UTC");
  if (current) zones.add(current);
  return [...zones].sort().map((zone) => ({
    value: zone,
    label: zone.replaceAll("_", " "),
    hint: zoneName(zone, "shortOffset"),
    keywords: zoneName(zone, "longGeneric"),
  }));
}

interface TimeZoneSelectProps {
  id: string;
  value: string;
  onChange: (zone: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** IANA time zones with their current offset; searchable by city or by name ("Pacific Time"). */
export function TimeZoneSelect({ id, value, onChange, invalid, describedBy }: TimeZoneSelectProps) {
  const options = useMemo(() => zoneOptions(value), [value]);
  return (
    <Combobox
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      searchLabel="Search time zones"
      emptyText="No time zone matches."
      invalid={invalid}
      describedBy={describedBy}
      renderValue={(o) => (
        <>
          {o.label} <span className="text-slate-500">({o.hint})</span>
        </>
      )}
    />
  );
}
