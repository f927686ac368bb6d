import type * as React from "react";
import { cn } from "../../../lib/cn";
import type { RenderLink } from "../../../navigation/link";
import { SidebarInset, SidebarProvider } from "../../../navigation/Sidebar";
import { type AdminNavSection, AdminSidebar, type AdminSystemStatus } from "../AdminSidebar";
import { AdminTopBar, type AdminTopBarProps } from "../AdminTopBar";

export type AdminShellProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The page's content. */
  children: React.ReactNode;
  /** Draws the sidebar's links with the router's link (ui does not import the router). */
  renderLink?: RenderLink;
  /** The current route, marked in the sidebar. */
  activeHref?: string;
  /** The sidebar footer's status line (see AdminSidebar). */
  systemStatus?: AdminSystemStatus;
  /** The sidebar's links in their sections: the screens this operator may open (see AdminSidebar). */
  navSections: readonly AdminNavSection[];
  /** The top bar's username, page title and menu callback. */
  topBar?: AdminTopBarProps;
  /** Mobile sidebar sheet state, controlled when given. */
  sidebarOpen?: boolean;
  onSidebarOpenChange?: (open: boolean) => void;
};

/** The admin area's layout: sidebar on the left; top bar and the page on the right. */
export function AdminShell({
  children,
  renderLink,
  activeHref,
  systemStatus,
  navSections,
  topBar,
  sidebarOpen,
  onSidebarOpenChange,
  className,
  ...props
}: AdminShellProps) {
  return (
    <SidebarProvider renderLink={renderLink} mobileOpen={sidebarOpen} onMobileOpenChange={onSidebarOpenChange}>
      <div data-slot="admin-shell" className={cn("flex h-dvh bg-background", className)} {...props}>
        <AdminSidebar sections={navSections} activeHref={activeHref} systemStatus={systemStatus} />
        <SidebarInset pageKey={activeHref}>
          {/* A flex item may shrink below its height when the page is taller than the window: the bar must not. */}
          <AdminTopBar {...topBar} className={cn("shrink-0", topBar?.className)} />
          <main className="flex flex-1 flex-col gap-6 p-4 sm:p-6">{children}</main>
        </SidebarInset>
      </div>
    </SidebarProvider>
  );
}
