import { Check, Search } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "@web/lib/cn";
import { ComboboxButton, type ComboboxOption, type ComboboxProps } from "./combobox-button";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

/** The option active when the list opens: the chosen one, or the first. */
const firstActive = (options: ComboboxOption[], value: string | null) =>
  Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** The combobox with its search field and list (combobox.tsx loads it when first opened, and it mounts opened). */
export function ComboboxPopover({
  id,
  value,
  onChange,
  options,
  placeholder = "Select…",
  searchLabel,
  emptyText = "Nothing matches.",
  invalid,
  describedBy,
  disabled,
  className,
  renderValue,
  defaultOpen = false,
}: ComboboxProps & { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(() => (defaultOpen ? firstActive(options, value) : 0));
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;
  const listRef = useRef<HTMLUListElement>(null);
  const selected = options.find((o) => o.value === value);

  const filtered = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean);
    if (!words.length) return options;
    return options.filter((o) => {
      const haystack = fold(`${o.label} ${o.hint ?? ""} ${o.value} ${o.keywords ?? ""}`);
      return words.every((w) => haystack.includes(w));
    });
  }, [options, query]);

  const openWith = (next: boolean) => {
    setOpen(next);
    if (next) {
      setQuery("");
      setActive(firstActive(options, value));
    }
  };

  useEffect(() => {
    if (!open) return;
    // After the popover renders: keep the active option in view.
    const frame = requestAnimationFrame(() => document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" }));
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId is derived from listId
  }, [open, active, listId]);

  const choose = (option: ComboboxOption | undefined) => {
    if (!option) return;
    onChange(option.value);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = filtered.length - 1;
    const move: Record<string, () => number> = {
      ArrowDown: () => Math.min(last, active + 1),
      ArrowUp: () => Math.max(0, active - 1),
      PageDown: () => Math.min(last, active + 10),
      PageUp: () => Math.max(0, active - 10),
      Home: () => 0,
      End: () => last,
    };
    if (move[event.key] && filtered.length) {
      event.preventDefault();
      setActive(move[event.key]!());
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(filtered[active]);
    }
  };

  return (
    <Popover open={open} onOpenChange={openWith}>
      <PopoverTrigger asChild disabled={disabled}>
        <ComboboxButton
          id={id}
          selected={selected}
          placeholder={placeholder}
          invalid={invalid}
          describedBy={describedBy}
          className={className}
          renderValue={renderValue}
        />
      </PopoverTrigger>
      <PopoverContent aria-label={searchLabel} className="w-[min(var(--radix-popover-trigger-width),calc(100vw-1rem))] min-w-64 p-0">
        <div className="flex items-center gap-2 border-b border-slate-200 px-3">
          <Search className="size-4 shrink-0 text-slate-500" aria-hidden />
          {/* The first focusable element: Radix focuses it when the list opens. */}
          <input
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={filtered.length ? optionId(active) : undefined}
            aria-label={searchLabel}
            placeholder={searchLabel}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="h-11 w-full bg-transparent text-base outline-none placeholder:text-slate-500 md:text-sm"
          />
        </div>
        <ul ref={listRef} id={listId} role="listbox" aria-label={searchLabel} className="max-h-72 overflow-y-auto overscroll-contain p-1">
          {filtered.length === 0 && <li className="px-3 py-6 text-center text-sm text-slate-600">{emptyText}</li>}
          {filtered.map((option, i) => {
            const heading = option.group && option.group !== filtered[i - 1]?.group ? option.group : undefined;
            const isSelected = option.value === value;
            return [
              heading && (
                <li key={`group-${heading}`} role="presentation" className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {heading}
                </li>
              ),
              // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- keys are handled by the field that owns the list (aria-activedescendant)
              <li
                key={option.value}
                id={optionId(i)}
                role="option"
                aria-selected={isSelected}
                onPointerMove={() => setActive(i)}
                onClick={() => choose(option)}
                className={cn(
                  "flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm select-none pointer-coarse:py-3",
                  i === active && "bg-slate-100",
                  isSelected && "font-medium",
                )}
              >
                {option.prefix && (
                  <span className="text-base leading-none" aria-hidden>
                    {option.prefix}
                  </span>
                )}
                <span className="min-w-0 flex-1 truncate">{option.label}</span>
                {option.hint && <span className="shrink-0 text-xs text-slate-600">{option.hint}</span>}
                <Check className={cn("size-4 shrink-0 text-primary", !isSelected && "invisible")} aria-hidden />
              </li>,
            ];
          })}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
