export * from "./admin";
export * from "./aggregates";
export * from "./catalogue";
export * from "./money";
export * from "./providers";
export * from "./sessions";
export * from "./support";
export * from "./users";
