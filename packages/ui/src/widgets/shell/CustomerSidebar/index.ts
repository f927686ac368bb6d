export { CustomerSidebar, type CustomerSidebarProps } from "./CustomerSidebar";
export { CUSTOMER_NAV_ITEMS, type NavItem } from "./customerNavItems";
