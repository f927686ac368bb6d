export { DataTable, type DataTableColumn, type DataTableProps } from "./DataTable";
export { type DataTableSort, nextSort, type SortDirection, type SortValue, sortRows } from "./sortRows";
