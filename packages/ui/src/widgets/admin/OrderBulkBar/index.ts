export * from "./OrderBulkBar";
