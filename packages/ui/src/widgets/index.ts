// Panel widgets: props-driven compositions of the primitives (no fetching, routing or storage).
export * from "./account";
export * from "./admin";
export * from "./api";
export * from "./common";
export * from "./customer";
export * from "./public";
export * from "./shell";
