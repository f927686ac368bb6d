export * from "./convert";
export * from "./currencies";
export * from "./decimal";
export * from "./format";
export * from "./pricing";
