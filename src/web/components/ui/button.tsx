import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

const variants = {
  default: "bg-primary text-primary-foreground shadow-sm hover:brightness-110 active:brightness-95",
  outline: "border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-100",
  ghost: "text-slate-700 hover:bg-slate-100",
  secondary: "bg-slate-100 text-slate-900 hover:bg-slate-200",
  destructive: "bg-red-600 text-white shadow-sm hover:bg-red-700",
  "destructive-outline": "border border-red-300 bg-white text-red-700 shadow-sm hover:bg-red-50",
  link: "text-primary underline-offset-4 hover:underline",
} as const;

const sizes = {
  default: "h-10 px-4 py-2",
  sm: "h-9 px-3 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child (a link) with the button's look. */
  asChild?: boolean;
};

export function Button({ className, variant = "default", size = "default", asChild, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      type={asChild ? undefined : (type ?? "button")}
      className={cn(
        "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg text-sm font-medium whitespace-nowrap transition disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
