import { CircleHelp, LogOut, Settings, Shield, UserRound } from "lucide-react";
import type { UserMenuItem } from "../../shell/UserMenu/UserMenu";

export type AdminMenuAction = "profile" | "system-settings" | "security" | "help" | "logout";

/** The admin account menu (spec §2, Admin layout), in the spec's order. */
export const ADMIN_MENU_ITEMS: readonly UserMenuItem<AdminMenuAction>[] = [
  { action: "profile", label: "Profile Settings", icon: <UserRound /> },
  { action: "system-settings", label: "System Settings", icon: <Settings /> },
  { action: "security", label: "Security", icon: <Shield /> },
  { action: "help", label: "Help Center", icon: <CircleHelp /> },
  { action: "logout", label: "Logout", icon: <LogOut />, destructive: true },
];
