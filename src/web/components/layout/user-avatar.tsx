import { useState } from "react";
import { initials } from "@core/initials";
import type { SessionUser } from "@core/session-user";

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

/** The avatar button that opens the menu: the 36 px photo inside a 40 px target (44 px on a touch screen). */
export const USER_MENU_TRIGGER =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-primary pointer-coarse:size-11";

/** How the menu was first opened: from the keyboard its first item takes the focus, as a menu opened by key does. */
export type OpenedBy = "pointer" | "keyboard";
export interface UserMenuDropdownProps {
  user: SessionUser;
  openedBy: OpenedBy;
}
