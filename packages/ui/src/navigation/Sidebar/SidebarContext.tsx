import type * as React from "react";
import { createContext, useContext } from "react";
import type { RenderLink } from "../link";

export type SidebarState = {
  /** Desktop: only icons are shown. */
  collapsed: boolean;
  setCollapsed: (collapsed: boolean) => void;
  /** Mobile: the menu sheet is open. */
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  renderLink: RenderLink;
  /** The mobile toggle, so focus can return to it when the sheet closes. */
  triggerRef: React.RefObject<HTMLButtonElement | null>;
};

export const SidebarContext = createContext<SidebarState | null>(null);

/** Where a copy of the navigation is drawn: the desktop rail (maybe collapsed) or the mobile sheet. */
export type SidebarPlacement = { collapsed: boolean; onNavigate?: () => void };

export const SidebarPlacementContext = createContext<SidebarPlacement>({ collapsed: false });

/** The sidebar's state, for custom toggles and items. Must be used inside <SidebarProvider>. */
export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error("useSidebar must be used inside <SidebarProvider>");
  return state;
}
