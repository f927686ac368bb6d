export { StatCard, type StatCardProps, type StatTrend } from "./StatCard";
