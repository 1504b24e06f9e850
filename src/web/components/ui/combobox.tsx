import { useLoadOnOpen } from "@web/lib/hooks/use-load-on-open";
import { ComboboxButton, type ComboboxProps } from "./combobox-button";

export type { ComboboxOption, PickerFieldProps } from "./combobox-button";

const loadPopover = () => import("./combobox-popover").then((m) => m.ComboboxPopover);

/**
 * A select with a search box, for long lists (countries, time zones): a button
 * opens a popover with a search field (a combobox controlling a listbox).
 * Arrow keys, Page Up/Down, Home/End and Enter work in the field; Escape closes.
 * The list and its popover load the first time it opens (use-load-on-open.ts).
 */
export function Combobox(props: ComboboxProps) {
  const { loaded, open, prefetch } = useLoadOnOpen<ComboboxProps & { defaultOpen?: boolean }, true>(loadPopover);
  if (loaded) return <loaded.Full {...props} defaultOpen />;
  const { id, value, options, placeholder, invalid, describedBy, disabled, className, renderValue } = props;
  return (
    <ComboboxButton
      id={id}
      selected={options.find((o) => o.value === value)}
      placeholder={placeholder}
      invalid={invalid}
      describedBy={describedBy}
      disabled={disabled}
      className={className}
      renderValue={renderValue}
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => open(true)}
    />
  );
}
