import { CircleHelp, LogOut, Shield, UserRound } from "lucide-react";
import type { UserMenuItem } from "../UserMenu/UserMenu";

export type CustomerMenuAction = "profile" | "security" | "help" | "logout";

/** The customer's account menu (spec §2, Dashboard shell), in the spec's order. */
export const CUSTOMER_MENU_ITEMS: readonly UserMenuItem<CustomerMenuAction>[] = [
  { action: "profile", label: "Profile Settings", icon: <UserRound /> },
  { action: "security", label: "Security", icon: <Shield /> },
  { action: "help", label: "Help Center", icon: <CircleHelp /> },
  { action: "logout", label: "Logout", icon: <LogOut />, destructive: true },
];
