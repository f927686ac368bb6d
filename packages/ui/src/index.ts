// Named exports only; each component's folder is importable on its own, so bundlers keep only what is used.

export * from "./feedback/Toast";
export { cn } from "./lib/cn";
export * from "./primitives/Button";
export * from "./primitives/Spinner";
