import { STAFF_ROLES, type StaffRole } from "@smm/domain";
import type { AdminNavSection, QuickAction } from "@smm/ui";
import {
  ChartColumn,
  ChartLine,
  CircleUser,
  FileBarChart,
  FolderPlus,
  FolderTree,
  Landmark,
  Layers,
  LayoutDashboard,
  LifeBuoy,
  Mail,
  Package,
  PackagePlus,
  Plug,
  RotateCcw,
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
import type { RoutePage } from "./types";

/** The admin sidebar's sections, in their order. */
const ADMIN_SECTIONS = ["Overview", "Catalogue", "Operations", "System"] as const;

type AdminPage = RoutePage & {
  roles: readonly StaffRole[];
  /** A screen listed in the sidebar: its section. */
  section?: (typeof ADMIN_SECTIONS)[number];
};

/** Every role: the queues a support agent works in, and each operator's own profile. */
const EVERY_ROLE = STAFF_ROLES;
/** The figures, the catalogue and the panel's set-up: every role but the support agent's (finance only reads). */
const ALL_BUT_SUPPORT: readonly StaffRole[] = ["owner", "admin", "finance"];
const OWNER_ONLY: readonly StaffRole[] = ["owner"];

/**
 * The admin area's screens (area "admin"): the spec's twelve sidebar links (spec §2, Admin sidebar links) in the
 * spec's order, grouped for scanning, with the screens later issues added among them.
 */
export const ADMIN_PAGES = {
  adminDashboard: {
    path: "/admin",
    label: "Dashboard",
    icon: <LayoutDashboard />,
    roles: ALL_BUT_SUPPORT,
    section: "Overview",
  },
  adminReports: {
    path: "/admin/reports",
    label: "Reports",
    icon: <ChartColumn />,
    roles: ALL_BUT_SUPPORT,
    section: "Overview",
  },
  // The spec's old name of the reports screen: a quick action, not in the sidebar.
  adminAnalytics: { path: "/admin/analytics", label: "Analytics", roles: ALL_BUT_SUPPORT },
  adminAddServices: {
    path: "/admin/add-services",
    label: "Add Services",
    icon: <PackagePlus />,
    roles: ALL_BUT_SUPPORT,
    section: "Catalogue",
  },
  adminServices: {
    path: "/admin/show-services",
    label: "Services",
    icon: <Package />,
    roles: ALL_BUT_SUPPORT,
    section: "Catalogue",
  },
  adminAddCategory: {
    path: "/admin/add-category",
    label: "Add Category",
    icon: <FolderPlus />,
    roles: ALL_BUT_SUPPORT,
    section: "Catalogue",
  },
  adminCategories: {
    path: "/admin/show-categories",
    label: "Categories",
    icon: <FolderTree />,
    roles: ALL_BUT_SUPPORT,
    section: "Catalogue",
  },
  adminAddProvider: {
    path: "/admin/add-provider",
    label: "Add Provider",
    icon: <Plug />,
    roles: ALL_BUT_SUPPORT,
    section: "Catalogue",
  },
  adminProviders: {
    path: "/admin/api-providers",
    label: "API Providers",
    icon: <Server />,
    roles: ALL_BUT_SUPPORT,
    section: "Catalogue",
  },
  adminOrders: {
    path: "/admin/orders",
    label: "Orders",
    icon: <ShoppingCart />,
    roles: EVERY_ROLE,
    section: "Operations",
  },
  // Not in the spec's list: issue 17's queue of failed and stuck orders.
  adminAttention: {
    path: "/admin/attention",
    label: "Needs attention",
    icon: <TriangleAlert />,
    roles: ALL_BUT_SUPPORT,
    section: "Operations",
  },
  // Not in the spec's list: the queues an operator decides (issue 36).
  adminRequests: {
    path: "/admin/requests",
    label: "Refill & Cancel requests",
    icon: <Undo2 />,
    roles: EVERY_ROLE,
    section: "Operations",
  },
  adminDeposits: {
    path: "/admin/deposits",
    label: "Deposits",
    icon: <Wallet />,
    roles: ALL_BUT_SUPPORT,
    section: "Operations",
  },
  adminUsers: {
    path: "/admin/users",
    label: "Users",
    icon: <Users />,
    roles: ALL_BUT_SUPPORT,
    section: "Operations",
  },
  adminSendMail: {
    path: "/admin/send-mail",
    label: "Send Mail",
    icon: <Mail />,
    roles: ALL_BUT_SUPPORT,
    section: "Operations",
  },
  // Not in the spec's list: issue 8 gives the ticket queue and child panel requests screens of their own.
  adminSupport: {
    path: "/admin/support",
    label: "Support",
    icon: <LifeBuoy />,
    roles: EVERY_ROLE,
    section: "Operations",
  },
  // Only on the main panel: a child panel has no child panels.
  adminChildPanels: {
    path: "/admin/child-panels",
    label: "Child Panels",
    icon: <Layers />,
    roles: ALL_BUT_SUPPORT,
    section: "Operations",
  },
  adminSystemLogs: {
    path: "/admin/system-logs",
    label: "System Logs",
    icon: <ScrollText />,
    roles: ALL_BUT_SUPPORT,
    section: "System",
  },
  adminSettings: {
    path: "/admin/settings",
    label: "Settings",
    icon: <Settings />,
    roles: ALL_BUT_SUPPORT,
    section: "System",
  },
  // Not in the spec's list: the owner's staff accounts and each operator's own account (issue 36).
  adminStaff: {
    path: "/admin/staff",
    label: "Staff",
    icon: <UserCog />,
    roles: OWNER_ONLY,
    section: "System",
  },
  adminProfile: {
    path: "/admin/profile",
    label: "Profile",
    icon: <CircleUser />,
    roles: EVERY_ROLE,
    section: "System",
  },
} as const satisfies Record<string, AdminPage>;

const ALL_ADMIN_PAGES: readonly AdminPage[] = Object.values(ADMIN_PAGES);

/** Whether an operator with `role` may open the admin screen at `path` (a path not in the manifest: no). */
export function mayOpen(role: StaffRole, path: string): boolean {
  return ALL_ADMIN_PAGES.find((page) => page.path === path)?.roles.includes(role) ?? false;
}

/** The admin sidebar an operator sees: the screens `shows` lets through (their role's, this panel's), in sections. */
export function adminNavFor(shows: (path: string) => boolean): AdminNavSection[] {
  return ADMIN_SECTIONS.map((heading) => ({
    heading,
    items: ALL_ADMIN_PAGES.filter((page) => page.section === heading && shows(page.path)).map(
      ({ path, label, icon }) => ({ href: path, label, icon }),
    ),
  }));
}

/**
 * The admin dashboard's shortcuts: the spec's four (their targets are not given there; users and orders go to their
 * sidebar pages, reports and analytics to chosen routes), then the queues waiting for the operator.
 */
export const ADMIN_QUICK_ACTIONS: readonly QuickAction[] = [
  { href: ADMIN_PAGES.adminUsers.path, label: "Manage Users", icon: <Users /> },
  { href: ADMIN_PAGES.adminOrders.path, label: "View Orders", icon: <ShoppingCart /> },
  { href: ADMIN_PAGES.adminReports.path, label: "Financial Reports", icon: <FileBarChart /> },
  { href: ADMIN_PAGES.adminAnalytics.path, label: "Analytics", icon: <ChartLine /> },
  { href: ADMIN_PAGES.adminRequests.path, label: "Refill & Cancel Requests", icon: <RotateCcw /> },
  { href: ADMIN_PAGES.adminDeposits.path, label: "Bank Transfers to Approve", icon: <Landmark /> },
];
