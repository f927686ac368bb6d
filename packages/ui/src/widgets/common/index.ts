// Widgets of this area, re-exported by ../index.ts. Named exports only.
export * from "./CurrencySwitcher";
export * from "./Money";
export * from "./StatusBadge";
export * from "./VideoPlayer";
