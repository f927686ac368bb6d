// Widgets of this area, re-exported by ../index.ts. Named exports only.

export * from "./AdminForm";
export * from "./AdminSessions";
export * from "./AdminShell";
export * from "./AdminSidebar";
export * from "./AdminStatCards";
export * from "./AdminTable";
export * from "./AdminTopBar";
export * from "./AttentionQueue";
export * from "./BrandingForm";
export * from "./CatalogueCopy";
export * from "./CustomRates";
export * from "./LaunchChecklist";
export * from "./OrderBulkBar";
export * from "./OrderExtras";
export * from "./Overview30Days";
export * from "./PanelStandingBanner";
export * from "./QuickActions";
export * from "./RecordCard";
export * from "./ReportBars";
export * from "./StaffManager";
export * from "./StorefrontForm";
export * from "./SyncSummary";
export * from "./TicketThread";
export * from "./ToneBadge";
export * from "./TwoFactorSettings";
