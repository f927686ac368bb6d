// Components of this group, re-exported by ../index.ts. Named exports only.
export * from "./DataTable";
export * from "./Pagination";
export * from "./Table";
