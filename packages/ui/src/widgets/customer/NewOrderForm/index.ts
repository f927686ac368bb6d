export { NewOrderForm, type NewOrderFormProps } from "./NewOrderForm";
export type { NewOrderRequest } from "./orderInput";
export { servicesToPick } from "./servicesToPick";
