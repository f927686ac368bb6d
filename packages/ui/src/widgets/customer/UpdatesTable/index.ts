export { DEFAULT_UPDATES_QUERY, filterUpdates, matchesUpdateSearch, type UpdatesQuery } from "./filterUpdates";
export { PercentChange, PriceMove } from "./PriceChange";
export { UpdatesTable, type UpdatesTableProps } from "./UpdatesTable";
