export { IN_STEP_MESSAGE, SyncSummary, type SyncSummaryProps } from "./SyncSummary";
