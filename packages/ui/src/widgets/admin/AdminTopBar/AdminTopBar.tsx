import { ADMIN_DEFAULT_USERNAME, ADMIN_ROLE_LABEL } from "@smm/domain";
import { useContext } from "react";
import { SidebarTrigger } from "../../../navigation/Sidebar";
import { SidebarContext } from "../../../navigation/Sidebar/SidebarContext";
import { TopBar, type TopBarProps, TopBarTitle } from "../../../navigation/TopBar";
import { UserMenu } from "../../shell/UserMenu/UserMenu";
import { ADMIN_MENU_ITEMS, type AdminMenuAction } from "./adminMenu";

export type AdminTopBarProps = Omit<TopBarProps, "start" | "end"> & {
  /** The signed-in admin's username; 'Admin' when unknown (spec). */
  username?: string;
  /** The signed-in operator's role name under their username; 'System Administrator' when unknown (spec). */
  roleLabel?: string;
  /** The page's title, shown after the mobile toggle. */
  title?: string;
  /** A menu entry was chosen: Profile Settings, System Settings, Security, Help Center or Logout. */
  onMenuSelect?: (action: AdminMenuAction) => void;
};

/** The admin area's top bar: mobile sidebar toggle (inside a SidebarProvider), page title, account menu. */
export function AdminTopBar({ username, roleLabel, title, onMenuSelect, children, ...props }: AdminTopBarProps) {
  const insideSidebar = useContext(SidebarContext) !== null;
  return (
    <TopBar
      data-slot="admin-top-bar"
      start={
        insideSidebar || title ? (
          <>
            {insideSidebar ? <SidebarTrigger /> : null}
            {title ? <TopBarTitle>{title}</TopBarTitle> : null}
          </>
        ) : undefined
      }
      end={
        <UserMenu
          username={username?.trim() || ADMIN_DEFAULT_USERNAME}
          subtitle={roleLabel?.trim() || ADMIN_ROLE_LABEL}
          items={ADMIN_MENU_ITEMS}
          onSelect={onMenuSelect}
        />
      }
      {...props}
    >
      {children}
    </TopBar>
  );
}
