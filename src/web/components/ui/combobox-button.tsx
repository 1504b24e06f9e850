import { ChevronsUpDown } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@web/lib/cn";

export interface ComboboxOption {
  value: string;
  label: string;
  /** Shown before the label (a flag). */
  prefix?: string;
  /** Shown after the label, muted (a code). */
  hint?: string;
  /** More words the search matches. */
  keywords?: string;
  /** Options with the same group are listed under its heading, in order of first appearance. */
  group?: string;
}

/** What a form gives a picker built on the combobox (a country, a time zone): its field's id, value and error state. */
export interface PickerFieldProps {
  id: string;
  value: string | null;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

export interface ComboboxProps {
  id?: string;
  value: string | null;
  onChange: (value: string) => void;
  options: ComboboxOption[];
  placeholder?: string;
  /** The search box's accessible name and placeholder. */
  searchLabel: string;
  emptyText?: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  className?: string;
  /** Rendered inside the trigger for the selected option (defaults to prefix + label). */
  renderValue?: (option: ComboboxOption) => ReactNode;
}

type ButtonProps = Pick<ComboboxProps, "placeholder" | "invalid" | "describedBy" | "className" | "renderValue"> &
  Omit<ComponentProps<"button">, "value" | "placeholder"> & { selected: ComboboxOption | undefined };

/** The button showing the chosen option: drawn here until the list's code is in, then as the list's popover trigger. */
export function ComboboxButton({ selected, placeholder = "Select…", invalid, describedBy, className, renderValue, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      aria-haspopup="listbox"
      data-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={cn(
        "flex h-11 w-full min-w-0 items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 text-left text-base shadow-sm outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30 disabled:opacity-60 data-invalid:border-red-500 md:text-sm",
        className,
      )}
      {...props}
    >
      <span className={cn("min-w-0 truncate", !selected && "text-slate-500")}>
        {selected ? (renderValue ? renderValue(selected) : `${selected.prefix ? `${selected.prefix} ` : ""}${selected.label}`) : placeholder}
      </span>
      <ChevronsUpDown className="size-4 shrink-0 text-slate-500" aria-hidden />
    </button>
  );
}
