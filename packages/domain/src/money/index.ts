export * from "./convert";
export * from "./currencies";
export * from "./decimal";
export * from "./display";
export * from "./format";
export * from "./panelCurrency";
export * from "./pricing";
export * from "./reporting";
