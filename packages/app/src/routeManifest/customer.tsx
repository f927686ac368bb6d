import type { NavItem } from "@smm/ui";
import {
  CirclePlus,
  Code,
  HandCoins,
  Headset,
  History,
  Layers,
  LayoutGrid,
  Network,
  RefreshCw,
  Wallet,
} from "lucide-react";
import type { RoutePage } from "./types";

/** The customer dashboard's pages (area "customer"), in the spec's sidebar order (spec §2, Dashboard shell). */
export const CUSTOMER_PAGES = {
  newOrder: { path: "/dashboard", label: "New Order", icon: <CirclePlus /> },
  addFunds: { path: "/dashboard/add-funds", label: "Add Funds", icon: <Wallet /> },
  orders: { path: "/dashboard/orders", label: "Order History", icon: <History /> },
  support: { path: "/dashboard/support", label: "Customer Support", icon: <Headset /> },
  services: { path: "/dashboard/services", label: "Services", icon: <LayoutGrid /> },
  affiliate: { path: "/dashboard/affiliate", label: "Make Money", icon: <HandCoins /> },
  // A child panel sells no child panels of its own: its sidebar leaves this out.
  childPanel: { path: "/dashboard/child-panel", label: "Child Panel", icon: <Network /> },
  massOrder: { path: "/dashboard/mass-order", label: "Mass Order", icon: <Layers /> },
  apiAccess: { path: "/dashboard/api", label: "API Access", icon: <Code /> },
  updates: { path: "/dashboard/updates", label: "Updates", icon: <RefreshCw /> },
} as const satisfies Record<string, RoutePage>;

/** The customer sidebar: every customer page, in the manifest's order. */
export const CUSTOMER_NAV: readonly NavItem[] = Object.values(CUSTOMER_PAGES).map(({ path, label, icon }) => ({
  href: path,
  label,
  icon,
}));
