// Widgets of this area, re-exported by ../index.ts. Named exports only.
export * from "./AddFundsPanel";
export * from "./AffiliatePanel";
export * from "./ChildPanelForm";
export * from "./ChildPanelList";
export * from "./DepositsList";
export * from "./SupportCenter";
