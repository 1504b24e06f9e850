import { useMemo } from "react";
import { countryOptions } from "@core/countries";
import { Combobox, type ComboboxOption, type PickerFieldProps } from "@web/components/ui/combobox";

/** Every ISO 3166 country with its flag and code; CA, US, GB and AU first. */
export function CountrySelect(field: PickerFieldProps) {
  const options = useMemo<ComboboxOption[]>(
    () =>
      countryOptions("en").map((c) => ({
        value: c.code,
        label: c.name,
        prefix: c.flag,
        hint: c.code,
        group: c.pinned ? "Suggested" : "All countries",
      })),
    [],
  );
  return (
    <Combobox
      {...field}
      options={options}
      placeholder="Choose your country"
      searchLabel="Search countries"
      emptyText="No country matches."
      renderValue={(o) => (
        <>
          <span aria-hidden>{o.prefix}</span> {o.label} <span className="text-slate-500">({o.value})</span>
        </>
      )}
    />
  );
}
