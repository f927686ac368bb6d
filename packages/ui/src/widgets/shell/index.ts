// Widgets of this area, re-exported by ../index.ts. Named exports only.
export * from "./AnnouncementBanner";
export * from "./CustomerShell";
export * from "./CustomerSidebar";
export * from "./TopHeader";
