import { useLoadOnOpen } from "@web/lib/hooks/use-load-on-open";
import { DatePickerButton, type DatePickerProps } from "./date-picker-button";

const loadPopover = () => import("./date-picker-popover").then((m) => m.DatePickerPopover);

/**
 * A light date picker: a button showing the date opens a month grid with month
 * and year menus. Keyboard: arrows move by day and week, Page Up/Down by month,
 * Home/End to the week's ends, Enter chooses; days outside [min, max] are off.
 * The grid and its popover load the first time it opens (use-load-on-open.ts).
 */
export function DatePicker(props: DatePickerProps) {
  const { loaded, open, prefetch } = useLoadOnOpen<DatePickerProps & { defaultOpen?: boolean }, true>(loadPopover);
  if (loaded) return <loaded.Full {...props} defaultOpen />;
  const { id, value, placeholder, invalid, describedBy } = props;
  return (
    <DatePickerButton
      id={id}
      value={value}
      placeholder={placeholder}
      invalid={invalid}
      describedBy={describedBy}
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => open(true)}
    />
  );
}
