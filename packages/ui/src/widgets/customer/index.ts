// Widgets of this area, re-exported by ../index.ts. Named exports only.

export * from "./MassOrderEditor";
export * from "./NewOrderForm";
export * from "./OrdersTable";
export * from "./ServicesCatalogue";
export * from "./UpdatesTable";
