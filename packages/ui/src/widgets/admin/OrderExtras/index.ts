export { OrderExtras, type OrderExtrasProps } from "./OrderExtras";
