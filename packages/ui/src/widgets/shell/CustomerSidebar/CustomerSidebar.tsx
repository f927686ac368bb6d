import { Sidebar, SidebarItem, type SidebarProps, SidebarSection } from "../../../navigation/Sidebar";
import { CUSTOMER_NAV_ITEMS } from "./customerNavItems";

export type CustomerSidebarProps = Omit<SidebarProps, "children" | "label"> & {
  /** The current route; its item is marked `aria-current="page"`. Router links that set it themselves need not. */
  activeHref?: string;
  /** Which items this panel offers; every item without it (a child panel sells no child panels: no Child Panel). */
  showItem?: (href: string) => boolean;
};

/**
 * The customer dashboard's left navigation: the ten items of the spec. Put it inside a SidebarProvider, which
 * holds `renderLink` (the router's link) and the mobile open state shared with the header's toggle.
 */
export function CustomerSidebar({
  activeHref,
  showItem = () => true,
  header = "Premium SMM",
  ...props
}: CustomerSidebarProps) {
  return (
    <Sidebar label="Dashboard" title="Dashboard menu" header={header} {...props}>
      <SidebarSection>
        {CUSTOMER_NAV_ITEMS.filter((item) => showItem(item.href)).map((item) => (
          <SidebarItem key={item.href} {...item} active={item.href === activeHref} />
        ))}
      </SidebarSection>
    </Sidebar>
  );
}
