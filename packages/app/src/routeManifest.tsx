import { STAFF_ROLES, type StaffRole } from "@smm/domain";
import type { AdminNavSection, NavItem, PublicNavLink, QuickAction } from "@smm/ui";
import {
  ChartColumn,
  ChartLine,
  CirclePlus,
  CircleUser,
  Code,
  FileBarChart,
  FolderPlus,
  FolderTree,
  HandCoins,
  Headset,
  History,
  Landmark,
  Layers,
  LayoutDashboard,
  LayoutGrid,
  LifeBuoy,
  Mail,
  Network,
  Package,
  PackagePlus,
  Plug,
  RefreshCw,
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
import type * as React from "react";

/**
 * The route manifest: every page the panel links to, with its address, its words and icon, its area and who may
 * open it. The customer sidebar, the admin sidebar, the admin dashboard's quick actions, the public header, the
 * sign-in forms' links and the admin access check (the sidebar, where an operator lands) are drawn from it; `@smm/ui` knows no route and takes them as
 * props. `routes.ts` beside it maps each path to its module (routeManifest.test.ts: every path here is a route there).
 */

type RouteArea = "public" | "customer" | "admin";

/** The admin sidebar's sections, in their order. */
const ADMIN_SECTIONS = ["Overview", "Catalogue", "Operations", "System"] as const;

export type RoutePage = {
  path: string;
  label: string;
  area: RouteArea;
  icon?: React.ReactNode;
  /**
   * An admin screen: the staff roles that may open it, as the server's rule lets them make the screen's first read
   * (`canOpenScreen` in @smm/domain; routeManifest.test.ts holds them equal). The server checks every call anyway.
   */
  roles?: readonly StaffRole[];
  /** An admin screen listed in the sidebar: its section. */
  section?: (typeof ADMIN_SECTIONS)[number];
};

/** Every role: the queues a support agent works in, and each operator's own profile. */
const EVERY_ROLE = STAFF_ROLES;
/** The figures, the catalogue and the panel's set-up: every role but the support agent's (finance only reads). */
const ALL_BUT_SUPPORT: readonly StaffRole[] = ["owner", "admin", "finance"];
const OWNER_ONLY: readonly StaffRole[] = ["owner"];

export const PAGES = {
  // Public pages. The landing page holds the sign-in form, so the header's Sign in link is `/`.
  home: { path: "/", label: "Sign in", area: "public" },
  signUp: { path: "/signup", label: "Sign up", area: "public" },
  forgotPassword: { path: "/forgot-password", label: "Forgot password", area: "public" },
  publicServices: { path: "/services", label: "Services", area: "public" },
  publicApi: { path: "/api", label: "API", area: "public" },
  adminLogin: { path: "/admin/login", label: "Admin sign in", area: "public" },
  adminForgotPassword: { path: "/admin/forgot-password", label: "Forgot password", area: "public" },

  // The customer dashboard, in the spec's sidebar order (spec §2, Dashboard shell).
  newOrder: { path: "/dashboard", label: "New Order", icon: <CirclePlus />, area: "customer" },
  addFunds: { path: "/dashboard/add-funds", label: "Add Funds", icon: <Wallet />, area: "customer" },
  orders: { path: "/dashboard/orders", label: "Order History", icon: <History />, area: "customer" },
  support: { path: "/dashboard/support", label: "Customer Support", icon: <Headset />, area: "customer" },
  services: { path: "/dashboard/services", label: "Services", icon: <LayoutGrid />, area: "customer" },
  affiliate: { path: "/dashboard/affiliate", label: "Make Money", icon: <HandCoins />, area: "customer" },
  // A child panel sells no child panels of its own: its sidebar leaves this out.
  childPanel: { path: "/dashboard/child-panel", label: "Child Panel", icon: <Network />, area: "customer" },
  massOrder: { path: "/dashboard/mass-order", label: "Mass Order", icon: <Layers />, area: "customer" },
  apiAccess: { path: "/dashboard/api", label: "API Access", icon: <Code />, area: "customer" },
  updates: { path: "/dashboard/updates", label: "Updates", icon: <RefreshCw />, area: "customer" },

  // The admin area: the spec's twelve sidebar links (spec §2, Admin sidebar links) in the spec's order, grouped for
  // scanning, with the screens later issues added among them.
  adminDashboard: {
    path: "/admin",
    label: "Dashboard",
    icon: <LayoutDashboard />,
    area: "admin",
    roles: ALL_BUT_SUPPORT,
    section: "Overview",
  },
  adminReports: {
    path: "/admin/reports",
    label: "Reports",
    icon: <ChartColumn />,
    area: "admin",
    roles: ALL_BUT_SUPPORT,
    section: "Overview",
  },
  // The spec's old name of the reports screen: a quick action, not in the sidebar.
  adminAnalytics: { path: "/admin/analytics", label: "Analytics", area: "admin", roles: ALL_BUT_SUPPORT },
  adminAddServices: {
    path: "/admin/add-services",
    label: "Add Services",
    icon: <PackagePlus />,
    area: "admin",
    roles: ALL_BUT_SUPPORT,
    section: "Catalogue",
  },
  adminServices: {
    path: "/admin/show-services",
    label: "Services",
    icon: <Package />,
    area: "admin",
    roles: ALL_BUT_SUPPORT,
    section: "Catalogue",
  },
  adminAddCategory: {
    path: "/admin/add-category",
    label: "Add Category",
    icon: <FolderPlus />,
    area: "admin",
    roles: ALL_BUT_SUPPORT,
    section: "Catalogue",
  },
  adminCategories: {
    path: "/admin/show-categories",
    label: "Categories",
    icon: <FolderTree />,
    area: "admin",
    roles: ALL_BUT_SUPPORT,
    section: "Catalogue",
  },
  adminAddProvider: {
    path: "/admin/add-provider",
    label: "Add Provider",
    icon: <Plug />,
    area: "admin",
    roles: ALL_BUT_SUPPORT,
    section: "Catalogue",
  },
  adminProviders: {
    path: "/admin/api-providers",
    label: "API Providers",
    icon: <Server />,
    area: "admin",
    roles: ALL_BUT_SUPPORT,
    section: "Catalogue",
  },
  adminOrders: {
    path: "/admin/orders",
    label: "Orders",
    icon: <ShoppingCart />,
    area: "admin",
    roles: EVERY_ROLE,
    section: "Operations",
  },
  // Not in the spec's list: issue 17's queue of failed and stuck orders.
  adminAttention: {
    path: "/admin/attention",
    label: "Needs attention",
    icon: <TriangleAlert />,
    area: "admin",
    roles: ALL_BUT_SUPPORT,
    section: "Operations",
  },
  // Not in the spec's list: the queues an operator decides (issue 36).
  adminRequests: {
    path: "/admin/requests",
    label: "Refill & Cancel requests",
    icon: <Undo2 />,
    area: "admin",
    roles: EVERY_ROLE,
    section: "Operations",
  },
  adminDeposits: {
    path: "/admin/deposits",
    label: "Deposits",
    icon: <Wallet />,
    area: "admin",
    roles: ALL_BUT_SUPPORT,
    section: "Operations",
  },
  adminUsers: {
    path: "/admin/users",
    label: "Users",
    icon: <Users />,
    area: "admin",
    roles: ALL_BUT_SUPPORT,
    section: "Operations",
  },
  adminSendMail: {
    path: "/admin/send-mail",
    label: "Send Mail",
    icon: <Mail />,
    area: "admin",
    roles: ALL_BUT_SUPPORT,
    section: "Operations",
  },
  // Not in the spec's list: issue 8 gives the ticket queue and child panel requests screens of their own.
  adminSupport: {
    path: "/admin/support",
    label: "Support",
    icon: <LifeBuoy />,
    area: "admin",
    roles: EVERY_ROLE,
    section: "Operations",
  },
  // Only on the main panel: a child panel has no child panels.
  adminChildPanels: {
    path: "/admin/child-panels",
    label: "Child Panels",
    icon: <Layers />,
    area: "admin",
    roles: ALL_BUT_SUPPORT,
    section: "Operations",
  },
  adminSystemLogs: {
    path: "/admin/system-logs",
    label: "System Logs",
    icon: <ScrollText />,
    area: "admin",
    roles: ALL_BUT_SUPPORT,
    section: "System",
  },
  adminSettings: {
    path: "/admin/settings",
    label: "Settings",
    icon: <Settings />,
    area: "admin",
    roles: ALL_BUT_SUPPORT,
    section: "System",
  },
  // Not in the spec's list: the owner's staff accounts and each operator's own account (issue 36).
  adminStaff: {
    path: "/admin/staff",
    label: "Staff",
    icon: <UserCog />,
    area: "admin",
    roles: OWNER_ONLY,
    section: "System",
  },
  adminProfile: {
    path: "/admin/profile",
    label: "Profile",
    icon: <CircleUser />,
    area: "admin",
    roles: EVERY_ROLE,
    section: "System",
  },
} as const satisfies Record<string, RoutePage>;

const ALL_PAGES: readonly RoutePage[] = Object.values(PAGES);

const navItem = ({ path, label, icon }: RoutePage): NavItem => ({ href: path, label, icon });

/** The customer sidebar: every customer page, in the manifest's order. */
export const CUSTOMER_NAV: readonly NavItem[] = ALL_PAGES.filter((page) => page.area === "customer").map(navItem);

/** The admin screens in the sidebar, in their sections. */
const ADMIN_NAV_PAGES = ADMIN_SECTIONS.map((heading) => ({
  heading,
  pages: ALL_PAGES.filter((page) => page.section === heading),
}));

/** Whether an operator with `role` may open the admin screen at `path` (a path not in the manifest: no). */
export function mayOpen(role: StaffRole, path: string): boolean {
  const page = ALL_PAGES.find((candidate) => candidate.path === path && candidate.area === "admin");
  return page?.roles?.includes(role) ?? false;
}

/** The admin sidebar an operator sees: the screens `shows` lets through (their role's, this panel's). */
export function adminNavFor(shows: (path: string) => boolean): AdminNavSection[] {
  return ADMIN_NAV_PAGES.map(({ heading, pages }) => ({
    heading,
    items: pages.filter((page) => shows(page.path)).map(navItem),
  }));
}

/**
 * The admin dashboard's shortcuts: the spec's four (their targets are not given there; users and orders go to their
 * sidebar pages, reports and analytics to chosen routes), then the queues waiting for the operator.
 */
export const ADMIN_QUICK_ACTIONS: readonly QuickAction[] = [
  { href: PAGES.adminUsers.path, label: "Manage Users", icon: <Users /> },
  { href: PAGES.adminOrders.path, label: "View Orders", icon: <ShoppingCart /> },
  { href: PAGES.adminReports.path, label: "Financial Reports", icon: <FileBarChart /> },
  { href: PAGES.adminAnalytics.path, label: "Analytics", icon: <ChartLine /> },
  { href: PAGES.adminRequests.path, label: "Refill & Cancel Requests", icon: <RotateCcw /> },
  { href: PAGES.adminDeposits.path, label: "Bank Transfers to Approve", icon: <Landmark /> },
];

/** The public header's links in the spec's order (§2 Public header); Sign up is the button. */
export const PUBLIC_NAV: readonly PublicNavLink[] = [
  { href: PAGES.home.path, label: PAGES.home.label },
  { href: PAGES.publicServices.path, label: PAGES.publicServices.label },
  { href: PAGES.publicApi.path, label: PAGES.publicApi.label },
  { href: PAGES.signUp.path, label: PAGES.signUp.label, button: true },
];
