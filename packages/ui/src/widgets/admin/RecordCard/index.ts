export { RecordCard, type RecordCardProps, type RecordField } from "./RecordCard";
