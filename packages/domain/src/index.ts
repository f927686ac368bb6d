export * from "./pagination";
