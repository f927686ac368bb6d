export { PercentChange, PriceMove } from "./PriceChange";
export { UpdatesTable, type UpdatesTableProps } from "./UpdatesTable";
export { DEFAULT_UPDATES_QUERY, type UpdatesQuery } from "./updatesQuery";
