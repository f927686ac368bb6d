export { CustomerSidebar, type CustomerSidebarProps, type NavItem } from "./CustomerSidebar";
