export { AdminStatCards, type AdminStatCardsProps } from "./AdminStatCards";
export { fundsTrend } from "./fundsTrend";
