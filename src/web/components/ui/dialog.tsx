import { X } from "lucide-react";
import { Dialog as Primitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@web/lib/cn";

export const Dialog = Primitive.Root;
export const DialogTrigger = Primitive.Trigger;

/** A centred modal (near full-width on a phone), its body scrolling when long. */
export function DialogContent({
  title,
  description,
  className,
  children,
  hideClose,
  ...props
}: ComponentProps<typeof Primitive.Content> & { title: ReactNode; description?: ReactNode; hideClose?: boolean }) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
      <Primitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl outline-none",
          className,
        )}
        {...props}
      >
        <div className="flex items-start gap-3 border-b border-slate-200 px-5 py-4">
          <div className="min-w-0 flex-1">
            <Primitive.Title className="text-lg font-semibold">{title}</Primitive.Title>
            {description ? (
              <Primitive.Description className="mt-1 text-sm text-slate-600">{description}</Primitive.Description>
            ) : (
              <Primitive.Description className="sr-only">{title}</Primitive.Description>
            )}
          </div>
          {!hideClose && (
            <Primitive.Close
              className="-mt-1 -mr-2 flex size-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 pointer-coarse:-mt-2 pointer-coarse:-mr-3 pointer-coarse:size-11"
              aria-label="Close"
            >
              <X className="size-5" />
            </Primitive.Close>
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
      </Primitive.Content>
    </Primitive.Portal>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}
