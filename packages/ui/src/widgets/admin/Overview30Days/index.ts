export { Overview30Days, type Overview30DaysProps } from "./Overview30Days";
export type { DailyRevenue } from "./RevenueBars";
