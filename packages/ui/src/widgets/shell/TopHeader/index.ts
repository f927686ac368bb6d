export { CUSTOMER_MENU_ITEMS, type CustomerMenuAction } from "./customerMenu";
export { NO_NOTIFICATIONS } from "./NotificationsMenu";
export { TopHeader, type TopHeaderProps } from "./TopHeader";
