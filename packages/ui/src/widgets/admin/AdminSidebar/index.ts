export { ADMIN_SYSTEM_STATUS, AdminSidebar, type AdminSidebarProps, type AdminSystemStatus } from "./AdminSidebar";
export { ADMIN_NAV_SECTIONS, type AdminNavSection } from "./adminNavItems";
