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
import type * as React from "react";

export type NavItem = { href: string; label: string; icon: React.ReactNode };

/** The customer sidebar's ten items in the spec's order (spec §2, Dashboard shell), with their routes. */
export const CUSTOMER_NAV_ITEMS: readonly NavItem[] = [
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
