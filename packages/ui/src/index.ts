// Named exports only; each component's folder is importable on its own, so bundlers keep only what is used.

export * from "./data";
export * from "./display";
export * from "./feedback/CopyButton";
export * from "./feedback/Toast";
export * from "./forms";
export { cn } from "./lib/cn";
export { errorMessage } from "./lib/errors";
export * from "./navigation";
export * from "./overlays";
export * from "./primitives/Button";
export * from "./primitives/Spinner";
export * from "./widgets";
export { formatDate, formatDateTime } from "./widgets/shared/formatDate";
