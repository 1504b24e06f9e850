import { Heart } from "lucide-react";
import { cn } from "@web/lib/cn";

/** Heart icon and product name. */
export function Brand({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold", className)}>
      <Heart className="size-6 fill-red-500 text-red-500" aria-hidden />
      <span className={cn("text-lg tracking-tight", nameClassName)}>NurseVitals</span>
    </span>
  );
}
