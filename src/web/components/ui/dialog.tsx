import { X } from "lucide-react";
import { Dialog as Primitive } from "radix-ui";
import { useRef, type ComponentProps, type ReactNode } from "react";
import { cn } from "@web/lib/cn";

export const Dialog = Primitive.Root;
export const DialogTrigger = Primitive.Trigger;

/** Where the dialog sits: centred (near full-width on a phone), or a sheet along one edge. */
type Side = "centre" | "left" | "right" | "bottom";

const sheetSides = {
  left: "inset-y-0 left-0 h-full border-r",
  right: "inset-y-0 right-0 h-full border-l",
  bottom: "inset-x-0 bottom-0 max-h-[85vh] rounded-t-2xl border-t",
} as const;

/** What takes a typed answer: the first of these a dialog holds gets the focus when it opens. */
const FIELD = [
  "input:not([type=hidden])",
  "select",
  "textarea",
  "[contenteditable=true]",
  ...["combobox", "checkbox", "radio", "switch", "slider", "spinbutton", "textbox"].map((role) => `[role=${role}]`),
  // A date picker's or a select's button stands for its field.
  "button[aria-haspopup]",
].join(",");

const FOCUSABLE = "a[href],button,input,select,textarea,[tabindex],[contenteditable=true]";

function canFocus(el: HTMLElement): boolean {
  return el.tabIndex >= 0 && !el.matches(":disabled") && !el.closest("[inert]") && el.getClientRects().length > 0;
}

/**
 * Where focus starts when a dialog opens, never on its Close button (Enter or a
 * space typed there closed the dialog and lost what was typed): the element a
 * dialog marks `data-autofocus`, else its first field, else its main action
 * (the last button of its footer), else whatever comes first, else its title.
 */
function initialFocusIn(body: HTMLElement, title: HTMLElement | null): HTMLElement | null {
  const first = (selector: string) => [...body.querySelectorAll<HTMLElement>(selector)].find(canFocus);
  const mainAction = [...body.querySelectorAll<HTMLElement>("[data-dialog-footer] button")].filter(canFocus).at(-1);
  return first("[data-autofocus]") ?? first(FIELD) ?? mainAction ?? first(FOCUSABLE) ?? title;
}

/** What opened the dialog open last: a dialog that replaces another (Edit in a colleague's details) gives focus back to it. */
let lastOpener: HTMLElement | null = null;

/**
 * What a dialog gives focus back to when it closes: what had it when the dialog
 * opened. An item of a menu has gone by then, so the menu's button stands for it.
 */
function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return lastOpener?.isConnected ? lastOpener : null;
  const menuButton = active.closest("[role=menu]")?.getAttribute("aria-labelledby");
  return menuButton ? document.getElementById(menuButton) : active;
}

function giveFocusBack(opener: HTMLElement | null) {
  // A tapped button out of the Tab order (tabindex -1) still takes focus back.
  if (opener?.isConnected && !opener.matches(":disabled") && opener.getClientRects().length > 0) return opener.focus();
  // What opened it is gone (a row deleted from its own dialog): the page's main region, rather than nowhere.
  document.getElementById("main")?.focus({ preventScroll: true });
}

/**
 * Focus on a dialog whose content is still loading (an edit form waiting for its
 * record, a link being made) starts on the title, then moves to the first field
 * or action once it is there, unless she has moved it herself.
 */
function focusWhenLoaded(body: HTMLElement, title: HTMLElement) {
  const observer = new MutationObserver(() => {
    if (!body.isConnected || document.activeElement !== title) return observer.disconnect();
    const target = initialFocusIn(body, null);
    if (!target) return;
    observer.disconnect();
    target.focus();
  });
  observer.observe(body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), 10_000);
}

/**
 * Every dialog of the app: the centred modal, the sheets (menu, day panel) and
 * the "Are you sure…?" confirmation (`alert`). Focus starts on the first field
 * (see initialFocusIn) or, with `focusTitle`, on the title — a dialog opened to
 * look at something must not bring up a phone's keyboard — and goes back to what
 * opened it when it closes.
 */
