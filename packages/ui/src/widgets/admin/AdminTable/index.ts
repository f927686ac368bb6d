export { ADMIN_TABLE_PAGE_SIZE, AdminTable, type AdminTableProps } from "./AdminTable";
export {
  type AdminTableFilter,
  type AdminTableFilterOption,
  type AdminTableQuery,
  ALL_FILTER_VALUE,
  DEFAULT_ADMIN_TABLE_QUERY,
} from "./adminTableQuery";
