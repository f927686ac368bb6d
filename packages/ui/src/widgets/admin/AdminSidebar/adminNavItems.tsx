import {
  ChartColumn,
  CircleUser,
  FolderPlus,
  FolderTree,
  Layers,
  LayoutDashboard,
  LifeBuoy,
  Mail,
  Package,
  PackagePlus,
  Plug,
  ScrollText,
  Server,
  Settings,
  ShoppingCart,
  TriangleAlert,
  Undo2,
  UserCog,
  Users,
  Wallet,
} from "lucide-react";
import type { NavItem } from "../../shell/CustomerSidebar";

export type AdminNavSection = { heading: string; items: readonly NavItem[] };

/**
 * The admin sidebar: the spec's twelve links (spec §2, Admin sidebar links) in the spec's order, grouped for scanning,
 * plus Support and Child Panels (issue 8), Needs attention (issue 17), and every other queue and screen an operator
 * works in (issue 36): Reports, Deposits, Refill & Cancel requests, Staff and Profile.
 */
export const ADMIN_NAV_SECTIONS: readonly AdminNavSection[] = [
  {
    heading: "Overview",
    items: [
      { href: "/admin", label: "Dashboard", icon: <LayoutDashboard /> },
      { href: "/admin/reports", label: "Reports", icon: <ChartColumn /> },
    ],
  },
  {
    heading: "Catalogue",
    items: [
      { href: "/admin/add-services", label: "Add Services", icon: <PackagePlus /> },
      { href: "/admin/show-services", label: "Services", icon: <Package /> },
      { href: "/admin/add-category", label: "Add Category", icon: <FolderPlus /> },
      { href: "/admin/show-categories", label: "Categories", icon: <FolderTree /> },
      { href: "/admin/add-provider", label: "Add Provider", icon: <Plug /> },
      { href: "/admin/api-providers", label: "API Providers", icon: <Server /> },
    ],
  },
  {
    heading: "Operations",
    items: [
      { href: "/admin/orders", label: "Orders", icon: <ShoppingCart /> },
      // Not in the spec's list: issue 17's queue of failed and stuck orders.
      { href: "/admin/attention", label: "Needs attention", icon: <TriangleAlert /> },
      // Not in the spec's list: the queues an operator decides (issue 36).
      { href: "/admin/requests", label: "Refill & Cancel requests", icon: <Undo2 /> },
      { href: "/admin/deposits", label: "Deposits", icon: <Wallet /> },
      { href: "/admin/users", label: "Users", icon: <Users /> },
      { href: "/admin/send-mail", label: "Send Mail", icon: <Mail /> },
      // Not in the spec's list: issue 8 gives the ticket queue and child panel requests screens of their own.
      { href: "/admin/support", label: "Support", icon: <LifeBuoy /> },
      { href: "/admin/child-panels", label: "Child Panels", icon: <Layers /> },
    ],
  },
  {
    heading: "System",
    items: [
      { href: "/admin/system-logs", label: "System Logs", icon: <ScrollText /> },
      { href: "/admin/settings", label: "Settings", icon: <Settings /> },
      // Not in the spec's list: the owner's staff accounts and each operator's own account (issue 36).
      { href: "/admin/staff", label: "Staff", icon: <UserCog /> },
      { href: "/admin/profile", label: "Profile", icon: <CircleUser /> },
    ],
  },
];
