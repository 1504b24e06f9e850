import { LogOut, User } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { errorMessage } from "@web/lib/api-client";
import { notifyError, notifySuccess } from "@web/lib/notify";
import type { SessionUser } from "@core/session-user";
import { useSignOut } from "./use-sign-out";

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

/** The nurse's photo, or her initials when she has none or it does not load. */
export function UserAvatar({ user, size = "size-9" }: { user: Pick<SessionUser, "name" | "image">; size?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  return user.image && user.image !== broken ? (
    <img src={user.image} alt="" onError={() => setBroken(user.image)} className={`${size} rounded-full object-cover`} />
  ) : (
    <span className={`${size} inline-flex items-center justify-center rounded-full bg-primary text-sm font-semibold text-white`}>
      {initials(user.name) || "?"}
    </span>
  );
}

/** Avatar menu: Account and Sign out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const onSignOut = () =>
    signOut()
      .then(() => notifySuccess("Signed Out", "You have been signed out successfully."))
      .catch((error: unknown) => notifyError("Sign Out Failed", errorMessage(error)));

  // Not modal: a modal menu hides the page from screen readers while its controls stay focusable (axe: aria-hidden-focus).
  return (
    <DropdownMenu modal={false}>
      {/* The 36 px photo inside a 40 px target (44 px on a touch screen). */}
      <DropdownMenuTrigger
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-primary pointer-coarse:size-11"
        aria-label="Open account menu"
      >
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block font-medium text-slate-900">{user.name}</span>
          <span className="block truncate">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem className="pointer-coarse:py-3" onSelect={() => void navigate("/account")}>
          <User aria-hidden /> Account
        </DropdownMenuItem>
        <DropdownMenuItem className="pointer-coarse:py-3" onSelect={() => void onSignOut()}>
          <LogOut aria-hidden /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
