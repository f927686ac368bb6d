export { INT_MAX } from "./fields";
export * from "./price";
export { orderSchema, type ReadOrder } from "./schemas";
export * from "./service";
export * from "./total";
