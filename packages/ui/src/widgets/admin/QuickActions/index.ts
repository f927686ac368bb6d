export { ADMIN_QUICK_ACTIONS, type QuickAction, QuickActions, type QuickActionsProps } from "./QuickActions";