export function DialogContent({
  title,
  description,
  side = "centre",
  alert,
  hideTitle,
  hideClose,
  focusTitle,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onPointerDownOutside,
  ...props
}: ComponentProps<typeof Primitive.Content> & {
  title: ReactNode;
  description?: ReactNode;
  side?: Side;
  /** A confirmation: read as an alert, no Close button, a tap outside does not dismiss it. */
  alert?: boolean;
  /** The title is still read by screen readers. */
  hideTitle?: boolean;
  hideClose?: boolean;
  focusTitle?: boolean;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const sheet = side !== "centre";

  const titleElement = (
    <Primitive.Title
      ref={titleRef}
      tabIndex={-1}
      className={cn(
        "outline-none",
        alert ? "text-base font-semibold" : sheet ? "px-4 pt-4 pr-14 text-base font-semibold" : "text-lg font-semibold",
        hideTitle && "sr-only",
      )}
    >
      {title}
    </Primitive.Title>
  );
  const descriptionElement = description ? (
    alert ? (
      <Primitive.Description asChild>
        <div className="mt-2 text-sm text-slate-700">{description}</div>
      </Primitive.Description>
    ) : (
      <Primitive.Description className={cn("text-sm text-slate-600", sheet ? "px-4" : "mt-1")}>{description}</Primitive.Description>
    )
  ) : (
    <Primitive.Description className="sr-only">{title}</Primitive.Description>
  );
  // 32 px with a mouse, 44 px on a touch screen, its centre in the same place.
  const close =
    alert || hideClose ? null : (
      <Primitive.Close
        className={cn(
          "flex size-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 pointer-coarse:size-11",
          sheet ? "absolute top-3 right-3 pointer-coarse:top-1.5 pointer-coarse:right-1.5" : "-mt-1 -mr-2 pointer-coarse:-mt-2 pointer-coarse:-mr-3",
        )}
        aria-label="Close"
      >
        <X className="size-5" />
      </Primitive.Close>
    );

  return (
    <Primitive.Portal>
      <Primitive.Overlay className={cn("fixed inset-0 bg-slate-900/40", alert ? "z-50" : "z-40")} />
      <Primitive.Content
        ref={contentRef}
        role={alert ? "alertdialog" : "dialog"}
        className={cn(
          "fixed z-50 bg-white shadow-xl outline-none",
          alert
            ? "top-1/2 left-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl p-5"
            : sheet
              ? cn("flex flex-col", sheetSides[side])
              : "top-1/2 left-1/2 flex max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl",
          className,
        )}
        onOpenAutoFocus={(e) => {
          opener.current = lastOpener = openerOf(document.activeElement);
          onOpenAutoFocus?.(e);
          if (e.defaultPrevented) return;
          e.preventDefault();
          const body = bodyRef.current ?? contentRef.current!;
          const target = focusTitle ? titleRef.current : initialFocusIn(body, titleRef.current);
          target?.focus();
          if (!focusTitle && target && target === titleRef.current) focusWhenLoaded(body, target);
        }}
        onCloseAutoFocus={(e) => {
          onCloseAutoFocus?.(e);
          if (e.defaultPrevented) return;
          e.preventDefault();
          giveFocusBack(opener.current);
        }}
        onPointerDownOutside={(e) => {
          onPointerDownOutside?.(e);
          if (alert) e.preventDefault();
        }}
        {...props}
      >
        {alert ? (
          <>
            {titleElement}
            {descriptionElement}
            <div ref={bodyRef}>{children}</div>
          </>
        ) : sheet ? (
          <>
            {titleElement}
            {descriptionElement}
            <div ref={bodyRef} className="contents">
              {children}
            </div>
            {close}
          </>
        ) : (
          <>
            <div className="flex items-start gap-3 border-b border-slate-200 px-5 py-4">
              <div className="min-w-0 flex-1">
                {titleElement}
                {descriptionElement}
              </div>
              {close}
            </div>
            <div ref={bodyRef} className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
              {children}
            </div>
          </>
        )}
      </Primitive.Content>
    </Primitive.Portal>
  );
}

/** The dialog's buttons; the last one is its main action (it gets the focus in a dialog without a field). */
export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div data-dialog-footer className={cn("mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}
