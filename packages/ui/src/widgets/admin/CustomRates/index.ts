export { CustomRates, type CustomRatesProps } from "./CustomRates";
