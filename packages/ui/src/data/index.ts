// Components of this group, re-exported by ../index.ts. Named exports only.
export * from "./Pagination";
export * from "./Table";
