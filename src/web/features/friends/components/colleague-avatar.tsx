import { readableTextOn } from "@core/color-contrast";
import { cn } from "@web/lib/cn";

/** A colleague's initials on her colour (at most 2 letters: docs/product/friends-calendar.md). */
export function ColleagueAvatar({
  initials,
  color,
  size = "md",
  className,
}: {
  initials: string;
  color: string;
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  return (
    <span
      aria-hidden
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full font-semibold ring-2 ring-white",
        size === "sm" && "size-6 text-[10px]",
        size === "md" && "size-9 text-sm",
        size === "lg" && "size-12 text-base",
        className,
      )}
      style={{ backgroundColor: color, color: readableTextOn(color) }}
    >
      {initials || "?"}
    </span>
  );
}
