// Components of this group, re-exported by ../index.ts. Named exports only.
export * from "./Accordion";
export * from "./Alert";
export * from "./Avatar";
export * from "./Badge";
export * from "./Card";
export * from "./EmptyState";
export * from "./KeyValue";
export * from "./Progress";
export * from "./Separator";
export * from "./Skeleton";
export * from "./StatCard";
export * from "./Tabs";
