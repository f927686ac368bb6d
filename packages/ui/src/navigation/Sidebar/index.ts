export {
  Sidebar,
  SidebarItem,
  type SidebarItemProps,
  type SidebarProps,
  SidebarProvider,
  type SidebarProviderProps,
  SidebarSection,
  type SidebarSectionProps,
  SidebarTrigger,
  type SidebarTriggerProps,
  sidebarItemVariants,
} from "./Sidebar";
export { type SidebarState, useSidebar } from "./SidebarContext";
export { SidebarInset, type SidebarInsetProps } from "./SidebarInset";
