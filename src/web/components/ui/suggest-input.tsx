import { Check } from "lucide-react";
import { useId, useMemo, useRef, useState, type ComponentProps, type KeyboardEvent } from "react";
import { cn } from "@web/lib/cn";
import { Input } from "./input";

/**
 * A text input that suggests existing values and takes a new one typed in
 * (ARIA combobox with a list box): arrows move, Enter picks, Escape closes.
 */
export function SuggestInput({
  value,
  onChange,
  options,
  className,
  emptyHint,
  ...props
}: Omit<ComponentProps<"input">, "value" | "onChange"> & {
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  emptyHint?: string;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const matches = useMemo(() => {
    const q = value.trim().toLowerCase();
    return options.filter((o) => o.toLowerCase().includes(q) && o !== value).slice(0, 8);
  }, [options, value]);
  const showList = open && (matches.length > 0 || Boolean(emptyHint && !options.length));

  const pick = (option: string) => {
    onChange(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, matches.length - 1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === "Enter" && open && active >= 0 && matches[active]) {
      e.preventDefault();
      pick(matches[active]);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <Input
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && showList ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setOpen(false), 120);
        }}
        onKeyDown={onKeyDown}
        className={className}
        {...props}
      />
      {showList && (
        <ul
          id={listId}
          role="listbox"
          className="absolute top-full right-0 left-0 z-50 mt-1 max-h-56 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {matches.length === 0 && emptyHint ? (
            <li className="px-2.5 py-2 text-sm text-slate-600">{emptyHint}</li>
          ) : (
            matches.map((option, i) => (
              // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- keys are handled by the input that owns the list (aria-activedescendant)
              <li
                key={option}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  clearTimeout(blurTimer.current);
                  pick(option);
                }}
                className={cn("flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm", i === active ? "bg-slate-100" : "hover:bg-slate-50")}
              >
                <Check className={cn("size-4", option === value ? "opacity-100" : "opacity-0")} aria-hidden />
                {option}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
