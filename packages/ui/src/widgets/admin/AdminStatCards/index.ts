export { ZERO_ADMIN_STATS } from "../shared/fixtures";
export { AdminStatCards, type AdminStatCardsProps } from "./AdminStatCards";
export { fundsTrend } from "./fundsTrend";
