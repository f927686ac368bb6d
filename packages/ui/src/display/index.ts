// Components of this group, re-exported by ../index.ts. Named exports only.
export * from "./Alert";
export * from "./Badge";
export * from "./Card";
export * from "./EmptyState";
export * from "./Skeleton";
export * from "./StatCard";
export * from "./Tabs";
