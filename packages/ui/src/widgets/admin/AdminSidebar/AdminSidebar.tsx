import { cn } from "../../../lib/cn";
import { Sidebar, SidebarItem, type SidebarProps, SidebarSection } from "../../../navigation/Sidebar";
import { ADMIN_NAV_SECTIONS } from "./adminNavItems";

/** The footer text of spec §2 (Admin layout); the domain does not hold it yet. */
export const ADMIN_SYSTEM_STATUS = "All systems operational";

export type AdminSidebarProps = Omit<SidebarProps, "children" | "label"> & {
  /** The current route; its link is marked `aria-current="page"`. */
  activeHref?: string;
  /** Which links this operator may open (their role's); every link without it. A section left empty is hidden. */
  showItem?: (href: string) => boolean;
};

/**
 * Fourteen links need ~690 px: in a shorter window the list scrolls between the header and the footer. The footer's
 * top rule shows where the list is cut, so a link peeking out above it reads as "scroll for more", not as covered.
 */
const FOOTER_RULE = "[&>[data-slot=sidebar-footer]]:border-sidebar-border [&>[data-slot=sidebar-footer]]:border-t";

/** Focusing a link scrolls the list with room to spare, so its focus ring is not cut at the list's edge. */
const ITEM_SCROLL_MARGIN = "scroll-my-2";

/** The admin area's navigation: the spec's twelve links (plus Support and Child Panels) and the 'All systems operational' footer. */
export function AdminSidebar({
  activeHref,
  showItem = () => true,
  header = "Admin Panel",
  footer,
  className,
  ...props
}: AdminSidebarProps) {
  const sections = ADMIN_NAV_SECTIONS.map((section) => ({
    ...section,
    items: section.items.filter((item) => showItem(item.href)),
  })).filter((section) => section.items.length > 0);
  return (
    <Sidebar
      label="Admin"
      className={cn(FOOTER_RULE, className)}
      title="Admin menu"
      header={header}
      footer={
        footer ?? (
          <p data-slot="admin-system-status" className="flex items-center gap-2">
            <span aria-hidden="true" className="size-2 rounded-full bg-success" />
            {ADMIN_SYSTEM_STATUS}
          </p>
        )
      }
      {...props}
    >
      {sections.map((section) => (
        <SidebarSection key={section.heading} heading={section.heading}>
          {section.items.map((item) => (
            <SidebarItem key={item.href} {...item} active={item.href === activeHref} className={ITEM_SCROLL_MARGIN} />
          ))}
        </SidebarSection>
      ))}
    </Sidebar>
  );
}
