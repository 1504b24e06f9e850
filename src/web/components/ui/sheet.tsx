import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useRef, type ComponentProps, type ReactNode } from "react";
import { cn } from "@web/lib/cn";

export const Sheet = Dialog.Root;

const sides = {
  left: "inset-y-0 left-0 h-full border-r data-[state=open]:animate-in",
  right: "inset-y-0 right-0 h-full border-l",
  bottom: "inset-x-0 bottom-0 max-h-[85vh] rounded-t-2xl border-t",
} as const;

export function SheetContent({
  side = "right",
  title,
  description,
  hideTitle,
  focusTitle,
  className,
  children,
  onOpenAutoFocus,
  ...props
}: ComponentProps<typeof Dialog.Content> & {
  side?: keyof typeof sides;
  title: ReactNode;
  description?: ReactNode;
  /** The title is still read by screen readers. */
  hideTitle?: boolean;
  /**
   * Focus the title when it opens instead of the first field or button: a sheet
   * opened to look at something must not bring up a phone's keyboard.
   */
  focusTitle?: boolean;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
      <Dialog.Content
        className={cn("fixed z-50 flex flex-col bg-white shadow-xl outline-none", sides[side], className)}
        onOpenAutoFocus={(e) => {
          onOpenAutoFocus?.(e);
          if (!focusTitle || e.defaultPrevented) return;
          e.preventDefault();
          titleRef.current?.focus();
        }}
        {...props}
      >
        <Dialog.Title
          ref={titleRef}
          tabIndex={focusTitle ? -1 : undefined}
          className={cn("px-4 pt-4 pr-14 text-base font-semibold outline-none", hideTitle && "sr-only")}
        >
          {title}
        </Dialog.Title>
        {description ? (
          <Dialog.Description className="px-4 text-sm text-slate-600">{description}</Dialog.Description>
        ) : (
          <Dialog.Description className="sr-only">{title}</Dialog.Description>
        )}
        {children}
        {/* 32 px with a mouse, 44 px on a touch screen, its centre in the same place. */}
        <Dialog.Close
          className="absolute top-3 right-3 flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 pointer-coarse:top-1.5 pointer-coarse:right-1.5 pointer-coarse:size-11"
          aria-label="Close"
        >
          <X className="size-5" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
