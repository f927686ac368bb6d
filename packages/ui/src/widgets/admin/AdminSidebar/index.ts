export {
  ADMIN_SYSTEM_STATUS,
  type AdminNavSection,
  AdminSidebar,
  type AdminSidebarProps,
  type AdminSystemStatus,
} from "./AdminSidebar";
