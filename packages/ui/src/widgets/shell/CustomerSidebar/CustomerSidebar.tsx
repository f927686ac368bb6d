import type * as React from "react";
import { Sidebar, SidebarItem, type SidebarProps, SidebarSection } from "../../../navigation/Sidebar";

/** A sidebar link: where it goes, its words and its icon. */
export type NavItem = { href: string; label: string; icon: React.ReactNode };

export type CustomerSidebarProps = Omit<SidebarProps, "children" | "label"> & {
  /** The links, in their order: the app's pages (its route manifest), only those this panel offers. */
  items: readonly NavItem[];
  /** The current route; its item is marked `aria-current="page"`. Router links that set it themselves need not. */
  activeHref?: string;
};

/**
 * The customer dashboard's left navigation (the spec's ten items on the main panel). Put it inside a SidebarProvider,
 * which holds `renderLink` (the router's link) and the mobile open state shared with the header's toggle.
 */
export function CustomerSidebar({ items, activeHref, header = "Premium SMM", ...props }: CustomerSidebarProps) {
  return (
    <Sidebar label="Dashboard" title="Dashboard menu" header={header} {...props}>
      <SidebarSection>
        {items.map((item) => (
          <SidebarItem key={item.href} {...item} active={item.href === activeHref} />
        ))}
      </SidebarSection>
    </Sidebar>
  );
}
