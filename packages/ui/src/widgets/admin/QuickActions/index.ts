export { type QuickAction, QuickActions, type QuickActionsProps } from "./QuickActions";
