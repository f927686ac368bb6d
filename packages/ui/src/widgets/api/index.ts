// Widgets of this area, re-exported by ../index.ts. Named exports only.
export * from "./ApiAccessPanel";
export * from "./ApiDocs";
