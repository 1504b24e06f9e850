import { Download, LogOut, User } from "lucide-react";
import { useRef, useState, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { errorMessage } from "@web/lib/api/client";
import { installWay, promptInstall, subscribeInstallWay } from "@web/lib/install-app";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { AddToHomeScreenDialog } from "./add-to-home-screen-dialog";
import { useSignOut } from "./use-sign-out";
import { USER_MENU_TRIGGER, UserAvatar, type UserMenuDropdownProps } from "./user-avatar";

/** The avatar menu itself (with "Install the app" where the browser offers it, decision 045) (user-menu.tsx loads it when she first opens it, and it opens as it mounts). */
export function UserMenuDropdown({ user, openedBy }: UserMenuDropdownProps) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const focused = useRef(false);
  const install = useSyncExternalStore(subscribeInstallWay, installWay, () => "none" as const);
  const [iosSteps, setIosSteps] = useState(false);
  // The key that opened the menu came before the menu was here to see it: its first item takes the focus, as when a key opens it.
  const focusFirstItemOnce = (content: HTMLDivElement | null) => {
    if (!content || focused.current) return;
    focused.current = true;
    content.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
  };
  const onSignOut = () =>
    signOut()
      .then(() => notifySuccess("Signed Out", "You have been signed out successfully."))
      .catch((error: unknown) => notifyError("Sign Out Failed", errorMessage(error)));

  // Not modal: a modal menu hides the page from screen readers while its controls stay focusable (axe: aria-hidden-focus).
  return (
    <>
      <DropdownMenu modal={false} defaultOpen>
        <DropdownMenuTrigger className={USER_MENU_TRIGGER} aria-label="Open account menu">
          <UserAvatar user={user} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" ref={openedBy === "keyboard" ? focusFirstItemOnce : undefined}>
          <DropdownMenuLabel>
            <span className="block font-medium text-slate-900">{user.name}</span>
            <span className="block truncate">{user.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem className="pointer-coarse:py-3" onSelect={() => void navigate("/account")}>
            <User aria-hidden /> Account
          </DropdownMenuItem>
          {install !== "none" && (
            <DropdownMenuItem className="pointer-coarse:py-3" onSelect={() => (install === "prompt" ? void promptInstall() : setIosSteps(true))}>
              <Download aria-hidden /> {install === "prompt" ? "Install the app" : "Add to Home Screen"}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem className="pointer-coarse:py-3" onSelect={() => void onSignOut()}>
            <LogOut aria-hidden /> Sign out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <AddToHomeScreenDialog open={iosSteps} onOpenChange={setIosSteps} />
    </>
  );
}
