export { type ReportBar, ReportBars, type ReportBarsProps } from "./ReportBars";
