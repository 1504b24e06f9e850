import { useMemo } from "react";
import { Combobox, type ComboboxOption, type PickerFieldProps } from "@web/components/ui/combobox";

export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function zoneName(zone: string, style: "shortOffset" | "longGeneric"): string {
  try {
    return (
      new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: style }).formatToParts(new Date()).find((p) => p.type === "timeZoneName")?.value ?? ""
    );
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

/** IANA time zones with their current offset; searchable by city or by name ("Pacific Time"). */
export function TimeZoneSelect(field: PickerFieldProps & { value: string }) {
  const options = useMemo(() => zoneOptions(field.value), [field.value]);
  return (
    <Combobox
      {...field}
      options={options}
      searchLabel="Search time zones"
      emptyText="No time zone matches."
      renderValue={(o) => (
        <>
          {o.label} <span className="text-slate-500">({o.hint})</span>
        </>
      )}
    />
  );
}
