export { NewOrderForm, type NewOrderFormProps } from "./NewOrderForm";
export { servicesToPick } from "./servicesToPick";
