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
import type { AdminNavSection } from "../widgets/admin/AdminSidebar";
import type { QuickAction } from "../widgets/admin/QuickActions";
import type { PublicNavLink } from "../widgets/public/PublicHeader";
import type { NavItem } from "../widgets/shell/CustomerSidebar";

/**
 * Example routes for the stories and tests: the main panel's addresses, which the app passes from its route manifest
 * (packages/app/src/routeManifest/). The kit itself knows no route; a child panel passes its own.
 */

/** The customer sidebar's ten items in the spec's order (spec §2, Dashboard shell). */
export const EXAMPLE_CUSTOMER_NAV: readonly NavItem[] = [
  { href: "/dashboard", label: "New Order", icon: <CirclePlus /> },
  { href: "/dashboard/add-funds", label: "Add Funds", icon: <Wallet /> },
  { href: "/dashboard/orders", label: "Order History", icon: <History /> },
  { href: "/dashboard/support", label: "Customer Support", icon: <Headset /> },
  { href: "/dashboard/services", label: "Services", icon: <LayoutGrid /> },
  { href: "/dashboard/affiliate", label: "Make Money", icon: <HandCoins /> },
  { href: "/dashboard/child-panel", label: "Child Panel", icon: <Network /> },
  { href: "/dashboard/mass-order", label: "Mass Order", icon: <Layers /> },
  { href: "/dashboard/api", label: "API Access", icon: <Code /> },
  { href: "/dashboard/updates", label: "Updates", icon: <RefreshCw /> },
];

/** The admin sidebar an owner sees: the spec's twelve links and the other screens, in sections. */
export const EXAMPLE_ADMIN_NAV: readonly AdminNavSection[] = [
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
      { href: "/admin/attention", label: "Needs attention", icon: <TriangleAlert /> },
      { href: "/admin/requests", label: "Refill & Cancel requests", icon: <Undo2 /> },
      { href: "/admin/deposits", label: "Deposits", icon: <Wallet /> },
      { href: "/admin/users", label: "Users", icon: <Users /> },
      { href: "/admin/send-mail", label: "Send Mail", icon: <Mail /> },
      { href: "/admin/support", label: "Support", icon: <LifeBuoy /> },
      { href: "/admin/child-panels", label: "Child Panels", icon: <Layers /> },
    ],
  },
  {
    heading: "System",
    items: [
      { href: "/admin/system-logs", label: "System Logs", icon: <ScrollText /> },
      { href: "/admin/settings", label: "Settings", icon: <Settings /> },
      { href: "/admin/staff", label: "Staff", icon: <UserCog /> },
      { href: "/admin/profile", label: "Profile", icon: <CircleUser /> },
    ],
  },
];

/** The spec's four quick actions of the admin dashboard. */
export const EXAMPLE_QUICK_ACTIONS: readonly QuickAction[] = [
  { href: "/admin/users", label: "Manage Users", icon: <Users /> },
  { href: "/admin/orders", label: "View Orders", icon: <ShoppingCart /> },
  { href: "/admin/reports", label: "Financial Reports", icon: <FileBarChart /> },
  { href: "/admin/analytics", label: "Analytics", icon: <ChartLine /> },
];

/** The public header's links in the spec's order (§2 Public header); Sign up is the button. */
export const EXAMPLE_PUBLIC_NAV: readonly PublicNavLink[] = [
  { href: "/", label: "Sign in" },
  { href: "/services", label: "Services" },
  { href: "/api", label: "API" },
  { href: "/signup", label: "Sign up", button: true },
];

/** The public pages the sign-in, sign-up and password forms link to. */
export const EXAMPLE_HREFS = {
  home: "/",
  signIn: "/",
  signUp: "/signup",
  forgotPassword: "/forgot-password",
  adminLogin: "/admin/login",
  adminForgotPassword: "/admin/forgot-password",
} as const;
