import type { StorefrontIcon } from "@smm/domain";
import {
  BadgePercent,
  Check,
  Code,
  HandCoins,
  Headset,
  LayoutGrid,
  ListChecks,
  type LucideIcon,
  Store,
  Users,
  Wallet,
  Zap,
} from "lucide-react";

/** The picture of each icon an operator may pick for a highlight or a feature (Settings → Storefront). */
export const STOREFRONT_ICON_COMPONENTS: Record<StorefrontIcon, LucideIcon> = {
  check: Check,
  platforms: LayoutGrid,
  "mass-orders": ListChecks,
  payments: Wallet,
  api: Code,
  "child-panel": Store,
  commission: HandCoins,
  price: BadgePercent,
  people: Users,
  speed: Zap,
  support: Headset,
};
