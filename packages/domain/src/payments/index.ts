export * from "./affiliate";
export * from "./methods";
