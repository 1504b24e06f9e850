import { useMemo } from "react";
import { countryOptions } from "@core/countries";
import { Combobox, type ComboboxOption } from "@web/components/ui/combobox";

interface CountrySelectProps {
  id: string;
  value: string | null;
  onChange: (code: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** Every ISO 3166 country with its flag and code; CA, US, GB and AU first. */
export function CountrySelect({ id, value, onChange, invalid, describedBy }: CountrySelectProps) {
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
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      placeholder="Choose your country"
      searchLabel="Search countries"
      emptyText="No country matches."
      invalid={invalid}
      describedBy={describedBy}
      renderValue={(o) => (
        <>
          <span aria-hidden>{o.prefix}</span> {o.label} <span className="text-slate-500">({o.value})</span>
        </>
      )}
    />
  );
}
