import type { Announcement } from "@smm/domain";
import type * as React from "react";
import { cn } from "../../../lib/cn";
import type { RenderLink } from "../../../navigation/link";
import { SidebarInset, SidebarProvider } from "../../../navigation/Sidebar";
import { AnnouncementBanner } from "../AnnouncementBanner";
import { CustomerSidebar, type NavItem } from "../CustomerSidebar";
import { TopHeader, type TopHeaderProps } from "../TopHeader";

export type CustomerShellProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The page's content. */
  children: React.ReactNode;
  /** Draws the sidebar's links with the router's link (ui does not import the router). */
  renderLink?: RenderLink;
  /** The current route, marked in the sidebar. */
  activeHref?: string;
  /** The sidebar's links: the pages this panel offers, in their order (see CustomerSidebar). */
  navItems: readonly NavItem[];
  /** Everything the top header needs: user, currency, notifications, menu callback. */
  header: TopHeaderProps;
  /** The panel's name (and logo) atop the sidebar; a white-label panel passes its own. */
  brand?: React.ReactNode;
  /** The operator's announcement atop every page (none while its text is empty). */
  announcement?: Announcement;
  /** Hides the announcement (e.g. once dismissed and remembered by the page). */
  bannerOpen?: boolean;
  onBannerDismiss?: () => void;
  /** Mobile sidebar sheet state, controlled when given. */
  sidebarOpen?: boolean;
  onSidebarOpenChange?: (open: boolean) => void;
};

/** The customer dashboard layout: sidebar on the left; header, the operator's announcement and the page on the right. */
export function CustomerShell({
  children,
  renderLink,
  activeHref,
  navItems,
  header,
  brand,
  announcement,
  bannerOpen,
  onBannerDismiss,
  sidebarOpen,
  onSidebarOpenChange,
  className,
  ...props
}: CustomerShellProps) {
  return (
    <SidebarProvider renderLink={renderLink} mobileOpen={sidebarOpen} onMobileOpenChange={onSidebarOpenChange}>
      <div data-slot="customer-shell" className={cn("flex h-dvh bg-background", className)} {...props}>
        <CustomerSidebar items={navItems} activeHref={activeHref} header={brand} />
        <SidebarInset pageKey={activeHref}>
          {/* A flex item may shrink below its height when the page is taller than the window: the header must not. */}
          <TopHeader {...header} className={cn("shrink-0", header.className)} />
          <main className="flex flex-1 flex-col gap-6 p-4 sm:p-6">
            {announcement ? (
              <AnnouncementBanner announcement={announcement} open={bannerOpen} onDismiss={onBannerDismiss} />
            ) : null}
            {children}
          </main>
        </SidebarInset>
      </div>
    </SidebarProvider>
  );
}
