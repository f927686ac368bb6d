// Components of this group, re-exported by ../index.ts. Named exports only.
export * from "./Breadcrumbs";
export type { LinkRenderProps, RenderLink } from "./link";
export * from "./Sidebar";
export * from "./TopBar";
