export * from "./affiliate";
export * from "./gatewayKeys";
export * from "./methods";
