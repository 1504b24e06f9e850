import { Search } from "lucide-react";
import { cn } from "@web/lib/cn";
import { Input } from "./input";
import { Label } from "./label";

/** A list's search box: a magnifier inside, its label for screen readers only. */
export function SearchInput({
  id,
  label,
  value,
  onValueChange,
  placeholder,
  maxLength,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder: string;
  maxLength?: number;
  className?: string;
}) {
  return (
    <div className={cn("relative", className)}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        placeholder={placeholder}
        className="pl-9"
        maxLength={maxLength}
      />
    </div>
  );
}
