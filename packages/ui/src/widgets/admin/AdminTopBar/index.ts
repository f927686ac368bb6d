export { AdminTopBar, type AdminTopBarProps } from "./AdminTopBar";
export { ADMIN_MENU_ITEMS, type AdminMenuAction } from "./adminMenu";
