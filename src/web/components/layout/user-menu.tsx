import type { SessionUser } from "@core/session-user";
import { useLoadOnOpen } from "@web/lib/hooks/use-load-on-open";
import { USER_MENU_TRIGGER, UserAvatar, type OpenedBy, type UserMenuDropdownProps } from "./user-avatar";

const loadDropdown = () => import("./user-menu-dropdown").then((m) => m.UserMenuDropdown);

/**
 * Avatar menu: Account and Sign out. The menu's code (Radix's menu and its
 * positioning) loads when she first reaches for the avatar, not with every
 * signed-in page (use-load-on-open.ts): until then the avatar is a plain button
 * that opens it as the menu's own trigger does (pointer down, or Enter, Space,
 * Arrow Down).
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const { loaded, open, prefetch } = useLoadOnOpen<UserMenuDropdownProps, OpenedBy>(loadDropdown);
  if (loaded) return <loaded.Full user={user} openedBy={loaded.opened} />;
  return (
    <button
      type="button"
      className={USER_MENU_TRIGGER}
      aria-label="Open account menu"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As the menu's trigger does: the focus stays where it was until the menu takes it.
        event.preventDefault();
        open("pointer");
      }}
      onKeyDown={(event) => {
        if (!["Enter", " ", "ArrowDown"].includes(event.key)) return;
        event.preventDefault();
        open("keyboard");
      }}
    >
      <UserAvatar user={user} />
    </button>
  );
}
