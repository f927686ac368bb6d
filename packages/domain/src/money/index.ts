export * from "./convert";
export * from "./currencies";
export * from "./decimal";
export * from "./display";
export * from "./format";
export * from "./pricing";
export * from "./reporting";
export * from "./panelCurrency";
