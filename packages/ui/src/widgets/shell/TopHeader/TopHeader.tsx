import { CUSTOMER_BADGE, type CurrencyCode, type Notification } from "@smm/domain";
import { useContext } from "react";
import { Skeleton } from "../../../display/Skeleton";
import { SidebarTrigger } from "../../../navigation/Sidebar";
import { SidebarContext } from "../../../navigation/Sidebar/SidebarContext";
import { TopBar, type TopBarProps } from "../../../navigation/TopBar";
import { CurrencySwitcher, CurrencySwitcherPlaceholder } from "../../common/CurrencySwitcher";
import { UserMenu } from "../UserMenu/UserMenu";
import { CUSTOMER_MENU_ITEMS, type CustomerMenuAction } from "./customerMenu";
import { NotificationsMenu } from "./NotificationsMenu";

/** Shown when the user could not be loaded, so the menu (and Logout) stays reachable. */
const UNKNOWN_USER = "Account";

export type TopHeaderProps = Omit<TopBarProps, "start" | "end"> & {
  /** The signed-in customer's username; while `loading` a placeholder shows instead. */
  username?: string;
  loading?: boolean;
  /**
   * The display currency (controlled); `null` while it is not known (a customer page's prerendered shell cannot
   * read the visitor's choice), and a placeholder of the picker's size shows instead.
   */
  currency: CurrencyCode | null;
  onCurrencyChange: (currency: CurrencyCode) => void;
  notifications?: readonly Notification[];
  onMarkAllNotificationsRead?: () => void;
  /** A user menu entry was chosen: Profile Settings, Security, Help Center or Logout. */
  onMenuSelect?: (action: CustomerMenuAction) => void;
};

/**
 * The customer dashboard's top header: mobile sidebar toggle (inside a SidebarProvider), currency dropdown,
 * notifications and the user menu with 'Premium Member' under the name.
 */
export function TopHeader({
  username,
  loading = false,
  currency,
  onCurrencyChange,
  notifications = [],
  onMarkAllNotificationsRead,
  onMenuSelect,
  children,
  ...props
}: TopHeaderProps) {
  const insideSidebar = useContext(SidebarContext) !== null;
  return (
    <TopBar
      data-slot="top-header"
      start={insideSidebar ? <SidebarTrigger /> : undefined}
      end={
        <>
          {currency === null ? (
            <CurrencySwitcherPlaceholder />
          ) : (
            <CurrencySwitcher
              value={currency}
              onValueChange={onCurrencyChange}
              aria-label="Display currency"
              contentProps={{ align: "end" }}
            />
          )}
          <NotificationsMenu notifications={notifications} onMarkAllRead={onMarkAllNotificationsRead} />
          {loading ? (
            <div aria-busy="true" className="flex items-center gap-2 px-2">
              <span className="sr-only">Loading account</span>
              <Skeleton className="size-8 rounded-full" />
              <Skeleton className="hidden h-8 w-24 sm:block" />
            </div>
          ) : (
            <UserMenu
              username={username || UNKNOWN_USER}
              subtitle={CUSTOMER_BADGE}
              items={CUSTOMER_MENU_ITEMS}
              onSelect={onMenuSelect}
            />
          )}
        </>
      }
      {...props}
    >
      {children}
    </TopBar>
  );
}
