export { ADMIN_SYSTEM_STATUS, AdminSidebar, type AdminSidebarProps } from "./AdminSidebar";
export { ADMIN_NAV_SECTIONS, type AdminNavSection } from "./adminNavItems";
