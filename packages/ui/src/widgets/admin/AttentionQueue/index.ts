export * from "./AttentionQueue";
